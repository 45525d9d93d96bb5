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

/** The migrations this store has not applied yet (read only: no lock, no table created). */
export async function pendingMigrations(store: Store): Promise<string[]> {
  const exists = await sql<{ found: number }>`${
    store.dialect === 'postgres'
      ? sql`select count(*)::int as found from information_schema.tables
             where table_schema = current_schema() and table_name = 'schema_migrations'`
      : sql`select count(*) as found from sqlite_master
             where type = 'table' and name = 'schema_migrations'`
  }`.execute(store.db);
  if (Number(exists.rows[0]?.found ?? 0) === 0) return migrations.map((m) => m.name);
  const rows = await store.db.selectFrom('schema_migrations').select('name').execute();
  const applied = new Set(rows.map((row) => row.name));
  return migrations.map((m) => m.name).filter((name) => !applied.has(name));
}

/** Thrown by a production server whose store is behind this build's migrations. */
export class StoreNotMigratedError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The store is not migrated: ${pending.length} pending (${pending.join(', ')}). ` +
        'Run `npm run db:migrate` against it (a deploy step, before starting the new build); ' +
        'this server does not migrate the store itself.',
    );
    this.name = 'StoreNotMigratedError';
  }
}

/** Throws StoreNotMigratedError when the store is behind this build's migrations. */
export async function assertMigrated(store: Store): Promise<void> {
  const pending = await pendingMigrations(store);
  if (pending.length > 0) throw new StoreNotMigratedError(pending);
}
