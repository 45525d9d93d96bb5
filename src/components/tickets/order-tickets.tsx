'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { hrefFor, type Locale } from '@/i18n/routing';
import { ETicketCard } from './e-ticket-card';
import { ETicketPrintStyles } from './e-ticket-print-styles';
import { usePeopleOnTicket } from './people-count';
import type { ETicketView, OrderContact, OrderView } from '@/lib/trpc/contract';
import { getTrpcClient } from '@/lib/trpc/client';
import { Alert } from '@/components/ui/alert';

const STATUS_INTERVAL_MS = 2000;
const STATUS_TRIES = 15;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: ETicketView[] };

/**
 * The e-tickets of a paid ticket order, on the success page: each with its QR, the facts and a
 * link to its own e-ticket page (the one that opens offline).
 */
export function OrderTickets({
  order,
  locale,
  contact,
}: {
  order: OrderView;
  locale: Locale;
  contact: OrderContact | null;
}) {
  const t = useTranslations('Tickets');
  const people = usePeopleOnTicket();
  const [current, setCurrent] = useState(order);
  const tickets = current.tickets;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const codes = tickets.map((ticket) => ticket.code).join(',');

  const [given, setGiven] = useState(order);
  if (order !== given) {
    setGiven(order);
    setCurrent(order);
  }

  useEffect(() => {
    // Back from PayOS the webhook may still be on its way: ask a few times (PayOS is asked too).
    const payment = current.payment;
    const ticketOrder = current.kind === 'tickets';
    if (!ticketOrder || tickets.length || current.status === 'cancelled') return;
    if (payment?.method !== 'payos') return;
    if (payment.status !== 'pending') return;
    let active = true;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (tries > STATUS_TRIES) window.clearInterval(timer);
      getTrpcClient()
        .payment.getStatus.query({
          orderCode: current.orderCode,
          ...(contact ? { contact } : {}),
        })
        .then(
          (next) => {
            if (!active || next.payment?.status === 'pending') return;
            window.clearInterval(timer);
            setCurrent(next);
          },
          (error: unknown) => console.warn('[tickets] payment status unavailable', error),
        );
    }, STATUS_INTERVAL_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [current, contact, tickets.length]);

  useEffect(() => {
    if (!tickets.length) return;
    let active = true;
    Promise.all(
      tickets.map((ticket) =>
        getTrpcClient().ticket.get.query(
          ticket.accessKey
            ? { accessKey: ticket.accessKey, locale }
            : { code: ticket.code, contact: contact ?? {}, locale },
        ),
      ),
    ).then(
      (list) => {
        if (active) setLoaded({ state: 'ready', list });
      },
      (error: unknown) => {
        console.error('[tickets] loading the e-tickets failed', error);
        if (active) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
    // The codes name the tickets; the order object changes identity on every read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [codes, locale]);

  if (!tickets.length) {
    // Goods orders have no tickets to wait for.
    if (current.kind !== 'tickets') return null;
    return current.paymentStatus === 'paid' || order.status === 'cancelled' ? null : (
      <p className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900">{t('ticketsAfterPayment')}</p>
    );
  }
  return (
    <section aria-labelledby="order-tickets-heading" className="space-y-4">
      <ETicketPrintStyles />
      <h2 id="order-tickets-heading" className="text-xl font-semibold">
        {t('yourTickets')}
      </h2>
      {loaded.state === 'failed' ? <Alert tone="error">{t('ticketsLoadError')}</Alert> : null}
      {loaded.state === 'ready'
        ? loaded.list.map((ticket) => (
            <ETicketCard
              key={ticket.code}
              ticket={ticket}
              locale={locale}
              link={hrefFor(locale, 'eTicket', ticket.accessKey)}
            />
          ))
        : null}
      {loaded.state !== 'ready' ? (
        <ul className="space-y-1">
          {tickets.map((ticket) => (
            <li key={ticket.code} className="font-mono">
              {ticket.code} · {ticket.visitDate} · {people(ticket)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
