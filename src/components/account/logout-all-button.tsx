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

/**
 * "Sign out everywhere": auth.logoutAll revokes every token of the account (other devices, a
 * forgotten café computer, this one); then this browser forgets its token and shows the login page.
 */
export function LogoutAllButton({ locale }: { locale: Locale }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const t = useTranslations('Account');
  const logoutAll = useMutation(trpc.auth.logoutAll.mutationOptions());
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setError(null);
    try {
      await logoutAll.mutateAsync();
    } catch (failure) {
      console.error('[auth] auth.logoutAll failed', failure);
      setError(t('logoutAllError'));
      return;
    }
    clearAccessToken();
    queryClient.removeQueries();
    notifyAuthChange();
    toast.success(t('logoutAllDone'));
    router.replace(hrefFor(locale, 'login'));
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <FormAlert message={error} />
      <p id="logout-all-hint" className="text-sm text-slate-600 dark:text-slate-400">
        {t('logoutAllHint')}
      </p>
      <button
        type="button"
        aria-describedby="logout-all-hint"
        onClick={() => void onClick()}
        disabled={logoutAll.isPending}
        className="rounded-lg border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950"
      >
        {t('logoutAll')}
      </button>
    </div>
  );
}
