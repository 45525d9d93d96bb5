// Unpaid orders past their deadline (DESIGN.md §14 "Expiry"): online orders past their payment
// deadline, and cash orders never confirmed (the process died before it). The sweep cancels each
// with cancelOrder, which is safe to run from several instances at once.
import type { OrderStatus } from '../../../db/schema';
import type { Store } from '../../../db/store';
import { CASH_METHOD_ID, PAID_OUTSIDE_METHOD_IDS } from '@/lib/validation/checkout';

export interface ExpiredOrder {
  orderId: string;
  /** The statuses it may expire from: a cash order only while still unconfirmed. */
  from: OrderStatus[];
}

export async function listExpiredUnpaidOrders(
  store: Store,
  now: Date = new Date(),
): Promise<ExpiredOrder[]> {
  const rows = await store.db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select(['orders.id as orderId', 'payments.method'])
    .where('orders.payment_status', '=', 'pending')
    .where('orders.expires_at', '<=', now.toISOString())
    .where('payments.status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('payments.method', 'in', PAID_OUTSIDE_METHOD_IDS),
          eb('orders.status', 'in', ['pending', 'confirmed']),
        ]),
        eb.and([eb('payments.method', '=', CASH_METHOD_ID), eb('orders.status', '=', 'pending')]),
      ]),
    )
    .distinct()
    .execute();
  return rows.map((row) => ({
    orderId: row.orderId,
    from: row.method === 'cod' ? ['pending'] : ['pending', 'confirmed'],
  }));
}
