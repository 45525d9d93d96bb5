// E-invoice requests: one row per order whose buyer asked for a company (or
// citizen-ID) invoice, written in the order's transaction, handed to the invoice provider once the
// order is paid, and exported by day for the accounting provider.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_invoices')
    .addColumn('order_id', 'text', (c) =>
      c.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('tax_code', 'text')
    .addColumn('address', 'text')
    .addColumn('citizen_id', 'text')
    .addColumn('full_name', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    // The order's day in Asia/Ho_Chi_Minh (YYYY-MM-DD): the export's unit.
    .addColumn('request_day', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('issued_at', 'text')
    .execute();
  await db.schema
    .createIndex('order_invoices_day')
    .on('order_invoices')
    .columns(['request_day'])
    .execute();
  await db.schema
    .createIndex('order_invoices_status')
    .on('order_invoices')
    .columns(['status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_invoices').execute();
}
