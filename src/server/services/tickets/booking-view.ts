// One e-ticket page per booking: the key of any ticket of an order opens every ticket
// of it, grouped by type in the catalogue's order, each with its own QR, so a family's child
// ticket is on the page (and in the offline copy) even when only the adult's link was opened. An
// exchanged ticket names the ticket that replaced it.
import type { TicketCatalog } from '@/content/projections';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadOrderTickets, loadTicket, ticketViewOf, type ETicketView } from './ticket-view';

/** A ticket on the booking's page: an exchanged one names the ticket that replaced it. */
export interface BookingTicketView extends ETicketView {
  replacedBy: { code: string; accessKey: string } | null;
}

/** Every ticket of one order, grouped by type in the catalogue's order (`ticket.getBooking`). */
export interface BookingView {
  orderCode: string;
  /** The ticket whose page key opened the booking. */
  openedCode: string;
  groups: { ticketType: string; name: string; tickets: BookingTicketView[] }[];
}

export async function loadBooking(
  db: Kysely<Database>,
  catalog: TicketCatalog,
  accessKey: string,
  locale: 'vi' | 'en',
): Promise<BookingView | null> {
  const opened = await loadTicket(db, { accessKey });
  if (!opened) return null;
  const rows = await loadOrderTickets(db, opened.order_id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rank = (ticketType: string) => catalog.find(ticketType)?.order ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...rows].sort((a, b) => rank(a.ticket_type) - rank(b.ticket_type));
  const tickets = await Promise.all(
    sorted.map(async (row) => {
      const next = row.exchanged_to ? byId.get(row.exchanged_to) : undefined;
      return {
        ...(await ticketViewOf(row, catalog, locale)),
        replacedBy: next ? { code: next.code, accessKey: next.access_key } : null,
      };
    }),
  );
  const groups: BookingView['groups'] = [];
  for (const ticket of tickets) {
    const group = groups.find((g) => g.ticketType === ticket.ticketType);
    if (group) group.tickets.push(ticket);
    else groups.push({ ticketType: ticket.ticketType, name: ticket.name, tickets: [ticket] });
  }
  return {
    orderCode: opened.order_code,
    openedCode: opened.code,
    groups,
  };
}
