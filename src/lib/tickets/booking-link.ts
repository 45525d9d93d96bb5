// Where every price of a ticket leads: the booking page with that type chosen (`/vi/dat-ve?
// type=ve-nguoi-lon&qty=1`, `/en/order-ticket?…`). Kept apart from booking-query.ts so the
// booking page's client code does not carry the routing table.
import { hrefFor, type Locale } from '@/i18n/routing';
import { bookingLinkQuery } from './booking-query';

export function bookingHref(locale: Locale, ticketType: string, quantity = 1): string {
  return `${hrefFor(locale, 'orderTicket')}?${bookingLinkQuery(ticketType, quantity)}`;
}
