import { bookableRange } from '@/lib/tickets/bookable-range';
import { TicketRules } from '@/components/content/ticket-rules';
import { quoteButtonTexts } from '@/components/leads/lead-texts';
import { PageShell } from '@/components/layout/page-shell';
import { BookingFallback } from '@/components/tickets/booking-fallback';
import { TicketBooking } from '@/components/tickets/ticket-booking';
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { TicketPriceList } from '@/components/tickets/ticket-price-list';
import { listTickets } from '@/content/tickets';
import { calendarNames } from '@/lib/tickets/calendar-names';
import { packDays } from '@/lib/tickets/packed-days';
import { getSite } from '@/content/venue';
import { loadBookableDays } from '@/server/page-data/availability';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';

export const generateMetadata = contentRouteMetadata('orderTicket');

// The bookable days in the HTML (the plain form's, and the calendar's range before the browser's
// clock takes over) move on with the calendar; their seats are regenerated on every change of
// seats (src/server/page-data/availability.ts).
export const revalidate = 3600;

/** /dat-ve: a static shell (types, prices, rules) around the day-and-quantity leaf. */
export default async function OrderTicketPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const tickets = listTickets(locale);
  const closes = getSite(locale).openingHours.closes;
  const range = bookableRange(new Date(), closes);
  const days = await loadBookableDays(range.first, range.last);
  const types = tickets.map((ticket) => ({
    id: ticket.id,
    name: ticket.name,
    audience: ticket.audience,
    price: ticket.price,
    tierDiscounts: ticket.tierDiscounts,
    admits: ticket.admits,
    requiresAdult: ticket.requiresAdult,
  }));
  return (
    <PageShell locale={locale} route="orderTicket">
      {/* Without scripts the plain form below stands in for the enhanced one. */}
      <div className="noscript:hidden">
        <TicketMessages locale={locale} namespaces={['Tickets']}>
          <TicketBooking
            locale={locale}
            types={types}
            links={{ checkout: hrefFor(locale, 'checkoutTicket') }}
            closes={closes}
            initialRange={{ first: range.first, last: range.last }}
            initialDays={days ? packDays(days) : null}
            quote={await quoteButtonTexts(locale, { group: true })}
            calendarNames={calendarNames(locale, range.first)}
          />
        </TicketMessages>
      </div>
      <BookingFallback
        locale={locale}
        types={types}
        action={hrefFor(locale, 'checkoutTicket')}
        range={range}
      />
      <TicketPriceList locale={locale} tickets={tickets} />
      <TicketRules locale={locale} />
    </PageShell>
  );
}
