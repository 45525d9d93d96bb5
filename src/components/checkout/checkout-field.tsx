import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from '@/components/ui/labelled-field';
import type { CheckoutMessage } from '@/lib/cart/checkout-form';
import { fieldId, inputClass } from './field-style';

export { fieldId, inputClass };

export interface CheckoutFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  /** How to fill it in, under the control. */
  note?: string;
  error?: CheckoutMessage | string;
  /** Another control in place of the input (a select), given the same id and description. */
  control?: (props: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

/** A labelled input of the checkout forms, its id taken from its name (see fieldId). */
export function CheckoutField({
  name,
  label,
  hint,
  note,
  error,
  control,
  ...input
}: CheckoutFieldProps) {
  return (
    <LabelledField id={fieldId(name)} label={label} hint={hint} note={note} error={error}>
      {(wiring) =>
        control ? (
          control({
            id: wiring.id,
            describedBy: wiring['aria-describedby'],
            invalid: wiring['aria-invalid'],
          })
        ) : (
          <input {...wiring} name={name} className={inputClass} {...input} />
        )
      }
    </LabelledField>
  );
}
