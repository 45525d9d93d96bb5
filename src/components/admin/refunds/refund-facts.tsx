'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { REFUND_METHODS, type RefundMethodId } from '@/lib/admin/refund-capacity-schemas';
import { formatVnd } from '@/lib/format';
import { formatPhone } from '@/lib/validation/phone';
import type { RefundRequestData } from './refund-types';

/** What the request is about: the reason, the buyer, the money, the lines and tickets, the decision. */
export function RefundFacts({
  request: r,
  locale,
}: {
  request: RefundRequestData;
  locale: Locale;
}) {
  const t = useTranslations('AdminRefunds');
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{t('reason')}</dt>
        <dd className="break-words">{r.reason}</dd>
        <dt className="font-medium">{t('contact')}</dt>
        <dd className="break-all">
          {r.contactEmail} · {formatPhone(r.contactPhone)}
        </dd>
        <dt className="font-medium">{t('total')}</dt>
        <dd>{formatVnd(r.totalAmount, locale)}</dd>
        <dt className="font-medium">{t('paid')}</dt>
        <dd>{formatVnd(r.paidAmount, locale)}</dd>
        <dt className="font-medium">{t('paymentStatus')}</dt>
        <dd>
          {t(`paymentStatuses.${r.paymentStatus as 'pending' | 'paid' | 'failed' | 'refunded'}`)}
        </dd>
      </dl>
      <section>
        <h3 className="font-semibold">{t('lines')}</h3>
        <ul className="list-disc pl-5">
          {r.lines.map((line) => (
            <li key={`${line.sku}-${line.serviceDate ?? ''}`}>
              {line.quantity} × {line.name}
              {line.serviceDate ? ` (${line.serviceDate})` : ''}: {formatVnd(line.total, locale)}
            </li>
          ))}
        </ul>
        {r.requestedSkus ? (
          <p className="text-sm">{t('requestedLines', { skus: r.requestedSkus.join(', ') })}</p>
        ) : null}
        {r.requestedCodes ? (
          <p className="text-sm" data-requested-codes>
            {t('requestedTickets', {
              codes: r.requestedCodes.join(', '),
              due: formatVnd(r.dueAmount ?? 0, locale),
            })}
          </p>
        ) : null}
      </section>
      {r.tickets.length > 0 ? (
        <section>
          <h3 className="font-semibold">{t('tickets')}</h3>
          <ul className="space-y-1">
            {r.tickets.map((ticket) => (
              <li key={ticket.code} data-ticket-code={ticket.code}>
                <span className="font-mono">{ticket.code}</span> · {ticket.visitDate} ·{' '}
                {ticket.quantity} ·{' '}
                {t(
                  `ticketStatuses.${ticket.status as 'issued' | 'used' | 'exchanged' | 'refunded'}`,
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {r.note ? <p>{t('decidedNote', { note: r.note })}</p> : null}
      {r.status === 'refunded' && r.amount !== null ? (
        <p>
          {t('refundFacts', {
            amount: formatVnd(r.amount, locale),
            method: REFUND_METHODS.includes(r.method as RefundMethodId)
              ? t(`methods.${r.method as RefundMethodId}`)
              : (r.method ?? ''),
            reference: r.reference ?? '',
          })}
        </p>
      ) : null}
    </>
  );
}
