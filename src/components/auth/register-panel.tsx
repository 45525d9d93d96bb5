'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { hrefFor, type Locale } from '@/i18n/routing';
import { setAccessToken } from '@/lib/auth/token';
import { notifyAuthChange } from '@/lib/session/browser-tracker';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc/react';
import { RegisterForm } from './register-form';

/** Registration logs the new user in (the server returns a token), then goes home like a login. */
export function RegisterPanel({ locale }: { locale: Locale }) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('Auth');
  const register = useMutation(trpc.auth.register.mutationOptions());
  return (
    <RegisterForm
      onSubmit={async (input) => {
        // The verification mail is written in the page's language.
        const { accessToken } = await register.mutateAsync({ ...input, locale });
        setAccessToken(accessToken);
        notifyAuthChange();
        // Long enough to read; the verification link waits in the mailbox.
        toast.success(t('registeredCheckMail', { email: input.email }), { duration: 12_000 });
        router.replace(hrefFor(locale, 'home'));
      }}
    />
  );
}
