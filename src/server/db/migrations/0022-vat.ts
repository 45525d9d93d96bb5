// TEMPORARY stand-in for the lead's 0022-vat (issue 41 item 1), with the columns as the brief names
// them so the invoice document can be built and tested; dropped at the merge of "VAT by date".
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('vat_category', 'text', (c) => c.notNull().defaultTo('standard'))
    .execute();
  for (const column of ['vat_rate', 'net_amount', 'vat_amount']) {
    await db.schema.alterTable('order_lines').addColumn(column, 'integer').execute();
  }
  for (const column of ['shipping_vat_rate', 'shipping_net', 'shipping_vat']) {
    await db.schema.alterTable('orders').addColumn(column, 'integer').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['vat_category', 'vat_rate', 'net_amount', 'vat_amount']) {
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
  }
  for (const column of ['shipping_vat_rate', 'shipping_net', 'shipping_vat']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
