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

/**
 * Registration answers the same for a new and a known email (no enumeration), so the panel then
 * logs in with the same credentials: that works for a new account (and for an owner who typed
 * their own password); otherwise the visitor is told to read the mail we sent, and goes to login.
 */
export function RegisterPanel({ locale }: { locale: Locale }) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('Auth');
  const register = useMutation(trpc.auth.register.mutationOptions());
  const login = useMutation(trpc.auth.login.mutationOptions());
  return (
    <RegisterForm
      onSubmit={async (input) => {
        // The verification mail is written in the page's language.
        await register.mutateAsync({ ...input, locale });
        const signedIn = await login
          .mutateAsync({ email: input.email, password: input.password })
          .catch((error: unknown) => {
            console.warn('[auth] login after registration failed', error);
            return null;
          });
        if (!signedIn) {
          toast.success(t('registeredCheckInbox', { email: input.email }), { duration: 12_000 });
          router.replace(hrefFor(locale, 'login'));
          return;
        }
        setAccessToken(signedIn.accessToken);
        notifyAuthChange();
        // Long enough to read; the verification link waits in the mailbox.
        toast.success(t('registeredCheckMail', { email: input.email }), { duration: 12_000 });
        router.replace(hrefFor(locale, 'home'));
      }}
    />
  );
}
