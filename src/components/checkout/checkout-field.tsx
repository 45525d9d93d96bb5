'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { CheckoutMessage } from '@/lib/cart/checkout-form';

export const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400';

/** The id of a field's input, from its name ("shipping.fullName" → "checkout-shipping-fullName"). */
export const fieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

export interface CheckoutFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  error?: CheckoutMessage | string;
  /** Another control in place of the input (a select), given the same id and description. */
  control?: (props: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

/** A labelled input whose error is tied to it (aria-describedby) and read out when it appears. */
export function CheckoutField({ name, label, hint, error, control, ...input }: CheckoutFieldProps) {
  const tv = useTranslations('Validation');
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const message = typeof error === 'string' ? error : error ? tv(error.key, error.values) : null;
  const describedBy = message ? errorId : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {hint ? (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{hint}</span>
        ) : null}
      </label>
      {control ? (
        control({ id, describedBy, invalid: message ? true : undefined })
      ) : (
        <input
          id={id}
          name={name}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...input}
        />
      )}
      {message ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
    </div>
  );
}
