// The store: Kysely over SQLite (default) or PostgreSQL (DESIGN.md §6). This module takes explicit
// options and never reads the environment, so tests and scripts open stores of their own;
// `./index.ts` opens the app's store from env.ts.
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { ensurePrivateFileSync, makePrivateDirSync } from '../files/private-files';
import { ReadCache } from './read-cache';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

/** The handle every service takes: Kysely, which dialect it speaks, and its read cache. */
export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Small in-process cache for hot public reads; services invalidate it on every write. */
  cache: ReadCache;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** postgres:// URL; when absent, SQLite is used. */
  databaseUrl?: string;
  /** SQLite file path (created with its folder when missing). */
  sqlitePath?: string;
  /** PostgreSQL schema to use as search_path (tests use one fresh schema per file). */
  pgSchema?: string;
  /** Pool size for PostgreSQL. */
  pgPoolSize?: number;
}

const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const STATEMENT_CACHE_LIMIT = 256;

export function isPostgresUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//.test(url);
}

/**
 * better-sqlite3 behind Kysely's SqliteDialect, with prepared statements reused by SQL text:
 * Kysely prepares every query afresh, which is most of the cost of a small indexed read.
 */
function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') {
    makePrivateDirSync(path.dirname(path.resolve(file)));
    ensurePrivateFileSync(file);
  }
  // The busy timeout comes first: switching to WAL itself waits for other processes' locks.
  const raw = new SqliteDatabase(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  return raw;
}

function cachingSqlite(raw: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => raw.close(),
    prepare(text: string) {
      let stmt = statements.get(text);
      if (!stmt) {
        stmt = raw.prepare(text);
        // Queries built from literals are few; the bound only guards against unbounded growth.
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
        statements.set(text, stmt);
      }
      return stmt;
    },
  };
}

export function openStore(options: StoreOptions = {}): Store {
  const cache = new ReadCache();
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${quoteIdent(options.pgSchema)}` } : {}),
    });
    pool.on('error', (error) => console.error('[store] idle PostgreSQL client failed', error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', cache, close: () => db.destroy() };
  }
  const raw = openSqlite(options.sqlitePath ?? '.data/store.sqlite');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingSqlite(raw) }) });
  return { db, dialect: 'sqlite', cache, close: () => db.destroy() };
}

/**
 * The same store with a read cache that keeps nothing, for regenerating pages (server/caller.ts).
 * A page is rebuilt when its tag expires, and the write that expired it may have been made by
 * another instance (DESIGN.md §19), whose invalidation never reached this process's read cache: a
 * page read through it could keep data up to the cache's TTL old until its next revalidate. Reads
 * only: a write through it would invalidate nothing of this process's cache.
 */
export function readThrough(store: Store): Store {
  return { ...store, cache: new ReadCache({ maxEntries: 0 }) };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return name;
}

/**
 * Runs a read-then-write unit of work atomically. SQLite: `BEGIN IMMEDIATE` takes the write lock
 * before the first read, so another process cannot write between our read and our write (a
 * deferred BEGIN would fail with SQLITE_BUSY on upgrade instead of waiting). PostgreSQL: a normal
 * transaction; rules that must not race rely on constraints or conditional updates as well.
 */
export async function writeTransaction<T>(
  store: Store,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (store.dialect === 'postgres') {
    return store.db.transaction().execute((trx: Transaction<Database>) => work(trx));
  }
  return store.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch((rollbackError: unknown) => {
        console.error('[store] rollback failed after', error, rollbackError);
      });
      throw error;
    }
  });
}

/** True when a driver error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
