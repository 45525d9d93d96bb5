'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { hrefFor, type Locale } from '@/i18n/routing';
import { setAccessToken } from '@/lib/auth/token';
import { notifyAuthChange } from '@/lib/session/browser-tracker';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc/react';
import { emailSchema } from '@/lib/validation/account';
import { FormAlert, FormField, submitClass } from './form-field';

/** The fragment a mailed link carries its token in (server: account/sign-in-links.ts). */
const FRAGMENT = /^#sign-in=([A-Za-z0-9_-]{1,100})$/;

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const currentHash = () => window.location.hash;
const noHash = () => '';

/**
 * "Send me a sign-in link": for the owner whose password logins are held back, or who forgot the
 * password. The answer is the same whether or not the email has an account.
 */
export function SignInLinkRequest({ locale }: { locale: Locale }) {
  const refusalMessage = useRefusalMessage();
  const trpc = useTRPC();
  const t = useTranslations('Auth');
  const request = useMutation(trpc.auth.requestSignInLink.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailSchema.safeParse(new FormData(event.currentTarget).get('linkEmail'));
    setSent(null);
    if (!email.success) {
      setError(t('linkEmailInvalid'));
      return;
    }
    setError(null);
    try {
      await request.mutateAsync({ email: email.data, locale });
      setSent(t('linkSent', { email: email.data }));
    } catch (failure) {
      console.error('[auth] sign-in link request failed', failure);
      setError(refusalMessage(failure, t('linkError')));
    }
  }

  return (
    // Not a labelled region: its name would hold "mật khẩu" and answer for the password field's
    // label too (a screen reader's list of landmarks does not need this part of the form).
    <section className="mt-8 border-t pt-6">
      <h2 className="text-lg font-semibold">{t('linkTitle')}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">{t('linkIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormAlert message={error} />
        <FormField name="linkEmail" label={t('linkEmail')} type="email" autoComplete="email" />
        <button type="submit" disabled={request.isPending} className={submitClass}>
          {request.isPending ? t('submitting') : t('linkSubmit')}
        </button>
        <p role="status" aria-live="polite" className="text-sm">
          {sent}
        </p>
      </form>
    </section>
  );
}

/**
 * The landing of a mailed link (`/vi/auth/login#sign-in=…`): a button, so that a mail scanner
 * fetching the link uses nothing; pressing it signs in and makes this device known.
 */
export function SignInLinkRedeem({ locale }: { locale: Locale }) {
  const refusalMessage = useRefusalMessage();
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('Auth');
  const redeem = useMutation(trpc.auth.loginWithLink.mutationOptions());
  const hash = useSyncExternalStore(subscribeToHash, currentHash, noHash);
  const token = FRAGMENT.exec(hash)?.[1] ?? null;
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (token) button.current?.focus();
  }, [token]);

  if (!token) return null;

  async function finish() {
    if (!token) return;
    setError(null);
    try {
      const { accessToken } = await redeem.mutateAsync({ token });
      // Out of the address bar and the history: the token is used and private.
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      setAccessToken(accessToken);
      notifyAuthChange();
      toast.success(t('loginSuccess'));
      router.replace(hrefFor(locale, 'home'));
    } catch (failure) {
      console.error('[auth] sign-in link failed', failure);
      setError(refusalMessage(failure, t('linkRedeemError')));
    }
  }

  return (
    <section className="mb-8 rounded border border-primary-300 p-4">
      <h2 className="text-lg font-semibold">{t('linkRedeemTitle')}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">{t('linkRedeemIntro')}</p>
      <FormAlert message={error} />
      <button
        ref={button}
        type="button"
        onClick={() => void finish()}
        disabled={redeem.isPending}
        className={submitClass}
      >
        {redeem.isPending ? t('submitting') : t('linkRedeemSubmit')}
      </button>
    </section>
  );
}
