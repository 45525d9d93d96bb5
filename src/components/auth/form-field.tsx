'use client';

import type { InputHTMLAttributes } from 'react';
import { Alert } from '@/components/ui/alert';
import { LabelledField } from '@/components/ui/labelled-field';
import type { ValidationMessage } from '@/lib/auth/validation';

/** Primary buttons: amber background needs dark text for contrast (TEAM.md). */
export const submitClass =
  'rounded-lg bg-primary-500 px-4 py-2.5 font-semibold text-slate-950 hover:bg-primary-400 disabled:opacity-60';

/** A form's or an action's error, announced at once (role=alert); nothing when there is none. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert tone="error" look="boxed">
      {message}
    </Alert>
  );
}

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  error?: ValidationMessage | string;
}

/** A labelled input of the account forms, its id taken from its name (`field-email`). */
export function FormField({ name, label, hint, error, ...input }: FormFieldProps) {
  return (
    <LabelledField id={`field-${name}`} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400"
          {...input}
        />
      )}
    </LabelledField>
  );
}
