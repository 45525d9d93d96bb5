// Reclaiming a cancelled order's voucher use, goods and seats for a payment that arrived late:
// all of them or none. Claims go through the inventory module's conditional updates, so a reinstated
// order can never oversell what others bought after the cancel released it.
import type { TicketCatalog } from '@/content/projections';
import { vietnamDate } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import {
  claimSeats,
  claimStock,
  releaseSeats,
  releaseStock,
  stockLeft,
  type SeatItem,
  type StockItem,
} from '../../inventory/inventory';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { reclaimVoucherUse, releaseVoucherUse } from '../../vouchers/vouchers';

/** What a late payment could take back: everything, or why not (the refund-due event's note). */
export type Reclaim = 'held' | 'voucher-limit-reached' | 'unavailable';

/**
 * Claims the order's voucher use and every line again, inside the caller's transaction: all or
 * nothing. The discount first: past the code's limit the order is not had at that price at all.
 */
export async function reclaimOrder(
  trx: Kysely<Database>,
  orderId: string,
  now: Date,
  catalog: () => TicketCatalog = getTicketCatalog,
): Promise<Reclaim> {
  if (!(await reclaimVoucherUse(trx, orderId))) return 'voucher-limit-reached';
  if (await reclaimLines(trx, orderId, now, catalog)) return 'held';
  // The order stays cancelled with its money owed back: nothing waits for the use any longer.
  await releaseVoucherUse(trx, orderId);
  return 'unavailable';
}

/**
 * Claims every line of the order again. Returns false, having claimed nothing, when any line
 * cannot be had: too little stock, too few seats, a closed day, or a visit or service date past.
 */
async function reclaimLines(
  trx: Kysely<Database>,
  orderId: string,
  now: Date,
  catalog: () => TicketCatalog,
): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .select('kind')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('order_lines')
    .select(['sku', 'service_date', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  const today = vietnamDate(now);
  if (lines.some((line) => line.service_date !== null && line.service_date < today)) return false;
  if (order.kind === 'tickets') {
    const seats: SeatItem[] = lines.flatMap((line) =>
      line.service_date
        ? [{ ticketType: line.sku, visitDate: line.service_date, quantity: Number(line.quantity) }]
        : [],
    );
    const types = catalog();
    const short = await claimSeats(trx, seats, (type) => types.find(type)?.dailyCapacity ?? 0);
    if (short.length === 0) return true;
    // Give back what this call did claim: the order stays cancelled with nothing held.
    const missed = new Set(short.map((s) => `${s.ticketType}|${s.visitDate}`));
    await releaseSeats(
      trx,
      seats.filter((s) => !missed.has(`${s.ticketType}|${s.visitDate}`)),
    );
    return false;
  }
  // Goods: only products hold stock rows (services have none, and need none back).
  const stocked = await stockLeft(
    trx,
    lines.map((line) => line.sku),
  );
  const items: StockItem[] = lines
    .filter((line) => stocked.has(line.sku))
    .map((line) => ({ sku: line.sku, quantity: Number(line.quantity) }));
  const short = await claimStock(trx, items);
  if (short.length === 0) return true;
  const missed = new Set(short.map((s) => s.sku));
  await releaseStock(
    trx,
    items.filter((item) => !missed.has(item.sku)),
  );
  return false;
}
