// The waiting list for sold-out days (issue 39): one row per entry, its offer (the held seats,
// counted in ticket_capacity.sold while it lasts) on the same row. Only tokens' sha256 are kept.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('visit_date', 'text', (col) => col.notNull())
    .addColumn('ticket_type', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    // waiting → offered → ordered | lapsed; waiting or offered → left.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('leave_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('offer_token_hash', 'text', (col) => col.unique())
    .addColumn('offered_at', 'text')
    .addColumn('offer_expires_at', 'text')
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The queue of one day and type, first come first served.
  await db.schema
    .createIndex('waitlist_entries_queue')
    .on('waitlist_entries')
    .columns(['visit_date', 'ticket_type', 'status', 'created_at'])
    .execute();
  // The sweep finds holds that ran out.
  await db.schema
    .createIndex('waitlist_entries_offer_expiry')
    .on('waitlist_entries')
    .columns(['status', 'offer_expires_at'])
    .execute();
  await db.schema
    .createIndex('waitlist_entries_email')
    .on('waitlist_entries')
    .column('email')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('waitlist_entries').execute();
}
