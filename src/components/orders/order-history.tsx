'use client';

import { BUYER_CANCEL_REASONS } from '@/lib/errors/reasons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useStartupTask } from '@/components/ui/client-area';
import { ConfirmStep } from '@/components/ui/confirm-step';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { Locale } from '@/i18n/routing';
import { getAccessToken } from '@/lib/auth/token';
import { formatDate, formatVnd } from '@/lib/format';
import { toast } from '@/lib/toast';
import { OrderDetails } from './order-details';
import { getTrpcClient } from '@/lib/trpc/client';
import type { OrderView } from '@/lib/trpc/contract';
import { Alert } from '@/components/ui/alert';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';

/** Why a cancel was refused, by the server's stable key (never by its words). */
const CANCEL_REFUSALS = BUYER_CANCEL_REASONS;

/** The dashboard's order history, newest first, each with its details and a cancel button. */
export function OrderHistory({ locale }: { locale: Locale }) {
  const t = useTranslations('Orders');
  const registerStartup = useStartupTask();
  const [orders, setOrders] = useState<OrderView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<{ code: string; message: string } | null>(null);
  /** The order whose cancel waits for the buyer's second "yes" (cancelling cannot be undone). */
  const [confirming, setConfirming] = useState<string | null>(null);
  const started = useRef(false);

  function load() {
    setFailed(false);
    return getTrpcClient()
      .order.listMine.query()
      .then(
        (list) =>
          setOrders([...list].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))),
        (error: unknown) => {
          console.error('[orders] listMine failed', error);
          setFailed(true);
        },
      );
  }

  useEffect(() => {
    if (started.current || !getAccessToken()) return;
    started.current = true;
    registerStartup(load());
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function cancel(orderCode: string) {
    setBusy(orderCode);
    setActionError(null);
    try {
      await getTrpcClient().order.cancel.mutate({ orderCode });
      toast.success(t('cancelDone', { code: orderCode }));
      await load();
    } catch (error) {
      const reason = reasonAmong(refusalOf(error), CANCEL_REFUSALS);
      if (!reason) console.error('[orders] cancel failed', error);
      setActionError({
        code: orderCode,
        message: reason ? t(`cancelErrors.${reason}`) : t('cancelError'),
      });
      // Paid meanwhile, or changed: show the order as it now stands.
      if (reason) await load();
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  return (
    <section aria-labelledby="my-orders-heading" className="mt-10 space-y-4">
      <h2 id="my-orders-heading" className="text-xl font-semibold">
        {t('mine')}
      </h2>
      {failed ? (
        <RetryAlert message={t('loadError')} retryLabel={t('retry')} onRetry={() => void load()} />
      ) : orders && !orders.length ? (
        <p>{t('none')}</p>
      ) : orders ? (
        <ul className="space-y-3">
          {orders.map((order) => (
            <li
              key={order.orderCode}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              data-order-code={order.orderCode}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-mono font-semibold">{order.orderCode}</span>
                <span>{t(`statuses.${order.status}`)}</span>
                <span className="font-semibold">{formatVnd(order.totalAmount, locale)}</span>
                {order.createdAt ? (
                  <span className="w-full text-sm text-slate-700 dark:text-slate-300">
                    {t('placedOn', { date: formatDate(order.createdAt, locale, 'dateTime') })}
                  </span>
                ) : null}
              </div>
              <details className="mt-2">
                <summary className="nav-link inline-flex cursor-pointer">
                  {t('details', { code: order.orderCode })}
                </summary>
                <div className="mt-3">
                  <OrderDetails order={order} locale={locale} />
                </div>
              </details>
              {order.cancellable && confirming !== order.orderCode ? (
                <button
                  type="button"
                  disabled={busy === order.orderCode}
                  onClick={() => setConfirming(order.orderCode)}
                  className="nav-link mt-3 min-h-11 border border-red-300 text-red-800 dark:border-red-800 dark:text-red-300"
                  aria-label={`${t('cancel')} ${order.orderCode}`}
                >
                  {t('cancel')}
                </button>
              ) : null}
              {order.cancellable && confirming === order.orderCode ? (
                <ConfirmStep
                  question={t('cancelConfirm', { code: order.orderCode })}
                  yes={t('cancelYes')}
                  no={t('cancelNo')}
                  busy={busy === order.orderCode}
                  onYes={() => void cancel(order.orderCode)}
                  onNo={() => setConfirming(null)}
                />
              ) : null}
              {actionError?.code === order.orderCode ? (
                <Alert tone="error" className="mt-2 text-sm">
                  {actionError.message}
                </Alert>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
