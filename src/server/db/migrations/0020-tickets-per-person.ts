// One ticket per person (issue: tickets as families use them): every admitted person has a row of
// their own (code, access key, QR), so one child can be given back and a family arriving in two cars
// is let in one by one. A line of quantity n holds units 0…n-1; a bundle sold "one each" has a row
// per person of a unit (person_no 0… with the person's ticket type); `quantity` stays the seats of
// the row's type it holds (1 on a unit's first row, 0 on the unit's other people), so every seat
// sum over rows is unchanged. `people` is how many this QR admits (null on rows written before: the
// catalogue's count). Existing tickets of quantity n become n rows: the original keeps its id, code
// and key (its old QR, signed for n people, still admits the line's valid rows at the gate until the
// day has passed) and n-1 new rows get codes of their own.
// Refund requests name the tickets given back (codes) and what the policy leaves to refund.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { sql, type Kysely } from 'kysely';
import { newId } from '../ids';
import { newAccessKey, newTicketCode } from '../ticket-codes';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('unit_no', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('person_no', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tickets').addColumn('person_type', 'text').execute();
  await db.schema.alterTable('tickets').addColumn('people', 'integer').execute();
  await db.schema.alterTable('refund_requests').addColumn('tickets_json', 'text').execute();
  await db.schema.alterTable('refund_requests').addColumn('due_amount', 'integer').execute();

  // Issuing twice (20 webhook deliveries) still cannot double a line: one row per person of it.
  await db.schema.dropIndex('tickets_order_line_original').execute();
  await splitWideTickets(db);
  await db.schema
    .createIndex('tickets_order_line_person')
    .on('tickets')
    .unique()
    .expression(sql`order_line_id, unit_no, person_no, coalesce(exchanged_from, '')`)
    .execute();
  await db.schema.createIndex('tickets_order_line').on('tickets').column('order_line_id').execute();
}

/**
 * Tickets of quantity n become n rows of one: the original keeps id, code and key (unit 0), the
 * others are units 1…n-1 with codes of their own; state, day and revocation are copied.
 */
export async function splitWideTickets(db: Kysely<any>): Promise<void> {
  const wide = await db
    .selectFrom('tickets')
    .selectAll()
    .where('quantity', '>', 1)
    .orderBy('id')
    .execute();
  for (const row of wide) {
    const quantity = Number(row.quantity);
    await db.updateTable('tickets').set({ quantity: 1 }).where('id', '=', row.id).execute();
    for (let unit = 1; unit < quantity; unit += 1) {
      await db
        .insertInto('tickets')
        .values({
          ...row,
          id: newId(),
          code: newTicketCode(),
          access_key: newAccessKey(),
          quantity: 1,
          unit_no: unit,
          person_no: 0,
          person_type: null,
          people: null,
        })
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tickets_order_line').execute();
  await db.schema.dropIndex('tickets_order_line_person').execute();
  // Each unit's first row takes back the line's count, and the other rows go.
  await sql`update tickets set quantity = (select count(*) from tickets t where t.order_line_id = tickets.order_line_id and t.person_no = 0 and coalesce(t.exchanged_from, '') = coalesce(tickets.exchanged_from, '')) where unit_no = 0 and person_no = 0`.execute(
    db,
  );
  await db.deleteFrom('tickets').where('unit_no', '>', 0).execute();
  await db.deleteFrom('tickets').where('person_no', '>', 0).execute();
  await db.schema
    .createIndex('tickets_order_line_original')
    .on('tickets')
    .unique()
    .expression(sql`order_line_id, coalesce(exchanged_from, '')`)
    .execute();
  for (const column of ['people', 'person_type', 'person_no', 'unit_no']) {
    await db.schema.alterTable('tickets').dropColumn(column).execute();
  }
  await db.schema.alterTable('refund_requests').dropColumn('due_amount').execute();
  await db.schema.alterTable('refund_requests').dropColumn('tickets_json').execute();
}
