'use client';

import { useTranslations } from 'next-intl';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import {
  blankToUndefined,
  registerFormSchema,
  validate,
  type RegisterFields,
} from '@/lib/auth/validation';
import type { RegisterInput } from '@/lib/validation/account';
import { AccountField, AccountForm } from './account-form';
import { useFormSubmit } from './use-form-submit';

export interface RegisterFormProps {
  /** Creates the account; throws the call's error on failure. */
  onSubmit(input: RegisterInput): Promise<void>;
}

const FIELDS: readonly RegisterFields[] = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'phone',
];

export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const t = useTranslations('Auth');
  const refusalMessage = useRefusalMessage();
  const { errors, ...submission } = useFormSubmit({
    fields: FIELDS,
    read: (text) =>
      validate(registerFormSchema, {
        email: text('email'),
        password: text('password'),
        confirmPassword: text('confirmPassword'),
        firstName: text('firstName'),
        lastName: blankToUndefined(text('lastName')),
        phone: blankToUndefined(text('phone')),
      }),
    send: onSubmit,
    failureMessage: (error) => refusalMessage(error, t('registerError')),
    logLabel: '[auth] register',
  });

  return (
    <AccountForm {...submission} submitLabel={t('submitRegister')} pendingLabel={t('submitting')}>
      <AccountField name="firstName" error={errors.firstName} />
      <AccountField name="lastName" error={errors.lastName} />
      <AccountField name="email" error={errors.email} />
      <AccountField name="phone" error={errors.phone} />
      <AccountField name="password" autoComplete="new-password" error={errors.password} />
      <AccountField name="confirmPassword" error={errors.confirmPassword} />
    </AccountForm>
  );
}
