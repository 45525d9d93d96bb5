// Reconciliation (issue 41): per provider and Vietnam day, one claimed run and the differences it
// found between the provider's record and the store's payments, each kept until an operator
// applies or flags it. VNPay's querydr must repeat the attempt's vnp_CreateDate exactly, so the
// payment row keeps the provider's own timestamp. The VNPay and MoMo sandboxes remember what the
// buyer did on their pages, so their status queries can answer.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('provider_created_at', 'text').execute();
  await db.schema
    .createTable('reconciliation_runs')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('checked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('differences', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('reconciliation_runs_pk', ['provider', 'day'])
    .execute();
  await db.schema
    .createTable('reconciliation_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('provider_order_code', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('provider_amount', 'integer')
    .addColumn('store_amount', 'integer')
    .addColumn('reference', 'text')
    .addColumn('found_at', 'text', (col) => col.notNull())
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('note', 'text')
    // A rerun finds the same difference again: it stays one row.
    .addUniqueConstraint('reconciliation_items_once', ['provider', 'provider_order_code', 'kind'])
    .execute();
  await db.schema
    .createIndex('reconciliation_items_day')
    .on('reconciliation_items')
    .columns(['provider', 'day'])
    .execute();
  await db.schema
    .createTable('sandbox_settled_payments')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('order_ref', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('transaction_no', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text', (col) => col.notNull())
    .addColumn('request_created_at', 'text')
    .addColumn('order_info', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sandbox_settled_payments_pk', ['provider', 'order_ref'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_settled_payments').execute();
  await db.schema.dropTable('reconciliation_items').execute();
  await db.schema.dropTable('reconciliation_runs').execute();
  await db.schema.alterTable('payments').dropColumn('provider_created_at').execute();
}
