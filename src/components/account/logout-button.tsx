'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/auth/form-field';
import { hrefFor, type Locale } from '@/i18n/routing';
import { clearAccessToken } from '@/lib/auth/token';
import { notifyAuthChange } from '@/lib/session/browser-tracker';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc/react';

/** auth.logout revokes the token on the server; then it is removed here and the login page shown. */
export function LogoutButton({ locale }: { locale: Locale }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const t = useTranslations('Auth');
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setError(null);
    try {
      await logout.mutateAsync();
    } catch (failure) {
      console.error('[auth] auth.logout failed', failure);
      setError(t('logoutError'));
      toast.error(t('logoutError'));
      return;
    }
    clearAccessToken();
    queryClient.removeQueries();
    notifyAuthChange();
    router.replace(hrefFor(locale, 'login'));
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <FormAlert message={error} />
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={logout.isPending}
        className="rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {t('logout')}
      </button>
    </div>
  );
}
