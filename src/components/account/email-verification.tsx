'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { useTRPC } from '@/lib/trpc/react';
import { Alert } from '@/components/ui/alert';
import { refusalOf } from '@/lib/errors/refusal';

/**
 * Whether the account's email is verified: guest orders placed with it join the account only then.
 * Says what the mailed link did (`?emailVerified=1|0` from /api/account/verify-email) and sends a
 * new link on request.
 */
export function EmailVerification({ locale, verified }: { locale: Locale; verified: boolean }) {
  const trpc = useTRPC();
  const t = useTranslations('Account');
  const send = useMutation(trpc.profile.requestEmailVerification.mutationOptions());
  const [status, setStatus] = useState<string | null>(null);
  const [linkResult, setLinkResult] = useState<'1' | '0' | null>(null);

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('emailVerified');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of the URL on mount
    if (value === '1' || value === '0') setLinkResult(value);
  }, []);

  async function onClick() {
    setStatus(null);
    try {
      await send.mutateAsync({ locale });
      setStatus(t('verifySent'));
    } catch (failure) {
      if (refusalOf(failure).code === 'TOO_MANY_REQUESTS') setStatus(t('verifyTooMany'));
      else {
        console.error('[auth] profile.requestEmailVerification failed', failure);
        setStatus(t('verifyError'));
      }
    }
  }

  if (verified) {
    return (
      <p role="status" className="font-medium text-emerald-800 dark:text-emerald-300">
        {linkResult === '1' ? t('verifyDone') : t('verifiedNote')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      {linkResult === '0' ? <Alert tone="error">{t('verifyFailed')}</Alert> : null}
      <p id="verify-email-hint" className="text-sm text-slate-700 dark:text-slate-300">
        {t('verifyHint')}
      </p>
      <button
        type="button"
        aria-describedby="verify-email-hint"
        onClick={() => void onClick()}
        disabled={send.isPending}
        className="nav-link border border-slate-300 dark:border-slate-600"
      >
        {t('verifySend')}
      </button>
      <p aria-live="polite" className="text-sm">
        {status}
      </p>
    </div>
  );
}
