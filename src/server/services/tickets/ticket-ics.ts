// The visit day as a calendar file (`/api/tickets/{accessKey}/ics`): one all-day event on the
// visit date (a date, not a time, so no calendar shifts it to another day in another zone), at
// the station's address from content/site.yaml.
import { createEvent } from 'ics';
import type { TicketCatalog } from './ticket-catalog';
import type { TicketView } from './ticket-view';
import { addDays } from './visit-dates';

function dateArray(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

export function ticketIcs(
  ticket: TicketView,
  catalog: TicketCatalog,
  options: { locale: 'vi' | 'en'; siteUrl: string },
): string {
  const page = new URL(ticket.url, options.siteUrl).href;
  const { error, value } = createEvent({
    uid: `${ticket.code}@${new URL(options.siteUrl).host}`,
    productId: 'nui-may/tickets',
    title: `${catalog.siteName[options.locale]}: ${ticket.name} × ${ticket.quantity}`,
    start: dateArray(ticket.visitDate),
    end: dateArray(addDays(ticket.visitDate, 1)),
    location: catalog.location[options.locale],
    description:
      options.locale === 'vi'
        ? `Mã vé ${ticket.code}. ${ticket.validity}. Mang theo giấy tờ tùy thân. Vé điện tử: ${page}`
        : `Ticket ${ticket.code}. ${ticket.validity}. Bring an ID. E-ticket: ${page}`,
    url: page,
    status: 'CONFIRMED',
    busyStatus: 'FREE',
  });
  if (error || !value) throw new Error(`calendar file for ${ticket.code} failed: ${String(error)}`);
  return value;
}
