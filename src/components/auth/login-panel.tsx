'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { hrefFor, type Locale } from '@/i18n/routing';
import { setAccessToken } from '@/lib/auth/token';
import { notifyAuthChange } from '@/lib/session/browser-tracker';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc/react';
import { LoginForm } from './login-form';
import { SignInLinkRedeem, SignInLinkRequest } from './sign-in-link';

/**
 * The login form wired to auth.login: the token is stored and the visitor goes home (spec §2).
 * Below it, a mailed one-time link for an owner whose password logins are held back; above it,
 * the button that finishes such a link when the page was opened from one.
 */
export function LoginPanel({ locale }: { locale: Locale }) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('Auth');
  const login = useMutation(trpc.auth.login.mutationOptions());
  return (
    <>
      <SignInLinkRedeem locale={locale} />
      <LoginForm
        onSubmit={async (input) => {
          const { accessToken } = await login.mutateAsync(input);
          setAccessToken(accessToken);
          notifyAuthChange();
          toast.success(t('loginSuccess'));
          router.replace(hrefFor(locale, 'home'));
        }}
      />
      <SignInLinkRequest locale={locale} />
    </>
  );
}
