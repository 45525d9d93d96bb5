// Unpaid online orders past their payment deadline (DESIGN.md §14 "Expiry"); the sweep cancels
// each with cancelOrder, which is safe to run from several instances at once.
import type { Store } from '../../db/store';

export async function listExpiredUnpaidOrders(
  store: Store,
  now: Date = new Date(),
): Promise<{ orderId: string }[]> {
  const rows = await store.db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select('orders.id as orderId')
    .where('orders.payment_status', '=', 'pending')
    .where('orders.status', 'in', ['pending', 'confirmed'])
    .where('orders.expires_at', '<=', now.toISOString())
    .where('payments.method', 'in', ['payos', 'vnpay', 'momo', 'vietqr'])
    .where('payments.status', '=', 'pending')
    .distinct()
    .execute();
  return rows.map((row) => ({ orderId: row.orderId }));
}
