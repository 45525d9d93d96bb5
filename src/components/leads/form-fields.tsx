'use client';

// The markup the community and lead forms share: a labelled field whose error is tied to it
// (aria-describedby) and announced, the honeypot, the announced outcome. No validation or client
// code here, so a form can render before its checking code (./form-check.ts) has loaded.
import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400';

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, given its id, description and invalid state. */
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  }) => ReactNode;
}

/** A label, a control and its error, tied together (aria-describedby) and read out on change. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        aria-live="polite"
        className="text-sm text-red-700 empty:hidden dark:text-red-300"
      >
        {error ?? ''}
      </p>
    </div>
  );
}

export interface HoneypotProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/**
 * The hidden `website` field: off screen and out of the tab order, so people never fill it;
 * the server pretends success and stores nothing when it is filled.
 */
export function Honeypot({ label, id }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The form's outcome, announced: success politely, failure as an alert. */
export function FormStatus({ status }: { status: { kind: 'ok' | 'error'; text: string } | null }) {
  return (
    <>
      <p
        role="status"
        className="text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-300"
      >
        {status?.kind === 'ok' ? status.text : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {status?.kind === 'error' ? status.text : ''}
      </p>
    </>
  );
}

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-primary-500 px-5 font-semibold text-slate-950 hover:bg-primary-400 disabled:opacity-60';
