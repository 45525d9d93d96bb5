import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { formatVnd } from '@/lib/format';
import type { PriceSummary } from '@/lib/pricing/summary';
import type { TicketSummaryLine } from '@/lib/tickets/ticket-quote';

/**
 * The booking's money as every summary shows it (DESIGN.md §20): each line at full price, each
 * discount (bundle, tier) on its own row, then the total; the rows add up.
 */
export function BookingSummary({
  summary,
  locale,
}: {
  summary: PriceSummary<TicketSummaryLine>;
  locale: Locale;
}) {
  const t = useTranslations('Tickets');
  return (
    <section
      aria-labelledby="booking-summary"
      className="mt-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-900"
    >
      <h3 id="booking-summary" className="sr-only">
        {t('summaryHeading')}
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="booking-summary">
        {summary.lines.map((line) => (
          <div key={line.ticketType} className="contents" data-row="line">
            <dt>{t('summaryLine', { name: line.name, quantity: line.quantity })}</dt>
            <dd className="text-right whitespace-nowrap" data-amount={line.undiscountedTotal}>
              {formatVnd(line.undiscountedTotal, locale)}
            </dd>
          </div>
        ))}
        {summary.discounts.map((discount) => (
          <div
            key={`${discount.kind}-${discount.subject}`}
            className="contents text-emerald-800 dark:text-emerald-300"
            data-row="discount"
          >
            <dt>{discount.label}</dt>
            <dd className="text-right whitespace-nowrap" data-amount={-discount.amount}>
              −{formatVnd(discount.amount, locale)}
            </dd>
          </div>
        ))}
        <div className="contents" data-row="total">
          <dt className="text-lg font-bold">{t('total')}</dt>
          <dd
            className="text-right text-lg font-bold whitespace-nowrap"
            aria-live="polite"
            data-amount={summary.totalAmount}
          >
            {formatVnd(summary.totalAmount, locale)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
