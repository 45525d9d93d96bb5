// Community and leads (DESIGN.md §15): reviews and comments (stored `pending`, shown only when
// `approved`), price-quote and contact leads, and the avatars visitors upload. Portable types only
// (DESIGN.md §6): text ids, ISO times, YYYY-MM-DD dates as text.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('profession', 'text')
    // A path this site serves (/api/uploads/avatars/<generated name>), never a visitor's URL.
    .addColumn('avatar_url', 'text')
    .addColumn('rating', 'integer', (c) => c.notNull().check(sqlRating()))
    .addColumn('title', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    // `cable-car`, `restaurant` or a service's content id.
    .addColumn('service_type', 'text', (c) => c.notNull())
    .addColumn('visit_date', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    // pending | approved | rejected | spam
    .addColumn('status', 'text', (c) => c.notNull())
    // sha256 of the client address: enough to spot a flood during moderation, not the address.
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'text')
    .execute();
  await db.schema
    .createIndex('reviews_status_created')
    .on('reviews')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The post's content id (the same in both locales).
    .addColumn('post_slug', 'text', (c) => c.notNull())
    // The root comment a reply belongs to; null for a root. One level of replies.
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    // Kept for the operator; never returned by comment.list.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'text')
    .execute();
  await db.schema
    .createIndex('comments_post_status')
    .on('comments')
    .columns(['post_slug', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // quote | contact
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('message', 'text')
    // YYYY-MM-DD (Asia/Ho_Chi_Minh); quotes only.
    .addColumn('departure_date', 'text')
    .addColumn('subject', 'text')
    // new | answered
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema
    .createIndex('leads_status_created')
    .on('leads')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Generated: `<id>.webp`; the visitor's file name is never kept.
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

function sqlRating() {
  return sql`rating between 1 and 5`;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('leads').execute();
  await db.schema.dropTable('comments').execute();
  await db.schema.dropTable('reviews').execute();
}
