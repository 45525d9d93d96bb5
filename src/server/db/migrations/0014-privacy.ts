// Privacy (Law 91/2025/QH15): consent evidence, data-subject requests, and the link from
// reviews and comments to the account that wrote them (so an export holds them and a deletion
// reaches them). Consents keep no address: an anonymous id, the notice version and the choices.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('anonymous_id', 'text', (c) => c.notNull())
    // The signed-in account that answered, if any (its export lists them; deletion unlinks them).
    .addColumn('user_id', 'text')
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('analytics', 'integer', (c) => c.notNull().check(sql`analytics in (0, 1)`))
    .addColumn('advertising', 'integer', (c) => c.notNull().check(sql`advertising in (0, 1)`))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consents_recorded').on('consents').column('recorded_at').execute();
  await db.schema.createIndex('consents_user').on('consents').column('user_id').execute();

  await db.schema
    .createTable('data_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('access', 'delete', 'correct', 'object')`),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    // unverified → open → acknowledged → done | rejected
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('unverified', 'open', 'acknowledged', 'done', 'rejected')`),
    )
    // sha256 of the emailed link's token; null once used.
    .addColumn('token_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    // Deadlines from verification: acknowledge within 2 working days, complete within 15 days.
    .addColumn('acknowledge_by', 'text')
    .addColumn('due_by', 'text')
    .addColumn('acknowledged_at', 'text')
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('data_requests_status_created')
    .on('data_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('data_requests_token')
    .on('data_requests')
    .column('token_hash')
    .execute();

  await db.schema.alterTable('reviews').addColumn('user_id', 'text').execute();
  await db.schema.alterTable('comments').addColumn('user_id', 'text').execute();
  await db.schema.createIndex('reviews_user').on('reviews').column('user_id').execute();
  await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_user').execute();
  await db.schema.dropIndex('reviews_user').execute();
  await db.schema.alterTable('comments').dropColumn('user_id').execute();
  await db.schema.alterTable('reviews').dropColumn('user_id').execute();
  await db.schema.dropTable('data_requests').execute();
  await db.schema.dropTable('consents').execute();
}
