import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ETicketView } from '@/lib/trpc/contract';
import { usePeopleOnTicket } from './people-count';

export function formatVisitDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * One e-ticket: the QR of its signed token (inline SVG from the server), the facts, "bring an ID"
 * and the add-to-calendar file. No hooks beyond translations: it renders on the server (the
 * e-ticket page, no client JavaScript) and inside the success page's client area alike.
 */
export function ETicketCard({
  ticket,
  locale,
  link,
  headingLevel = 2,
  actions,
}: {
  ticket: ETicketView;
  locale: Locale;
  /** The e-ticket page, when the card is shown elsewhere (the success page, the dashboard). */
  link?: string;
  /** 3 when the card sits under a group heading (the booking page groups tickets by type). */
  headingLevel?: 2 | 3;
  /** More links beside "add to calendar" (change this ticket's day, its replacement). */
  actions?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useTranslations('Tickets');
  const people = usePeopleOnTicket();
  const valid = ticket.status === 'issued';
  return (
    <article
      aria-labelledby={`e-ticket-${ticket.code}`}
      className="e-ticket grid gap-6 rounded-2xl border-2 border-slate-300 p-5 sm:grid-cols-[16rem_1fr] dark:border-slate-600"
    >
      <div
        role="img"
        aria-label={t('qrLabel', { code: ticket.code })}
        className={`e-ticket-qr mx-auto w-full max-w-64 rounded-lg bg-white p-2 ${valid ? '' : 'opacity-30'}`}
        // The server renders this SVG from the signed token; it holds no visitor text.
        dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
      />
      <div>
        <Heading id={`e-ticket-${ticket.code}`} className="text-xl font-bold">
          {ticket.personName ? `${ticket.name} · ${ticket.personName}` : ticket.name}
        </Heading>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-700 dark:text-slate-300">{t('ticketCode')}</dt>
          <dd className="font-mono text-lg font-semibold">{ticket.code}</dd>
          <dt className="text-slate-700 dark:text-slate-300">{t('visitDate')}</dt>
          <dd className="font-semibold">{formatVisitDate(ticket.visitDate, locale)}</dd>
          <dt className="text-slate-700 dark:text-slate-300">{t('quantity')}</dt>
          <dd>{people(ticket)}</dd>
          <dt className="text-slate-700 dark:text-slate-300">{t('validity')}</dt>
          <dd>{t('onlyOn', { date: formatVisitDate(ticket.visitDate, locale) })}</dd>
          <dt className="text-slate-700 dark:text-slate-300">{t('status')}</dt>
          <dd
            data-status={ticket.status}
            className={
              valid
                ? 'font-semibold text-emerald-800 dark:text-emerald-300'
                : 'font-semibold text-red-800 dark:text-red-300'
            }
          >
            {t(`ticketStatus.${ticket.status}`)}
          </dd>
          <dt className="text-slate-700 dark:text-slate-300">{t('buyerName')}</dt>
          <dd>{ticket.buyerName}</dd>
          <dt className="text-slate-700 dark:text-slate-300">{t('orderCode')}</dt>
          <dd className="font-mono">{ticket.orderCode}</dd>
        </dl>
        <p className="mt-3 font-medium">{t('bringId')}</p>
        <p className="mt-3 flex flex-wrap gap-3 print:hidden">
          <a href={ticket.icsUrl} download className="nav-link border border-slate-300">
            {t('addToCalendar')}
          </a>
          {link ? (
            <a href={link} className="nav-link border border-slate-300">
              {t('openETicket')}
            </a>
          ) : null}
          {actions}
        </p>
      </div>
    </article>
  );
}
