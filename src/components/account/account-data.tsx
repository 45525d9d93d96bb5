'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert, FormField } from '@/components/auth/form-field';
import { hrefFor, type Locale } from '@/i18n/routing';
import { clearAccessToken } from '@/lib/auth/token';
import { notifyAuthChange } from '@/lib/session/browser-tracker';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc/react';
import type { FutureTicketChoice } from '@/lib/validation/privacy';
import { refusalOf } from '@/lib/errors/refusal';

const secondaryClass =
  'rounded-lg border border-slate-400 px-4 py-2.5 font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-500 dark:hover:bg-slate-800';
const dangerClass =
  'rounded-lg border border-red-700 bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

/** "Your personal data" on the dashboard: a copy of everything (JSON), and erasing the account. */
export function AccountData({ locale }: { locale: Locale }) {
  const t = useTranslations('Account');
  return (
    <section aria-labelledby="account-data" className="mt-10 flex flex-col gap-4">
      <h2 id="account-data" className="text-xl font-semibold">
        {t('dataHeading')}
      </h2>
      <p className="text-sm">
        {t('dataIntro')}{' '}
        <a className="underline" href={hrefFor(locale, 'privacy')}>
          {t('dataNotice')}
        </a>
      </p>
      <ExportData />
      <DeleteAccount locale={locale} />
    </section>
  );
}

function ExportData() {
  const t = useTranslations('Account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');

  async function download() {
    setState('busy');
    try {
      const data = await queryClient.fetchQuery({
        ...trpc.account.exportData.queryOptions(),
        staleTime: 0,
      });
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `du-lieu-ca-nhan-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
      setState('done');
    } catch (error) {
      console.error('[account] account.exportData failed', error);
      setState('error');
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('exportHint')}</p>
      <button
        type="button"
        className={secondaryClass}
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? t('exporting') : t('exportButton')}
      </button>
      <p aria-live="polite" className="text-sm">
        {state === 'done' ? t('exportDone') : ''}
      </p>
      <FormAlert message={state === 'error' ? t('exportError') : null} />
    </div>
  );
}

function DeleteAccount({ locale }: { locale: Locale }) {
  const t = useTranslations('Account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [futureTickets, setFutureTickets] = useState<FutureTicketChoice>('keep');
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation(trpc.account.delete.mutationOptions());
  const formId = useId();
  const deleted = useRef(false);

  // The token goes once the dashboard is gone: cleared while it is still shown, the `auth` guard
  // would send the visitor to the login page of an account that no longer exists.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      clearAccessToken();
      queryClient.removeQueries();
      notifyAuthChange();
    },
    [queryClient],
  );

  async function onSubmit(form: HTMLFormElement) {
    setError(null);
    const password = String(new FormData(form).get('password') ?? '');
    try {
      await remove.mutateAsync({ password, futureTickets });
    } catch (failure) {
      const code = refusalOf(failure).code;
      setError(
        code === 'UNAUTHORIZED'
          ? t('deleteWrongPassword')
          : code === 'TOO_MANY_REQUESTS'
            ? t('deleteTooMany')
            : t('deleteError'),
      );
      return;
    }
    deleted.current = true;
    toast.success(t('deleteDone'));
    router.replace(hrefFor(locale, 'home'));
  }

  if (!open) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('deleteHint')}</p>
        <button
          type="button"
          className="rounded-lg border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950"
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
        >
          {t('deleteButton')}
        </button>
      </div>
    );
  }

  return (
    <form
      id={formId}
      aria-labelledby={`${formId}-title`}
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-red-300 p-4 dark:border-red-800"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event.currentTarget);
      }}
    >
      <h3 id={`${formId}-title`} className="text-lg font-semibold">
        {t('deleteHeading')}
      </h3>
      <p className="text-sm">{t('deleteExplain')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{t('futureTickets')}</legend>
        {(['cancel', 'keep'] as const).map((choice) => (
          <label key={choice} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="futureTickets"
              value={choice}
              className="mt-1 size-4"
              checked={futureTickets === choice}
              onChange={() => setFutureTickets(choice)}
            />
            {choice === 'cancel' ? t('futureCancel') : t('futureKeep')}
          </label>
        ))}
      </fieldset>
      <FormField
        name="password"
        label={t('deletePassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" required className="mt-1 size-4" name="understood" />
        {t('deleteUnderstood')}
      </label>
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={dangerClass} disabled={remove.isPending}>
          {remove.isPending ? t('deleting') : t('deleteConfirm')}
        </button>
        <button
          type="button"
          className={secondaryClass}
          onClick={() => {
            setOpen(false);
            setError(null);
          }}
        >
          {t('deleteCancel')}
        </button>
      </div>
    </form>
  );
}
