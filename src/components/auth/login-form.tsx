'use client';

import { useTranslations } from 'next-intl';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { loginFormSchema, validate, type LoginFields } from '@/lib/auth/validation';
import type { LoginInput } from '@/lib/validation/account';
import { AccountField, AccountForm } from './account-form';
import { useFormSubmit } from './use-form-submit';

export interface LoginFormProps {
  /** Logs in; throws the call's error on failure. */
  onSubmit(input: LoginInput): Promise<void>;
}

const LOGIN_FIELDS: readonly LoginFields[] = ['email', 'password'];

/** Email and password, checked with the server's rules before anything is sent. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const t = useTranslations('Auth');
  const refusalMessage = useRefusalMessage();
  const { errors, ...submission } = useFormSubmit({
    fields: LOGIN_FIELDS,
    read: (text) => validate(loginFormSchema, { email: text('email'), password: text('password') }),
    send: onSubmit,
    failureMessage: (error) => refusalMessage(error, t('loginError')),
    logLabel: '[auth] login',
  });

  return (
    <AccountForm {...submission} submitLabel={t('submitLogin')} pendingLabel={t('submitting')}>
      <AccountField name="email" error={errors.email} />
      <AccountField name="password" autoComplete="current-password" error={errors.password} />
    </AccountForm>
  );
}
