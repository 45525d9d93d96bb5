'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import {
  loginFormSchema,
  validate,
  type FieldMessages,
  type LoginFields,
} from '@/lib/auth/validation';
import { fieldErrors, serverMessageOr } from '@/lib/trpc/errors';
import type { LoginInput } from '@/server/schemas/auth';
import { alertClass, FormField, submitClass } from './form-field';

export interface LoginFormProps {
  /** Logs in; throws the call's error on failure. */
  onSubmit(input: LoginInput): Promise<void>;
}

/** Email and password, checked with the server's rules before anything is sent. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const t = useTranslations('Auth');
  const [errors, setErrors] = useState<FieldMessages<LoginFields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = validate(loginFormSchema, {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setFormError(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(result.data);
    } catch (error) {
      console.error('[auth] login failed', error);
      const server = fieldErrors(error);
      setErrors({ email: server.email?.[0], password: server.password?.[0] });
      setFormError(serverMessageOr(error, t('loginError')));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {formError ? (
        <p role="alert" className={alertClass}>
          {formError}
        </p>
      ) : null}
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
