// The mail outbox's delivery lease: `attempted_at` is when a delivery last claimed a message, so
// another process (or the minute sweep) retries it only after the lease has run out, never while
// the first delivery may still be sending it. Also indexes for the sweep of idle guest carts and for
// the console's order list (newest first, keyset-paged by created_at and order_code).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attempted_at', 'text').execute();
  await db.schema.createIndex('carts_updated').on('carts').column('updated_at').execute();
  await db.schema
    .createIndex('orders_created_code')
    .on('orders')
    .columns(['created_at', 'order_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_created_code').execute();
  await db.schema.dropIndex('carts_updated').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attempted_at').execute();
}
