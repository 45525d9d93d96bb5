// What an order mail says, read back from the order's own snapshot inside the transaction that
// enqueues it (so the message matches what was committed).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mailDate } from '../mail/mail-text';
import type { OrderMailFacts } from '../mail/order-mail';

export async function orderMailFacts(
  trx: Kysely<Database>,
  orderId: string,
): Promise<OrderMailFacts | null> {
  const order = await trx
    .selectFrom('orders')
    .select([
      'id',
      'order_code',
      'locale',
      'contact_email',
      'shipping_json',
      'subtotal',
      'discount',
      'shipping_fee',
      'total_amount',
      'voucher_code',
      'voucher_discount',
      'kind',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const [lines, payment] = await Promise.all([
    trx
      .selectFrom('order_lines')
      .select(['name_vi', 'name_en', 'options_label', 'service_date', 'quantity', 'total'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('payments')
      .select('method')
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  ]);
  const locale = order.locale === 'en' ? 'en' : 'vi';
  let fullName = '';
  try {
    fullName = String((JSON.parse(order.shipping_json) as { fullName?: unknown }).fullName ?? '');
  } catch (error) {
    console.error('[orders] unreadable shipping snapshot of', orderId, error);
  }
  return {
    orderId: order.id,
    orderCode: order.order_code,
    locale,
    email: order.contact_email,
    fullName,
    subtotal: Number(order.subtotal),
    discount: Number(order.discount),
    shippingFee: Number(order.shipping_fee),
    totalAmount: Number(order.total_amount),
    kind: order.kind === 'tickets' ? 'tickets' : 'goods',
    paymentMethod: payment?.method ?? '',
    voucher: order.voucher_code
      ? { code: order.voucher_code, discount: Number(order.voucher_discount) }
      : null,
    lines: lines.map((l) => ({
      name: locale === 'en' ? l.name_en : l.name_vi,
      // A ticket's line names its visit day as the buyer's language writes it.
      optionsLabel: [l.options_label, l.service_date ? mailDate(l.service_date, locale) : '']
        .filter(Boolean)
        .join(', '),
      quantity: Number(l.quantity),
      total: Number(l.total),
    })),
  };
}
