import { getTranslations } from 'next-intl/server';
import { TierDiscounts } from '@/components/content/tier-discounts';
import type { TicketTypeView } from '@/content/tickets';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';

/** The ticket types with audience, price and tier discounts: complete without JavaScript. */
export async function TicketPriceList({
  locale,
  tickets,
}: {
  locale: Locale;
  tickets: TicketTypeView[];
}) {
  const t = await getTranslations({ locale, namespace: 'Tickets' });
  return (
    <section aria-labelledby="ticket-price-list" className="mt-10 max-w-3xl">
      <h2 id="ticket-price-list" className="text-xl font-semibold">
        {t('priceList')}
      </h2>
      <ul className="mt-3 space-y-3">
        {tickets.map((ticket) => (
          <li
            key={ticket.id}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <p className="font-semibold">
              {ticket.name}: {formatVnd(ticket.price, locale)}
            </p>
            {ticket.audience ? <p className="text-sm">{ticket.audience}</p> : null}
            <TierDiscounts ticket={ticket} locale={locale} className="mt-1 text-sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
