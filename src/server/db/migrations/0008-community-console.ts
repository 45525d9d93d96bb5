// The console's community side (DESIGN.md §16): the moderation queue reads pending comments
// across all posts newest first, and the staff page reads operators out of all users.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('comments_status_created')
    .on('comments')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('users_role').on('users').column('role').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_role').execute();
  await db.schema.dropIndex('comments_status_created').execute();
}
