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

/** The login form wired to auth.login: the token is stored and the visitor goes home (spec §2). */
export function LoginPanel({ locale }: { locale: Locale }) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('Auth');
  const login = useMutation(trpc.auth.login.mutationOptions());
  return (
    <LoginForm
      onSubmit={async (input) => {
        const { accessToken } = await login.mutateAsync(input);
        setAccessToken(accessToken);
        notifyAuthChange();
        toast.success(t('loginSuccess'));
        router.replace(hrefFor(locale, 'home'));
      }}
    />
  );
}
