import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ValidationMessage } from '@/lib/auth/validation';

/** What a field's control takes to be tied to its label and its error (spread onto it). */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface LabelledFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** A sentence under the control that says how to fill it in (read out with it). */
  note?: string;
  /** Our own message (a `Validation` key), or a server's text shown as is. */
  error?: ValidationMessage | string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A label (with its hint), a control and its error, the error tied to the control with
 * aria-describedby so it is read out with it. The account and checkout fields are built on it.
 */
export function LabelledField({ id, label, hint, note, error, children }: LabelledFieldProps) {
  const tv = useTranslations('Validation');
  const errorId = `${id}-error`;
  const message = typeof error === 'string' ? error : error ? tv(error.key, error.values) : null;
  const noteId = `${id}-note`;
  const describedBy =
    [note ? noteId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  const invalid = message ? true : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {hint ? (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{hint}</span>
        ) : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid })}
      {note ? (
        <p id={noteId} className="text-sm text-slate-600 dark:text-slate-400">
          {note}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
    </div>
  );
}
