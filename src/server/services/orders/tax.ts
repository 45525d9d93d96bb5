// An order's VAT as its rows keep it (migration 0022-vat): placing writes it at the day's rates,
// the payment rewrites it at the rates of the day the money arrives (the tax point: Decree
// 123/2020 Art. 9, money collected before the service), and `order.get` sums it per rate.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { vatSchedule } from '@/content/projections';
import { taxBreakdown, taxOrder, type TaxedAmount, type TaxedLine } from '@/lib/tax/vat';

export function lineTaxColumns(tax: TaxedLine) {
  return {
    vat_rate: tax.rate,
    net_amount: tax.net,
    vat_amount: tax.vat,
    voucher_discount: tax.voucherShare,
  };
}

export function shippingTaxColumns(tax: TaxedAmount) {
  return { shipping_vat_rate: tax.rate, shipping_net: tax.net, shipping_vat: tax.vat };
}

/**
 * Inside the payment's transaction: the order's lines and shipping at the rates of `at`'s
 * Vietnam day (an order placed on 31 December and paid on 1 January pays January's rate). The
 * amounts do not change, only how they split.
 */
export async function fixTaxPoint(trx: Kysely<Database>, orderId: string, at: Date): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['shipping_fee', 'voucher_discount'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('order_lines')
    .select(['id', 'total', 'vat_category'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const taxed = taxOrder({
    lines: lines.map((line) => ({
      id: line.id,
      total: Number(line.total),
      category: line.vat_category,
    })),
    voucherDiscount: Number(order.voucher_discount),
    shippingFee: Number(order.shipping_fee),
    at,
    schedule: vatSchedule(),
  });
  for (const line of taxed.lines) {
    await trx
      .updateTable('order_lines')
      .set(lineTaxColumns(line))
      .where('id', '=', line.id)
      .execute();
  }
  await trx
    .updateTable('orders')
    .set({ ...shippingTaxColumns(taxed.shipping), tax_point_at: at.toISOString() })
    .where('id', '=', orderId)
    .execute();
}

/** DESIGN.md §20 `taxBreakdown`: per rate, Σ net + vat = the order's total. */
export function breakdownOf(
  lines: readonly { vat_rate: number; net_amount: number; vat_amount: number }[],
  order: { shipping_vat_rate: number; shipping_net: number; shipping_vat: number },
): TaxedAmount[] {
  return taxBreakdown([
    ...lines.map((line) => ({
      rate: Number(line.vat_rate),
      net: Number(line.net_amount),
      vat: Number(line.vat_amount),
    })),
    {
      rate: Number(order.shipping_vat_rate),
      net: Number(order.shipping_net),
      vat: Number(order.shipping_vat),
    },
  ]);
}
