import type { ReactNode } from 'react';
import type { FieldControl } from '@/components/ui/labelled-field';

/** The orders console's inputs, inside the label that names them. */
export const wrappedInputClass =
  'mt-1 block min-h-11 w-full rounded border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-900';

export interface ConsoleFieldProps {
  id: string;
  label: ReactNode;
  /** How to fill it in, under the control (read out with it). */
  hint?: ReactNode;
  /** The operator's mistake, under the hint (read out with the control). */
  error?: string | null;
  /** `alert` where the error appears without the field getting focus. */
  errorRole?: 'alert';
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A console form's field: label, control, hint and error, the hint and error tied to the control
 * with aria-describedby. The control is the caller's (input, select, textarea), given these ids.
 */
export function ConsoleField({
  id,
  label,
  hint,
  error,
  errorRole,
  className = 'flex flex-col gap-1',
  children,
}: ConsoleFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={errorRole} className="text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
