// Tickets (DESIGN.md §13): daily capacity per ticket type, issued e-tickets, refund requests.
// Ticket order lines reuse order_lines.service_date as the visit date. Portable types only
// (DESIGN.md §6): text ids, 0/1 flags, ISO times and `YYYY-MM-DD` dates as text.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ticket_capacity')
    .addColumn('ticket_type', 'text', (c) => c.notNull())
    .addColumn('visit_date', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_capacity_pk', ['ticket_type', 'visit_date'])
    // The claim's WHERE is the rule; the check is the net under it.
    .addCheckConstraint('ticket_capacity_sold_range', sql`sold >= 0 and sold <= capacity`)
    .execute();
  await db.schema
    .createIndex('ticket_capacity_date')
    .on('ticket_capacity')
    .column('visit_date')
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('access_key', 'text', (c) => c.notNull().unique())
    .addColumn('ticket_type', 'text', (c) => c.notNull())
    .addColumn('visit_date', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_gate', 'text')
    .addColumn('exchanged_to', 'text')
    .addColumn('exchanged_from', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('tickets_order').on('tickets').column('order_id').execute();
  // One ticket per paid order line: issuing twice (20 webhook deliveries) cannot double it.
  await db.schema
    .createIndex('tickets_order_line_original')
    .on('tickets')
    .unique()
    .expression(sql`order_line_id, coalesce(exchanged_from, '')`)
    .execute();
  await db.schema.createIndex('tickets_revoked').on('tickets').column('revoked_at').execute();

  await db.schema
    .createTable('refund_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('lines_json', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('note', 'text')
    .addColumn('amount', 'integer')
    .addColumn('method', 'text')
    .addColumn('reference', 'text')
    .execute();
  await db.schema
    .createIndex('refund_requests_order')
    .on('refund_requests')
    .columns(['order_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['refund_requests', 'tickets', 'ticket_capacity']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
