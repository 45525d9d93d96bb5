// What an order mail says, read back from the order's own snapshot inside the transaction that
// enqueues it (so the message matches what was committed): the price summary built like every
// other (price-summary.ts), whether the money is in, the open attempt's link and deadline, and the
// order page's address.
import { breakdownOf } from '../tax';
import type { Kysely } from 'kysely';
import { hrefFor } from '@/i18n/routing';
import type { Database } from '../../../db/schema';
import { mailDate } from '../../mail/mail-text';
import { mailSiteUrl } from '../../mail/outbox';
import type { OrderMailFacts } from '../../mail/order-mail';
import { storedOrderSummary } from './price-summary';
import { orderInvoicePath } from '../../invoices/requests';

/**
 * The order page a mail links: the order lookup opened on this code. It carries no secret: a guest
 * then gives the phone or email of the order, a signed-in owner sees it at once.
 */
export function orderPageUrl(locale: 'vi' | 'en', orderCode: string, siteUrl: string): string {
  return new URL(
    `${hrefFor(locale, 'orderLookup')}?order=${encodeURIComponent(orderCode)}`,
    siteUrl,
  ).href;
}

export async function orderMailFacts(
  trx: Kysely<Database>,
  orderId: string,
  siteUrl?: string,
): Promise<OrderMailFacts | null> {
  const order = await trx
    .selectFrom('orders')
    .select([
      'id',
      'order_code',
      'locale',
      'status',
      'payment_status',
      'contact_email',
      'shipping_json',
      'shipping_fee',
      'total_amount',
      'voucher_code',
      'voucher_discount',
      'kind',
      'shipping_vat_rate',
      'shipping_net',
      'shipping_vat',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const [lines, payment] = await Promise.all([
    trx
      .selectFrom('order_lines')
      .select([
        'name_vi',
        'name_en',
        'options_label',
        'service_date',
        'unit_price',
        'quantity',
        'subtotal',
        'discount',
        'vat_rate',
        'net_amount',
        'vat_amount',
      ])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('payments')
      .select(['method', 'status', 'checkout_url', 'expires_at'])
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  const locale = order.locale === 'en' ? 'en' : 'vi';
  const site = siteUrl ?? (await mailSiteUrl());
  const invoicePath = await orderInvoicePath(trx, orderId);
  let fullName = '';
  try {
    fullName = String((JSON.parse(order.shipping_json) as { fullName?: unknown }).fullName ?? '');
  } catch (error) {
    console.error('[orders] unreadable shipping snapshot of', orderId, error);
  }
  const summary = storedOrderSummary({
    locale,
    lines: lines.map((l) => ({
      name: locale === 'en' ? l.name_en : l.name_vi,
      // A ticket's line names its visit day as the buyer's language writes it.
      optionsLabel: [l.options_label, l.service_date ? mailDate(l.service_date, locale) : '']
        .filter(Boolean)
        .join(', '),
      unitPrice: Number(l.unit_price),
      quantity: Number(l.quantity),
      subtotal: Number(l.subtotal),
      discount: Number(l.discount),
    })),
    voucher: order.voucher_code
      ? { code: order.voucher_code, discount: Number(order.voucher_discount) }
      : null,
    shippingFee: Number(order.shipping_fee),
    totalAmount: Number(order.total_amount),
  });
  const open = payment?.status === 'pending' && order.status !== 'cancelled';
  return {
    orderId: order.id,
    orderCode: order.order_code,
    locale,
    email: order.contact_email,
    fullName,
    kind: order.kind === 'tickets' ? 'tickets' : 'goods',
    paymentMethod: payment?.method ?? '',
    paid: order.payment_status === 'paid' || order.payment_status === 'refunded',
    lines: summary.lines.map((l) => ({
      name: l.name,
      optionsLabel: l.optionsLabel,
      quantity: l.quantity,
      undiscountedTotal: l.undiscountedTotal,
    })),
    discounts: summary.discounts.map(({ label, amount }) => ({ label, amount })),
    shippingFee: summary.shippingFee,
    totalAmount: Number(order.total_amount),
    taxBreakdown: breakdownOf(lines, order),
    orderUrl: orderPageUrl(locale, order.order_code, site),
    invoiceUrl: invoicePath ? new URL(invoicePath, site).href : null,
    payment: open ? { checkoutUrl: payment.checkout_url, expiresAt: payment.expires_at } : null,
  };
}
