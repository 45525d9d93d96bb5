'use client';

// What the community and lead forms share (reviews, comments, quotes, contact): validation with
// the procedures' own schemas (src/lib/validation/community.ts) shown in the page's language, the
// server's field errors mapped the same way, a labelled field whose error is tied to it
// (aria-describedby) and announced, and the honeypot. Loaded only with a form, never up front.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { z } from 'zod';
import { COMMUNITY_MESSAGES } from '@/lib/validation/community';
import { INVALID_EMAIL_MESSAGE } from '@/lib/validation/checkout';
import { INVALID_TEXT_MESSAGE, REQUIRED_MESSAGE } from '@/lib/validation/text';
import { errorCode, fieldErrors } from '@/lib/trpc/errors';

export type ErrorKey =
  | 'required'
  | 'email'
  | 'min'
  | 'max'
  | 'phone'
  | 'invalidText'
  | 'dateRequired'
  | 'dateInvalid'
  | 'datePast'
  | 'dateFuture'
  | 'rating'
  | 'serviceType';

/** The `CommunityErrors` messages of the page's locale. */
export type ErrorTexts = Record<ErrorKey, string>;

export type FormErrors = Partial<Record<string, string>>;

/** `{name}` placeholders filled in (the messages' only ICU feature these forms use). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

const BY_SERVER_MESSAGE: Record<string, ErrorKey> = {
  [REQUIRED_MESSAGE]: 'required',
  [INVALID_EMAIL_MESSAGE]: 'email',
  [INVALID_TEXT_MESSAGE]: 'invalidText',
  [COMMUNITY_MESSAGES.phone]: 'phone',
  [COMMUNITY_MESSAGES.dateRequired]: 'dateRequired',
  [COMMUNITY_MESSAGES.dateInvalid]: 'dateInvalid',
  [COMMUNITY_MESSAGES.datePast]: 'datePast',
  [COMMUNITY_MESSAGES.dateFuture]: 'dateFuture',
  [COMMUNITY_MESSAGES.rating]: 'rating',
  [COMMUNITY_MESSAGES.serviceType]: 'serviceType',
};

/** One message, in the page's language, for a schema's (Vietnamese) message. */
export function localMessage(message: string, texts: ErrorTexts, raw?: unknown): string {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    if (!(message in BY_SERVER_MESSAGE) || BY_SERVER_MESSAGE[message] === 'required')
      return texts.required;
  }
  const key = BY_SERVER_MESSAGE[message];
  if (key) return texts[key];
  const max = /^Tối đa (\d+) ký tự$/.exec(message);
  if (max) return fill(texts.max, { max: Number(max[1]) });
  return texts.required;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/** Parses `values` with a procedure's schema; the first message per field otherwise. */
export function check<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  texts: ErrorTexts,
): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    errors[field] =
      issue.code === 'too_big' && !(issue.message in BY_SERVER_MESSAGE)
        ? fill(texts.max, { max: Number(issue.maximum) })
        : localMessage(issue.message, texts, values[field]);
  }
  return { ok: false, errors };
}

/** The server's field errors (BAD_REQUEST), in the page's language. */
export function serverErrors(error: unknown, texts: ErrorTexts): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    const first = messages?.[0];
    if (first) errors[field] = localMessage(first, texts, 'x');
  }
  return errors;
}

export function isTooMany(error: unknown): boolean {
  return errorCode(error) === 'TOO_MANY_REQUESTS';
}

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
