// Several instances: an upload is kept in the store, so every instance serves it. The
// bytes of uploads written to disk before this are copied in by `npm run db:migrate`
// (importUploadFiles in src/server/services/uploads/avatar.ts), which needs UPLOADS_DIR.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('uploads')
    .addColumn('data', isPostgres ? 'bytea' : 'blob')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('data').execute();
}
