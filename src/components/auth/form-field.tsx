'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import type { ValidationMessage } from '@/lib/auth/validation';

/** Primary buttons: amber background needs dark text for contrast (TEAM.md). */
export const submitClass =
  'rounded-lg bg-primary-500 px-4 py-2.5 font-semibold text-slate-950 hover:bg-primary-400 disabled:opacity-60';

const alertClass =
  'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200';

/** A form's or an action's error, announced at once (role=alert); nothing when there is none. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={alertClass}>
      {message}
    </p>
  );
}

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  error?: ValidationMessage | string;
}

/** A labelled input whose error is tied to it with aria-describedby and read out when it appears. */
export function FormField({ name, label, hint, error, ...input }: FormFieldProps) {
  const tv = useTranslations('Validation');
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const message = typeof error === 'string' ? error : error ? tv(error.key, error.values) : null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {hint ? (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{hint}</span>
        ) : null}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400"
        {...input}
      />
      {message ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
    </div>
  );
}
