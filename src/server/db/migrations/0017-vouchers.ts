// Vouchers: codes operators create, each use claimed in its order's transaction
// (`used` by conditional update, one `voucher_uses` row per order) and given back once when the
// order is cancelled or expires. The order keeps the code and the đồng it took off.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vouchers')
    // Upper-case, as buyers' entries are normalised before any lookup.
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off', 'integer')
    .addColumn('min_subtotal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_contact', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('applies_to', 'text', (c) =>
      c.notNull().check(sql`applies_to in ('goods', 'tickets', 'all')`),
    )
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'vouchers_one_kind_of_discount',
      sql`(percent_off is null) <> (amount_off is null)`,
    )
    .addCheckConstraint('vouchers_used_in_range', sql`used >= 0`)
    .execute();

  await db.schema
    .createTable('voucher_uses')
    // One use per order at most.
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    /** The buyer's email, lower-cased: what `max_uses_per_contact` counts. */
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text')
    .execute();
  await db.schema
    .createIndex('voucher_uses_contact')
    .on('voucher_uses')
    .columns(['code', 'contact'])
    .execute();

  await db.schema.alterTable('orders').addColumn('voucher_code', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('voucher_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('voucher_discount').execute();
  await db.schema.alterTable('orders').dropColumn('voucher_code').execute();
  await db.schema.dropTable('voucher_uses').execute();
  await db.schema.dropTable('vouchers').execute();
}
