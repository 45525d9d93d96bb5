'use client';

import { useTranslations } from 'next-intl';
import {
  blankToUndefined,
  registerFormSchema,
  validate,
  type RegisterFields,
} from '@/lib/auth/validation';
import type { RegisterInput } from '@/lib/validation/account';
import { FormAlert, FormField, submitClass } from './form-field';
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
  const { errors, formError, pending, submit } = useFormSubmit({
    fields: FIELDS,
    read: (form) => {
      const text = (name: RegisterFields) => String(form.get(name) ?? '');
      return validate(registerFormSchema, {
        email: text('email'),
        password: text('password'),
        confirmPassword: text('confirmPassword'),
        firstName: text('firstName'),
        lastName: blankToUndefined(text('lastName')),
        phone: blankToUndefined(text('phone')),
      });
    },
    send: onSubmit,
    fallbackMessage: t('registerError'),
    logLabel: 'register',
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <FormField
        name="firstName"
        autoComplete="given-name"
        label={t('firstName')}
        error={errors.firstName}
      />
      <FormField
        name="lastName"
        autoComplete="family-name"
        label={t('lastName')}
        hint={t('optional')}
        error={errors.lastName}
      />
      <FormField
        name="email"
        type="email"
        autoComplete="email"
        label={t('email')}
        error={errors.email}
      />
      <FormField
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('phone')}
        hint={t('optional')}
        error={errors.phone}
      />
      <FormField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('password')}
        error={errors.password}
      />
      <FormField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('confirmPassword')}
        error={errors.confirmPassword}
      />
      <button type="submit" disabled={pending} className={submitClass}>
        {pending ? t('submitting') : t('submitRegister')}
      </button>
    </form>
  );
}
