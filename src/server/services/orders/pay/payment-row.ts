// The payment row an order is placed with: pending, for the order's total, before the method has
// started (checkout URL, QR and expiry are stored after commit). Goods and ticket orders share it.
import type { Kysely } from 'kysely';
import { newId } from '../../../db/ids';
import type { Database } from '../../../db/schema';
import { PAID_OUTSIDE_METHOD_IDS } from '@/lib/validation/checkout';
import type { OrderMethodId } from '@/lib/validation/checkout';

export async function insertPendingPayment(
  trx: Kysely<Database>,
  row: { orderId: string; methodId: OrderMethodId; amount: number; createdAt: string },
): Promise<string> {
  const paymentId = newId();
  await trx
    .insertInto('payments')
    .values({
      id: paymentId,
      order_id: row.orderId,
      method: row.methodId,
      status: 'pending',
      amount: row.amount,
      currency: 'VND',
      provider_order_code: null,
      checkout_url: null,
      qr_payload: null,
      expires_at: null,
      paid_at: null,
      reference: null,
      created_at: row.createdAt,
      updated_at: row.createdAt,
    })
    .execute();
  return paymentId;
}

/**
 * Whether money can still arrive for the order: one of its online attempts was started (a link,
 * a provider code or transfer details went to the buyer) and is neither closed at the provider
 * nor past its deadline. A failed attempt counts: the cancel could not take every provider's link
 * back, nor a transfer the buyer already typed.
 */
export async function hasPayableAttempt(
  db: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const open = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('method', 'in', PAID_OUTSIDE_METHOD_IDS)
    .where('status', 'in', ['pending', 'failed'])
    .where((eb) =>
      eb.or([
        eb('provider_order_code', 'is not', null),
        eb('checkout_url', 'is not', null),
        eb('qr_payload', 'is not', null),
      ]),
    )
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
  return open !== undefined;
}

/**
 * The provider said the attempt can no longer be paid (it closed the link, or the buyer declined
 * there): its deadline is now, so nothing waits for it any longer (a voucher use held for it).
 */
export async function markAttemptClosed(
  db: Kysely<Database>,
  paymentId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('payments')
    .set({ expires_at: at, updated_at: at })
    .where('id', '=', paymentId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .execute();
}
