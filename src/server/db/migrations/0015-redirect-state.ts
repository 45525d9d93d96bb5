// Operators switch a stored redirect off without losing it (the console's "active" box): a rule
// with `active = 0` is kept, listed and audited, but answers no lookup.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('route_rules')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('route_rules').dropColumn('active').execute();
}
