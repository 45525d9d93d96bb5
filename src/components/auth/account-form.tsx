'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import type { RegisterFields } from '@/lib/auth/validation';
import { FormAlert, FormField, submitClass, type FormFieldProps } from './form-field';

type AccountFieldName = RegisterFields;

/**
 * How each account field is filled in, the same on the login, register and profile forms; last
 * name and phone may stay empty. A password's autocomplete is the form's to say ("current-password"
 * to log in, "new-password" to register).
 */
const INPUTS: Record<
  AccountFieldName,
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'> & { optional?: true }
> = {
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name', optional: true },
  phone: { type: 'tel', autoComplete: 'tel', optional: true },
};

export interface AccountFieldProps extends Omit<FormFieldProps, 'name' | 'label' | 'hint'> {
  name: AccountFieldName;
}

/** An account field by its name: its `Auth` label, "(optional)" where it may stay empty. */
export function AccountField({ name, ...input }: AccountFieldProps) {
  const t = useTranslations('Auth');
  const { optional, ...kind } = INPUTS[name];
  return (
    <FormField
      name={name}
      label={t(name)}
      hint={optional ? t('optional') : undefined}
      {...kind}
      {...input}
    />
  );
}

/** The submit state from useFormSubmit, spread in: `<AccountForm {...submission} …>`. */
export interface AccountFormProps {
  submit: FormEventHandler<HTMLFormElement>;
  /** The form's own error, above its fields. */
  formError: string | null;
  pending: boolean;
  submitLabel: string;
  /** The button's text while the form is sent (the button is disabled then). */
  pendingLabel: string;
  children: ReactNode;
}

/** The frame of the account forms: the form's error, its fields, then the submit button. */
export function AccountForm({
  submit,
  formError,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: AccountFormProps) {
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={formError} />
      {children}
      <button type="submit" disabled={pending} className={submitClass}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
