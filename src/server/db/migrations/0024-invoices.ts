// E-invoices issued through a provider (issue 41): one `invoices` row per document sent (the
// original of a paid order, a refund's adjustment or cancellation), written in the transaction
// that pays or refunds the order and sent by the sweep (the outbox). `order_invoices` stays the
// buyer's request. `sandbox_invoices` and `sandbox_invoice_faults` belong to the local Viettel
// S-Invoice sandbox (src/server/sandboxes/invoices), kept in the store so instances agree.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    // original | adjustment | cancellation
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('original_invoice_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('refund_request_id', 'text')
    // Set to order_id on an original only: one original per order, on both dialects.
    .addColumn('original_guard', 'text', (c) => c.unique())
    // Sent as the provider's transactionUuid: the same key never makes a second document.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // ≥128-bit random: the PDF link's key (whoever sees the order may open it).
    .addColumn('access_key', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    // requested → issuing → issued | failed; an issued original → adjusted | cancelled.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('buyer_json', 'text', (c) => c.notNull())
    // An adjustment's basis: the amount refunded and the lines it covers.
    .addColumn('basis_json', 'text')
    // Built once at the first attempt; every retry sends exactly this.
    .addColumn('document_json', 'text')
    .addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('template_code', 'text')
    .addColumn('series', 'text')
    .addColumn('invoice_no', 'text')
    .addColumn('number', 'text')
    .addColumn('lookup_code', 'text')
    .addColumn('tax_authority_code', 'text')
    .addColumn('issued_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('pdf_data', isPostgres ? 'bytea' : 'blob')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoices_due')
    .on('invoices')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('invoices_order').on('invoices').columns(['order_id']).execute();
  await db.schema.createIndex('invoices_created').on('invoices').columns(['created_at']).execute();

  await db.schema
    .createTable('sandbox_invoices')
    .addColumn('transaction_uuid', 'text', (c) => c.primaryKey())
    .addColumn('supplier_tax_code', 'text', (c) => c.notNull())
    .addColumn('template_code', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    // Blank while the sandbox answers "number pending" (Viettel's async case).
    .addColumn('invoice_no', 'text', (c) => c.unique())
    .addColumn('reservation_code', 'text', (c) => c.notNull())
    .addColumn('issue_date', 'bigint', (c) => c.notNull())
    .addColumn('adjustment_type', 'text', (c) => c.notNull())
    .addColumn('original_invoice_no', 'text')
    .addColumn('status_label', 'text', (c) => c.notNull())
    .addColumn('total_with_tax', 'integer', (c) => c.notNull())
    .addColumn('request_json', 'text', (c) => c.notNull())
    .addColumn('pending_until', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_invoice_faults')
    .addColumn('operation', 'text', (c) => c.primaryKey())
    // http-500 | timeout-after-send | blank-number
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_invoice_faults').execute();
  await db.schema.dropTable('sandbox_invoices').execute();
  await db.schema.dropTable('invoices').execute();
}
