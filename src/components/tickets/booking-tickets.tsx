import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { hrefFor, type Locale } from '@/i18n/routing';
import { ETicketCard } from './e-ticket-card';
import { usePartySummary } from './people-count';
import type { BookingView } from '@/lib/trpc/contract';

/** The date-change form, prefilled with a ticket's code (and the whole booking when asked). */
export function exchangeHref(locale: Locale, code: string, wholeBooking = false): string {
  const query = new URLSearchParams({ code, ...(wholeBooking ? { whole: '1' } : {}) });
  return `${hrefFor(locale, 'ticketExchange')}?${query.toString()}`;
}

/**
 * Every ticket of one booking, grouped by type, each with its own QR (server-rendered, no client
 * JavaScript). An exchanged ticket says so and links the ticket that replaced it.
 */
export function BookingTickets({
  booking,
  locale,
  keep,
}: {
  booking: BookingView;
  locale: Locale;
  /** "Lưu tất cả", beside the party: a family checks it before the signal drops. */
  keep?: ReactNode;
}) {
  const t = useTranslations('Tickets');
  const party = usePartySummary();
  const tickets = booking.groups.flatMap((group) => group.tickets);
  const opened = tickets.find((ticket) => ticket.code === booking.openedCode);
  const valid = tickets.filter((ticket) => ticket.status === 'issued');
  // Who the booking still admits or admitted: exchanged tickets live on in their replacements.
  const admitted = tickets.filter((t) => t.status === 'issued' || t.status === 'used');
  return (
    <div className="space-y-8">
      {opened?.replacedBy ? (
        <p role="status" className="rounded-xl border-2 border-amber-600 p-4 font-medium">
          {t('exchangedNotice', { code: opened.code })}{' '}
          <a href={hrefFor(locale, 'eTicket', opened.replacedBy.accessKey)} className="underline">
            {t('openReplacement', { code: opened.replacedBy.code })}
          </a>
        </p>
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <p className="text-lg font-semibold">
            {t('bookingHeading', { code: booking.orderCode })}
          </p>
          {admitted.length > 0 ? (
            <p data-booking-party>{t('bookingParty', { party: party(admitted) })}</p>
          ) : null}
          {keep ? <div className="mt-3">{keep}</div> : null}
        </div>
        {valid.length > 1 && valid[0] ? (
          <a
            href={exchangeHref(locale, valid[0].code, true)}
            className="nav-link border border-slate-300 print:hidden"
          >
            {t('changeDateAll')}
          </a>
        ) : null}
      </div>
      {booking.groups.map((group) => (
        <section
          key={group.ticketType}
          aria-labelledby={`booking-group-${group.ticketType}`}
          className="space-y-4"
        >
          <h2 id={`booking-group-${group.ticketType}`} className="text-2xl font-bold">
            {group.name}{' '}
            <span className="text-base font-normal text-slate-700 dark:text-slate-300">
              ({party(group.tickets)})
            </span>
          </h2>
          {group.tickets.map((ticket) => (
            <ETicketCard
              key={ticket.code}
              ticket={ticket}
              locale={locale}
              headingLevel={3}
              actions={
                ticket.replacedBy ? (
                  <a
                    href={hrefFor(locale, 'eTicket', ticket.replacedBy.accessKey)}
                    className="nav-link border border-slate-300"
                  >
                    {t('openReplacement', { code: ticket.replacedBy.code })}
                  </a>
                ) : ticket.status === 'issued' ? (
                  <a
                    href={exchangeHref(locale, ticket.code)}
                    className="nav-link border border-slate-300"
                  >
                    {t('changeDateThis')}
                  </a>
                ) : null
              }
            />
          ))}
        </section>
      ))}
    </div>
  );
}
