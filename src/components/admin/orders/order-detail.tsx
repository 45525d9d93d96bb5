'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { useTRPC } from '@/lib/trpc/react';
import { OrderActionsPanel } from './order-actions-panel';
import { OrderContact } from './order-contact';
import { OrderHistoryLog } from './order-history-log';
import { OrderLines } from './order-lines';
import { OrderPayments } from './order-payments';
import { RefundDueNote } from './refund-due-note';
import { useOrderActions } from './use-order-actions';

/** One order for an operator: what it holds, where it stands, and the steps allowed now. */
export function OrderDetail({
  code,
  locale,
  onBack,
}: {
  code: string;
  locale: Locale;
  onBack: () => void;
}) {
  const t = useTranslations('AdminOrders');
  const tAdmin = useTranslations('Admin');
  const trpc = useTRPC();
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useQuery(trpc.admin.orders.get.queryOptions({ orderCode: code }));
  const actions = useOrderActions(code);

  useEffect(() => {
    if (detail.data) heading.current?.focus();
  }, [detail.data?.orderCode]); // eslint-disable-line react-hooks/exhaustive-deps

  const back = (
    <Button variant="secondary" className="py-2" onClick={onBack}>
      {t('back')}
    </Button>
  );

  if (detail.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <p role="status">{tAdmin('loading')}</p>
      </div>
    );
  }
  if (detail.isError) {
    const notFound = detail.error.data?.code === 'NOT_FOUND';
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error" as="div">
          <p>{notFound ? t('errors.notFound', { code }) : tAdmin('loadError')}</p>
          {notFound ? null : (
            <button type="button" className="mt-2 underline" onClick={() => void detail.refetch()}>
              {tAdmin('retry')}
            </button>
          )}
        </Alert>
      </div>
    );
  }

  const order = detail.data;
  return (
    <div className="space-y-6">
      {back}
      <header className="space-y-1">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {t('detailTitle', { code: order.orderCode })}
        </h2>
        <p>
          {t(`kinds.${order.kind}`)} ·{' '}
          {t('placedOn', { date: formatDate(order.createdAt, locale, 'dateTime') })}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">{t('status')}</dt>
          <dd data-testid="order-status">{t(`statuses.${order.status}`)}</dd>
          <dt className="font-medium">{t('paymentStatus')}</dt>
          <dd data-testid="payment-status">{t(`paymentStatuses.${order.paymentStatus}`)}</dd>
        </dl>
        {order.refundDue ? <RefundDueNote locale={locale} order={order} /> : null}
      </header>
      <OrderActionsPanel order={order} locale={locale} actions={actions} />
      <OrderLines order={order} locale={locale} />
      <OrderContact order={order} />
      <OrderPayments order={order} locale={locale} />
      <OrderHistoryLog history={order.history} locale={locale} />
    </div>
  );
}
