// Payments (DESIGN.md §14): the attempts the local PayOS-compatible sandbox holds. PayOS keeps
// these on its side; the sandbox keeps them here so that create, get, cancel, the hosted page and
// its webhook answer like PayOS does. Portable types only (DESIGN.md §6).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_payments')
    // PayOS's paymentLinkId: 32 hex characters.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_code', 'bigint', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    // JSON array of { name, quantity, price }.
    .addColumn('items_json', 'text', (c) => c.notNull())
    .addColumn('buyer_name', 'text')
    // PENDING, PAID or CANCELLED; EXPIRED is read from expired_at.
    .addColumn('status', 'text', (c) => c.notNull())
    // Unix seconds, as PayOS takes it.
    .addColumn('expired_at', 'bigint')
    // Random, per attempt: the hosted page's forms carry it (a cross-site form cannot read it).
    .addColumn('form_token', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('cancellation_reason', 'text')
    .addColumn('canceled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_payments').execute();
}
