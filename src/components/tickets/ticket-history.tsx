'use client';

import { vietnamDate } from '@/lib/calendar';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useStartupTask } from '@/components/ui/client-area';
import { hrefFor, type Locale } from '@/i18n/routing';
import { formatVisitDate } from './e-ticket-card';
import { getTrpcClient } from '@/lib/trpc/client';
import type { OrderTicket } from '@/lib/trpc/contract';
import { Alert } from '@/components/ui/alert';

interface Row extends OrderTicket {
  orderCode: string;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; rows: Row[] };

/** Splits tickets into upcoming (today on) and past, on Vietnam's calendar. */
export function splitByVisitDate(rows: readonly Row[], today: string) {
  const upcoming = rows
    .filter((row) => row.visitDate >= today)
    .sort((a, b) => a.visitDate.localeCompare(b.visitDate));
  const past = rows
    .filter((row) => row.visitDate < today)
    .sort((a, b) => b.visitDate.localeCompare(a.visitDate));
  return { upcoming, past };
}

/** The dashboard's tickets: upcoming and past, each with its e-ticket link. */
export function TicketHistory({
  locale,
  names,
}: {
  locale: Locale;
  /** Ticket type names by content id, in the page's language. */
  names: Record<string, string>;
}) {
  const t = useTranslations('Tickets');
  const registerStartup = useStartupTask();
  const started = useRef(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    registerStartup(
      getTrpcClient()
        .order.listMine.query()
        .then(
          (orders) =>
            setLoaded({
              state: 'ready',
              rows: orders.flatMap((order) =>
                order.tickets.map((ticket) => ({ ...ticket, orderCode: order.orderCode })),
              ),
            }),
          (error: unknown) => {
            console.error('[tickets] loading my tickets failed', error);
            setLoaded({ state: 'failed' });
          },
        ),
    );
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') {
    return (
      <Alert tone="error" className="mt-6">
        {t('ticketsLoadError')}
      </Alert>
    );
  }
  const { upcoming, past } = splitByVisitDate(loaded.rows, vietnamDate(new Date()));
  const list = (rows: Row[]) =>
    rows.length ? (
      <ul className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.code}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <span>
              <span className="block font-semibold">
                {names[row.ticketType] ?? row.ticketType} × {row.quantity}
              </span>
              <span className="block text-sm">
                {formatVisitDate(row.visitDate, locale)} ·{' '}
                <span className="font-mono">{row.code}</span> · {t(`ticketStatus.${row.status}`)}
              </span>
            </span>
            {row.accessKey ? (
              <a
                href={hrefFor(locale, 'eTicket', row.accessKey)}
                className="nav-link border border-slate-300"
                aria-label={t('openETicketCode', { code: row.code })}
              >
                {t('openETicket')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-slate-700 dark:text-slate-300">{t('none')}</p>
    );
  return (
    <section aria-labelledby="my-tickets-heading" className="mt-8 space-y-4">
      <h2 id="my-tickets-heading" className="text-xl font-semibold">
        {t('myTickets')}
      </h2>
      <h3 className="font-semibold">{t('upcoming')}</h3>
      {list(upcoming)}
      <h3 className="font-semibold">{t('past')}</h3>
      {list(past)}
    </section>
  );
}
