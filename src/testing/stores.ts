// Integration-test harness: runs a suite once per dialect on a fresh, migrated and seeded store
// (DESIGN.md §9, no database mocks). SQLite: a new file in a temp dir. PostgreSQL: a new schema in
// the cluster named by TEST_DATABASE_URL (scripts/pg-cluster.sh start prints it); when that is
// unset the PostgreSQL half is skipped, visibly, under a describe.skip with the reason.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareStore } from '@/server/db/setup';
import { getCatalog } from '@/server/services/cart/catalog';
import { openStore, type Dialect, type Store } from '@/server/db/store';
import { createCaller } from '@/server/root';
import { createContext, type HttpFacts } from '@/server/trpc';

// Tests are not the app: they read their own variable, which the app never sees.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

interface OpenedStore {
  store: Store;
  dispose(): Promise<void>;
}

async function openSqliteStore(): Promise<OpenedStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const store = openStore({ sqlitePath: path.join(dir, 'store.sqlite') });
  await prepareStore(store, getCatalog());
  return {
    store,
    async dispose() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgresStore(url: string): Promise<OpenedStore> {
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const store = openStore({ databaseUrl: url, pgSchema: schema });
  await prepareStore(store, getCatalog());
  return {
    store,
    async dispose() {
      await store.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** Opens a fresh store of `dialect` (for tests that need more than the suite's one). */
export function openTestStore(dialect: Dialect): Promise<OpenedStore> {
  if (dialect === 'sqlite') return openSqliteStore();
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return openPostgresStore(TEST_DATABASE_URL);
}

export interface DialectSuite {
  dialect: Dialect;
  /** The suite's store (valid inside tests and hooks). */
  store(): Store;
}

/** `describe` once per dialect, each with its own fresh store for the whole block. */
export function describeEachDialect(title: string, body: (suite: DialectSuite) => void): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    if (dialect === 'postgres' && !TEST_DATABASE_URL) {
      describe.skip(`${title} [postgres] — skipped: TEST_DATABASE_URL is not set (scripts/pg-cluster.sh start)`, () => {
        it('needs a PostgreSQL cluster', () => undefined);
      });
      continue;
    }
    describe(`${title} [${dialect}]`, () => {
      let opened: OpenedStore | undefined;
      beforeAll(async () => {
        opened = await openTestStore(dialect);
      });
      afterAll(async () => {
        await opened?.dispose();
      });
      body({
        dialect,
        store() {
          if (!opened) throw new Error('store used outside a test');
          return opened.store;
        },
      });
    });
  }
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Simulate a call that arrived over HTTP (enables the mutation guard). */
  http?: Partial<Pick<HttpFacts, 'method' | 'beacon'>>;
}

/** A caller of the real app router over `store`, with the given request headers. */
export async function callerFor(store: Store, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  const http = options.http
    ? { method: options.http.method ?? 'POST', beacon: options.http.beacon }
    : undefined;
  return createCaller(await createContext({ store, headers, http }));
}

type Caller = Awaited<ReturnType<typeof callerFor>>;

/**
 * Registers through the router, then logs in with the same credentials, as the register page
 * does (registration itself signs no one in, so that it tells nothing about the email).
 */
export async function signUp(caller: Caller, input: Parameters<Caller['auth']['register']>[0]) {
  await caller.auth.register(input);
  return caller.auth.login({ email: input.email, password: input.password });
}

/** Headers of a same-origin JSON call from the browser client. */
export function browserHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    host: 'localhost:3000',
    origin: 'http://localhost:3000',
    'content-type': 'application/json',
    'x-forwarded-for': '203.0.113.7',
    ...extra,
  };
}

/** Number of rows in a table, for "nothing changed" assertions. */
export async function countRows(
  store: Store,
  table:
    | 'users'
    | 'access_tokens'
    | 'visitor_sessions'
    | 'rate_limit_hits'
    | 'stock'
    | 'carts'
    | 'cart_lines'
    | 'orders'
    | 'order_lines'
    | 'order_events'
    | 'payments'
    | 'mail_outbox',
): Promise<number> {
  const row = await store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
