// Applies pending migrations under a store-wide lock, so several processes starting at once (next
// build workers, two servers, `npm run db:migrate`) apply each migration exactly once.
// A tiny migrator of our own instead of Kysely's: its SQLite lock is a no-op (one connection per
// process is assumed), which is not true when build workers share one file.
import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';
import { writeTransaction, type Store } from './store';

/** Runs `work` inside a transaction that holds the store's setup lock. */
export async function withSetupLock<T>(
  store: Store,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (store.dialect === 'postgres') {
    return store.db.transaction().execute(async (trx) => {
      // Transaction-scoped advisory lock: released by commit or rollback, never leaked.
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':store-setup'))`.execute(
        trx,
      );
      return work(trx);
    });
  }
  // BEGIN IMMEDIATE takes SQLite's write lock up front; SQLite DDL is transactional.
  return writeTransaction(store, work);
}

/** Applies every pending migration in order; returns the names it applied. */
export async function migrateToLatest(store: Store): Promise<string[]> {
  return withSetupLock(store, async (db) => {
    await db.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
    const rows = await db.selectFrom('schema_migrations').select('name').execute();
    const applied = new Set(rows.map((row) => row.name));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await migration.up(db);
      await db
        .insertInto('schema_migrations')
        .values({ name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      done.push(migration.name);
    }
    return done;
  });
}
