// Indexes the housekeeping sweeps (src/server/jobs) need: each deletes by a time column alone,
// which no index of 0001 leads with, so without these every minute's sweep scans the table.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('visitor_sessions_last_activity')
    .on('visitor_sessions')
    .column('last_activity')
    .execute();
  await db.schema
    .createIndex('access_tokens_expires_at')
    .on('access_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_hit_at')
    .on('rate_limit_hits')
    .column('hit_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'rate_limit_hits_hit_at',
    'access_tokens_expires_at',
    'visitor_sessions_last_activity',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
