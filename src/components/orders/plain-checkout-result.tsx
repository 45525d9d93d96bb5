// The success page without JavaScript (rendered per request on the server): the order, its
// payment state and the e-ticket links when the route proved this browser placed the order;
// otherwise the thanks and the way to look the order up.
import { getTranslations } from 'next-intl/server';
import { hrefFor, type Locale } from '@/i18n/routing';
import type { OrderView } from '@/lib/trpc/contract';
import { OrderDetails } from './order-details';

export interface PlainCheckoutResultProps {
  locale: Locale;
  /** The code in the address (already checked against the pattern). */
  code: string;
  /** The order as payment.getStatus answers, or null when the request proved no right to it. */
  order: (OrderView & { awaitingPayment: boolean }) | null;
}

export async function PlainCheckoutResult({ locale, code, order }: PlainCheckoutResultProps) {
  const t = await getTranslations({ locale, namespace: 'Orders' });
  const tTickets = await getTranslations({ locale, namespace: 'Tickets' });
  if (!order) {
    return (
      <div className="mt-4 space-y-4">
        <p role="status" className="text-lg">
          {t('thanks', { code })}
        </p>
        <p>{t('plainNoProof')}</p>
        <a href={hrefFor(locale, 'orderLookup')} className="nav-link border border-slate-300">
          {t('plainLookupLink')}
        </a>
      </div>
    );
  }
  const cancelled = order.status === 'cancelled';
  const headline = cancelled
    ? t('cancelled')
    : order.paymentStatus === 'paid' && order.payment?.method !== 'free'
      ? t('resultPaidTitle')
      : order.awaitingPayment
        ? t('resultAwaitingTitle')
        : t('resultCodTitle');
  const paymentState = order.payment
    ? `${t(`methods.${order.payment.method}`)} · ${t(`paymentStatuses.${order.payment.status}`)}`
    : t(`paymentStatuses.${order.paymentStatus}`);
  return (
    <div className="mt-4 space-y-6">
      <h2 className="text-xl font-semibold">{headline}</h2>
      {cancelled ? null : (
        <p role="status" className="text-lg">
          {t('thanks', { code: order.orderCode })}
        </p>
      )}
      <p className="font-medium">{t('plainPaymentState', { state: paymentState })}</p>
      {order.awaitingPayment ? (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-950">{t('plainReloadHint')}</p>
      ) : null}
      {order.tickets.length ? (
        <section aria-labelledby="plain-tickets-heading" className="space-y-2">
          <h2 id="plain-tickets-heading" className="text-lg font-semibold">
            {tTickets('yourTickets')}
          </h2>
          <ul className="space-y-2">
            {order.tickets.map((ticket) => (
              <li key={ticket.code}>
                <a
                  href={hrefFor(locale, 'eTicket', ticket.accessKey)}
                  className="nav-link border border-slate-300"
                >
                  {tTickets('openETicketCode', { code: ticket.code })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : order.kind === 'tickets' && !cancelled ? (
        <p>{tTickets('ticketsAfterPayment')}</p>
      ) : null}
      <OrderDetails order={order} locale={locale} />
    </div>
  );
}
