// Operators (DESIGN.md §16): a role per user, the audit log of every operator change, and the
// gate's check-in log (every scan a gate reports, online or synced later from its offline queue).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('customer')
        .check(sql`role in ('customer', 'staff', 'admin')`),
    )
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('details_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();

  await db.schema
    .createTable('ticket_check_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The scanning device's own id for this scan: a queue replayed twice records it once.
    .addColumn('scan_id', 'text', (c) => c.notNull().unique())
    .addColumn('ticket_id', 'text')
    .addColumn('code', 'text')
    .addColumn('gate', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_check_ins_ticket')
    .on('ticket_check_ins')
    .columns(['ticket_id', 'scanned_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket_check_ins').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
