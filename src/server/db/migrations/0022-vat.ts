// VAT by date on every line (issue: the season's books). Prices stay VAT-inclusive; each order
// line keeps its VAT group, its share of the order's voucher, and the rate, net and VAT of what
// was paid for it (net + vat = total − voucher_discount), and the order the same for its shipping
// fee. Placing writes them at the day's rate; the payment rewrites them at the rate of the day it
// arrives (the tax point, `tax_point_at`). Rows written before are computed here: their group from
// the catalogue (standard when it no longer sells them), their day the payment's, else the order's.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';
import { productCatalog, ticketCatalog, vatSchedule } from '../../../content/projections';
import { taxOrder } from '../../../lib/tax/vat';

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of [
    ['vat_category', 'text'],
    ['vat_rate', 'integer'],
    ['net_amount', 'integer'],
    ['vat_amount', 'integer'],
    ['voucher_discount', 'integer'],
  ] as const) {
    await db.schema.alterTable('order_lines').addColumn(name, type).execute();
  }
  for (const [name, type] of [
    ['shipping_vat_rate', 'integer'],
    ['shipping_net', 'integer'],
    ['shipping_vat', 'integer'],
    ['tax_point_at', 'text'],
  ] as const) {
    await db.schema.alterTable('orders').addColumn(name, type).execute();
  }
  await backfill(db);
}

async function backfill(db: Kysely<any>): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'created_at', 'shipping_fee', 'voucher_discount'])
    .orderBy('id')
    .execute();
  if (orders.length === 0) return;
  const schedule = vatSchedule();
  const products = productCatalog();
  const tickets = ticketCatalog();
  for (const order of orders) {
    const paid = await db
      .selectFrom('payments')
      .select('paid_at')
      .where('order_id', '=', order.id)
      .where('paid_at', 'is not', null)
      .orderBy('paid_at')
      .executeTakeFirst();
    const at = new Date(paid?.paid_at ?? order.created_at);
    const lines = await db
      .selectFrom('order_lines')
      .select(['id', 'sku', 'total'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const taxed = taxOrder({
      lines: lines.map((line) => ({
        id: line.id,
        total: Number(line.total),
        category:
          products.find(line.sku)?.vatCategory ?? tickets.find(line.sku)?.vatCategory ?? 'standard',
      })),
      voucherDiscount: Number(order.voucher_discount ?? 0),
      shippingFee: Number(order.shipping_fee),
      at,
      schedule,
    });
    for (const tax of taxed.lines) {
      await db
        .updateTable('order_lines')
        .set({
          vat_category: tax.category,
          vat_rate: tax.rate,
          net_amount: tax.net,
          vat_amount: tax.vat,
          voucher_discount: tax.voucherShare,
        })
        .where('id', '=', tax.id)
        .execute();
    }
    await db
      .updateTable('orders')
      .set({
        shipping_vat_rate: taxed.shipping.rate,
        shipping_net: taxed.shipping.net,
        shipping_vat: taxed.shipping.vat,
        tax_point_at: paid?.paid_at ?? null,
      })
      .where('id', '=', order.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['vat_category', 'vat_rate', 'net_amount', 'vat_amount', 'voucher_discount']) {
    await db.schema.alterTable('order_lines').dropColumn(name).execute();
  }
  for (const name of ['shipping_vat_rate', 'shipping_net', 'shipping_vat', 'tax_point_at']) {
    await db.schema.alterTable('orders').dropColumn(name).execute();
  }
}
