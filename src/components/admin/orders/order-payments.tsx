'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatDate, formatVnd } from '@/lib/format';
import { OrderSection } from './order-section';
import type { OrderDetailData } from './order-types';

/** Every payment attempt, and the order's e-tickets when it has any. */
export function OrderPayments({ order, locale }: { order: OrderDetailData; locale: Locale }) {
  const t = useTranslations('AdminOrders');
  return (
    <>
      <OrderSection id="order-payments" title={t('payments')}>
        {order.payments.length === 0 ? (
          <p>{t('noPayments')}</p>
        ) : (
          <ul className="space-y-2">
            {order.payments.map((payment) => (
              <li key={`${payment.createdAt}-${payment.method}`}>
                {t('paymentAttempt', {
                  method: t(`methods.${payment.method}`),
                  status: t(`paymentStatuses.${payment.status}`),
                  amount: formatVnd(payment.amount, locale),
                })}
                {payment.paidAt ? (
                  <span className="block text-sm">
                    {t('paidAt', { time: formatDate(payment.paidAt, locale, 'dateTime') })}
                  </span>
                ) : null}
                {payment.reference ? (
                  <span className="block text-sm">
                    {t('reference', { reference: payment.reference })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </OrderSection>

      {order.tickets.length > 0 ? (
        <OrderSection id="order-tickets" title={t('tickets')}>
          <ul className="space-y-1">
            {order.tickets.map((ticket) => (
              <li key={ticket.code} className="font-mono">
                {t('ticketLine', {
                  code: ticket.code,
                  quantity: ticket.quantity,
                  date: ticket.visitDate,
                  status: t(`ticketStatuses.${ticket.status}`),
                })}
              </li>
            ))}
          </ul>
        </OrderSection>
      ) : null}
    </>
  );
}
