// Seats of an order that stops (DESIGN.md §12 "cancelling or expiring an order releases its stock
// and seats exactly once"). Called inside cancelOrder's transaction, after its conditional status
// change won, so it runs once per order. Before payment the order's lines hold the seats; after
// issuance its live (issued) tickets do, on their current dates (an exchange moved them), and
// cancelling a paid order revokes those tickets.
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { releaseSeats, type SeatItem } from '../inventory/inventory';

/** Gives back the order's seats; false when it is not a ticket order (it holds none). */
export async function releaseOrderSeats(trx: Kysely<Database>, orderId: string): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .select('kind')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (order?.kind !== 'tickets') return false;
  const tickets = await trx
    .selectFrom('tickets')
    .select(['id', 'ticket_type', 'visit_date', 'quantity', 'status'])
    .where('order_id', '=', orderId)
    .execute();
  let seats: SeatItem[];
  if (tickets.length === 0) {
    const lines = await trx
      .selectFrom('order_lines')
      .select(['sku', 'service_date', 'quantity'])
      .where('order_id', '=', orderId)
      .execute();
    seats = lines.flatMap((l) =>
      l.service_date
        ? [{ ticketType: l.sku, visitDate: l.service_date, quantity: Number(l.quantity) }]
        : [],
    );
  } else {
    const now = nowIso();
    seats = [];
    for (const ticket of tickets.filter((t) => t.status === 'issued')) {
      const revoked = await trx
        .updateTable('tickets')
        .set({ status: 'refunded', revoked_at: now })
        .where('id', '=', ticket.id)
        .where('status', '=', 'issued')
        .executeTakeFirst();
      if (Number(revoked.numUpdatedRows) !== 1) continue;
      seats.push({
        ticketType: ticket.ticket_type,
        visitDate: ticket.visit_date,
        quantity: Number(ticket.quantity),
      });
    }
  }
  await releaseSeats(trx, seats);
  return true;
}
