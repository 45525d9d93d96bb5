// Guest orders in the account: an account's email counts as its owner's only once a
// signed link mailed to it has been opened; until then, orders placed as a guest with the same
// email stay out of the account.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  // Guest orders are found by their email when it is verified (lower-cased at checkout).
  await db.schema
    .createIndex('orders_guest_email')
    .on('orders')
    .columns(['contact_email', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_guest_email').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
