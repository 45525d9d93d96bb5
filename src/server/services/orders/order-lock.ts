// The order row as the first lock of a transaction that changes an order and its payments.
import type { Kysely } from 'kysely';
import type { Database, OrderStatus, PaymentStatus } from '../../db/schema';
import type { Dialect } from '../../db/store';

/**
 * Reads the order's statuses, locking its row on PostgreSQL (SQLite's write transaction already
 * holds the database's one write lock). Every writer takes the order before its payments, so two
 * writers of the same order queue instead of deadlocking.
 */
export async function lockOrderRow(
  trx: Kysely<Database>,
  dialect: Dialect,
  orderId: string,
): Promise<{ status: OrderStatus; paymentStatus: PaymentStatus }> {
  let query = trx
    .selectFrom('orders')
    .select(['status', 'payment_status'])
    .where('id', '=', orderId);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return { status: row.status, paymentStatus: row.payment_status };
}
