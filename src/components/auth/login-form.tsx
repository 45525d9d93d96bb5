'use client';

import { useTranslations } from 'next-intl';
import { loginFormSchema, validate, type LoginFields } from '@/lib/auth/validation';
import type { LoginInput } from '@/lib/validation/account';
import { FormAlert, FormField, submitClass } from './form-field';
import { useFormSubmit } from './use-form-submit';

export interface LoginFormProps {
  /** Logs in; throws the call's error on failure. */
  onSubmit(input: LoginInput): Promise<void>;
}

const LOGIN_FIELDS: readonly LoginFields[] = ['email', 'password'];

/** Email and password, checked with the server's rules before anything is sent. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const t = useTranslations('Auth');
  const { errors, formError, pending, submit } = useFormSubmit({
    fields: LOGIN_FIELDS,
    read: (form) =>
      validate(loginFormSchema, {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      }),
    send: onSubmit,
    fallbackMessage: t('loginError'),
    logLabel: 'login',
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <FormField
        name="email"
        type="email"
        autoComplete="email"
        label={t('email')}
        error={errors.email}
      />
      <FormField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('password')}
        error={errors.password}
      />
      <button type="submit" disabled={pending} className={submitClass}>
        {pending ? t('submitting') : t('submitLogin')}
      </button>
    </form>
  );
}
