'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ActionOutcome, useActionOutcome } from '@/components/admin/action-outcome';
import { LoadFailure, useFormatWhen } from '@/components/admin/community/console-parts';
import { Button } from '@/components/ui/button';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import type { Locale } from '@/i18n/routing';
import { RECONCILE_PROVIDERS, type ReconcileProviderId } from '@/lib/admin/reconcile-schema';
import { formatVnd } from '@/lib/format';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { useTRPC } from '@/lib/trpc/react';
import { wrappedInputClass } from '../console-field';

type Item = RouterOutputs['admin']['reports']['reconcile']['items'][number];

/**
 * /admin/reconcile ("Đối soát"): one provider's day against the store, as the daily run (or the
 * operator's "Đối soát lại") left it; each difference with its one action.
 */
export function ReconcileDesk({ locale, yesterday }: { locale: Locale; yesterday: string }) {
  const t = useTranslations('AdminReconcile');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refusal = useRefusalMessage();
  const formatWhen = useFormatWhen();
  const formId = useId();
  const [wanted, setWanted] = useState<{ provider: ReconcileProviderId; day: string }>({
    provider: 'payos',
    day: yesterday,
  });
  const view = useQuery(trpc.admin.reports.reconcile.queryOptions(wanted));
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: trpc.admin.reports.reconcile.queryKey() });
  const outcome = useActionOutcome(reload);
  const failed = (error: unknown) => outcome.failed(refusal(error, t('errors.generic')));
  const run = useMutation(
    trpc.admin.reports.reconcileRun.mutationOptions({
      onSuccess: () => outcome.done(t('done.run')),
      onError: failed,
    }),
  );
  const apply = useMutation(
    trpc.admin.reports.reconcileApply.mutationOptions({
      onSuccess: () => outcome.done(t('done.apply')),
      onError: failed,
    }),
  );
  const flag = useMutation(
    trpc.admin.reports.reconcileFlag.mutationOptions({
      onSuccess: () => outcome.done(t('done.flag')),
      onError: failed,
    }),
  );
  const busy = run.isPending || apply.isPending || flag.isPending;

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const day = String(data.get('day') ?? '');
    setWanted({
      provider: String(data.get('provider')) as ReconcileProviderId,
      day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : yesterday,
    });
  }

  return (
    <div className="space-y-6">
      <form
        onSubmit={show}
        aria-labelledby={`${formId}-heading`}
        className="space-y-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
      >
        <h2 id={`${formId}-heading`} className="text-lg font-semibold">
          {t('choose')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${formId}-provider`} className="block font-medium">
              {t('provider')}
            </label>
            <select
              id={`${formId}-provider`}
              name="provider"
              defaultValue={wanted.provider}
              className={wrappedInputClass}
            >
              {RECONCILE_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {t(`providers.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${formId}-day`} className="block font-medium">
              {t('day')}
            </label>
            <input
              id={`${formId}-day`}
              name="day"
              type="date"
              defaultValue={wanted.day}
              max={yesterday}
              className={wrappedInputClass}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="console" className="py-2">
            {t('show')}
          </Button>
          <Button
            variant="secondary"
            className="py-2"
            disabled={busy}
            onClick={() => {
              outcome.clearNotice();
              run.mutate(wanted);
            }}
          >
            {run.isPending ? t('working') : t('run')}
          </Button>
        </div>
      </form>
      <ActionOutcome notice={outcome.notice} alert={outcome.alert} />
      <section aria-labelledby={`${formId}-results`} aria-busy={view.isFetching}>
        <h2 id={`${formId}-results`} className="mb-3 text-lg font-semibold">
          {t('results', { provider: t(`providers.${wanted.provider}`), day: wanted.day })}
        </h2>
        {view.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : view.isError ? (
          <LoadFailure error={view.error} onRetry={() => void view.refetch()} />
        ) : (
          <>
            <p className="mb-3">
              {view.data.run === null
                ? t('notRun')
                : view.data.run.status === 'failed'
                  ? t('runFailed', { error: view.data.run.lastError ?? '' })
                  : t('runState', {
                      at: view.data.run.finishedAt ? formatWhen(view.data.run.finishedAt) : '—',
                      checked: view.data.run.checked,
                      differences: view.data.run.differences,
                    })}
            </p>
            {view.data.items.length === 0 ? (
              <p role="status">{t('none')}</p>
            ) : (
              <ul className="grid gap-3 lg:grid-cols-2">
                {view.data.items.map((item) => (
                  <ReconcileItem
                    key={item.id}
                    item={item}
                    locale={locale}
                    busy={busy}
                    onApply={() => {
                      outcome.clearNotice();
                      apply.mutate({ itemId: item.id });
                    }}
                    onFlag={(note) => {
                      outcome.clearNotice();
                      flag.mutate({ itemId: item.id, note: note || undefined });
                    }}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function ReconcileItem({
  item,
  locale,
  busy,
  onApply,
  onFlag,
}: {
  item: Item;
  locale: Locale;
  busy: boolean;
  onApply(): void;
  onFlag(note: string): void;
}) {
  const t = useTranslations('AdminReconcile');
  const formatWhen = useFormatWhen();
  const noteId = useId();
  const money = (amount: number | null) => (amount === null ? '—' : formatVnd(amount, locale));
  return (
    <li
      data-reconcile-item={item.providerOrderCode}
      className="min-w-0 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
    >
      <p className="font-semibold">{t(`kinds.${item.kind}`)}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{t('order')}</dt>
        <dd className="font-mono">{item.orderCode ?? '—'}</dd>
        <dt className="font-medium">{t('attempt')}</dt>
        <dd className="font-mono break-all">{item.providerOrderCode}</dd>
        <dt className="font-medium">{t('providerAmount')}</dt>
        <dd>{money(item.providerAmount)}</dd>
        <dt className="font-medium">{t('storeAmount')}</dt>
        <dd>{money(item.storeAmount)}</dd>
        {item.reference ? (
          <>
            <dt className="font-medium">{t('reference')}</dt>
            <dd className="break-all">{item.reference}</dd>
          </>
        ) : null}
      </dl>
      {item.resolution ? (
        <p className="mt-3 text-sm font-medium">
          {t(item.resolution === 'applied' ? 'applied' : 'flagged', {
            by: item.resolvedBy ?? '',
            at: item.resolvedAt ? formatWhen(item.resolvedAt) : '',
          })}
          {item.note ? ` · ${item.note}` : ''}
        </p>
      ) : (
        <form
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            onFlag(String(new FormData(event.currentTarget).get('note') ?? '').trim());
          }}
        >
          {item.kind === 'paid_not_recorded' ? (
            <Button variant="console" className="py-2" disabled={busy} onClick={onApply}>
              {t('apply')}
            </Button>
          ) : null}
          <label htmlFor={noteId} className="block text-sm font-medium">
            {t('note')}
          </label>
          <input id={noteId} name="note" maxLength={500} className={wrappedInputClass} />
          <Button type="submit" variant="secondary" className="py-2" disabled={busy}>
            {t('flag')}
          </Button>
        </form>
      )}
    </li>
  );
}
