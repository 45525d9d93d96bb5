// Closed days (DESIGN.md §13, §16): why operators closed a visit date, by whom and when. The seat
// rows' `closed` flag stops sales; this row carries the reason and makes closing happen once
// (its primary key), so the holders' mail goes out once per closure.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('closed_days')
    .addColumn('visit_date', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('weather', 'maintenance', 'other')`),
    )
    .addColumn('note', 'text')
    .addColumn('closed_by', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('closed_days').execute();
}
