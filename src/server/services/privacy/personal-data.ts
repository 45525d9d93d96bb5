// What "personal fields reduced to what the law requires" means for the rows kept for accounting:
// an order keeps its code, lines, amounts and payment references, and the delivery
// area (city, province, country) that taxes and statistics need; the person is gone. Used by
// account deletion at once and by the retention sweep two years after an order.
import type { Kysely } from 'kysely';
import { parseJsonObject } from '../../db/ids';
import type { Database } from '../../db/schema';

/**
 * The address fields kept on an order whose person was erased: the area (ward and province, by
 * name and, since the two-level list, by code with the list's version) and the country.
 */
const KEPT_ADDRESS_FIELDS = ['city', 'state', 'country', 'ward', 'province', 'geoVersion'] as const;

/** An address snapshot with only the area left; the other fields become '' so readers still work. */
export function reducedAddress(json: string): string {
  const address = parseJsonObject(json);
  const reduced: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(address)) {
    reduced[key] = (KEPT_ADDRESS_FIELDS as readonly string[]).includes(key) ? value : '';
  }
  return JSON.stringify(reduced);
}

/** The name shown for a review or comment whose author was erased. */
export const ERASED_AUTHOR = 'Ẩn danh';
/** What a refund request whose reason the person wrote says once the person is erased. */
export const ERASED_REASON = 'Đã xóa theo yêu cầu của khách';
/** The reason account deletion gives the refunds it asks for: the shop's words, no person. */
export const ACCOUNT_DELETED_REFUND_REASON = 'Khách xóa tài khoản và chọn hủy vé chưa sử dụng';

/**
 * Erases the person from the given orders: contact, delivery name/phone/street, billing, notes,
 * the idempotency key (which may carry the email), and the contact, reason and note of their
 * refund requests. Amounts, lines, tickets and payments stay.
 */
export async function reduceOrders(trx: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return 0;
  const rows = await trx
    .selectFrom('orders')
    .select(['id', 'shipping_json'])
    .where('id', 'in', orderIds)
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('orders')
      .set({
        contact_email: '',
        contact_phone: '',
        shipping_json: reducedAddress(row.shipping_json),
        billing_json: null,
        notes: null,
        // A ticket order's key names the buyer's email; the key only guards a retry in flight.
        idempotency_key: `erased:${row.id}`,
      })
      .where('id', '=', row.id)
      .execute();
  }
  await trx
    .updateTable('refund_requests')
    .set({ contact_email: null, contact_phone: null, note: null })
    .where('order_id', 'in', orderIds)
    .execute();
  // The person's own words go; the shop's own reason (an account deletion's refund) holds nobody.
  await trx
    .updateTable('refund_requests')
    .set({ reason: ERASED_REASON })
    .where('order_id', 'in', orderIds)
    .where('reason', 'not in', [ERASED_REASON, ACCOUNT_DELETED_REFUND_REASON])
    .execute();
  return rows.length;
}
