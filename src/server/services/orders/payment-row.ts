// The payment row an order is placed with: pending, for the order's total, before the method has
// started (checkout URL, QR and expiry are stored after commit). Goods and ticket orders share it.
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { PaymentMethodId } from '../payments/method';

export async function insertPendingPayment(
  trx: Kysely<Database>,
  row: { orderId: string; methodId: PaymentMethodId; amount: number; createdAt: string },
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
