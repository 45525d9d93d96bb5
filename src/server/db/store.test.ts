import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import { migrateToLatest } from './migrate';
import { prepareStore } from './setup';
import { getCatalog } from '../services/cart/catalog';
import { seedDefaults } from './seed';
import { openStore, writeTransaction } from './store';
import { describeEachDialect } from '@/testing/stores';

describeEachDialect('The store', ({ dialect, store }) => {
  it('has every migration applied once and re-running migrations applies nothing', async () => {
    const rows = await store().db.selectFrom('schema_migrations').select('name').execute();
    expect(rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
    await expect(migrateToLatest(store())).resolves.toEqual([]);
  });

  it('seeds the defaults once: a second seed adds nothing and does not restore deleted rows', async () => {
    await store().db.deleteFrom('feature_flags').where('key', '=', 'enable_add_to_cart').execute();
    await expect(seedDefaults(store())).resolves.toBe(false);
    const flags = await store().db.selectFrom('feature_flags').select('key').execute();
    expect(flags).toEqual([]);
    const themes = await store().db.selectFrom('themes').select('id').execute();
    expect(themes).toHaveLength(1);
  });

  it('rolls a write transaction back entirely when its work throws', async () => {
    await expect(
      writeTransaction(store(), async (trx) => {
        await trx.insertInto('store_meta').values({ key: 'rollback-probe', value: 'x' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await store()
      .db.selectFrom('store_meta')
      .select('key')
      .where('key', '=', 'rollback-probe')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  if (dialect === 'sqlite') {
    it('opens SQLite in WAL mode with synchronous=FULL and a busy timeout', async () => {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store().db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(store().db);
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(store().db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      expect(sync.rows[0]?.synchronous).toBe(2);
      expect(busy.rows[0]?.timeout).toBeGreaterThan(0);
    });
  }
});

describe('Several processes starting on one new SQLite file', () => {
  jest.setTimeout(60_000);

  it('apply the migration and the seed exactly once between them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-race-'));
    const file = path.join(dir, 'store.sqlite');
    const cli = path.join(__dirname, '../../testing/prepare-store-cli.ts');
    try {
      const runs = await Promise.all(
        [1, 2, 3].map(() =>
          promisify(execFile)(process.execPath, ['--import', 'tsx', cli, file], {
            cwd: path.join(__dirname, '../../..'),
          }),
        ),
      );
      const results = runs.map(
        (run) => JSON.parse(run.stdout) as { applied: string[]; seeded: boolean },
      );
      expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);

      const store = openStore({ sqlitePath: file });
      const themes = await store.db.selectFrom('themes').select('id').execute();
      const migrationsApplied = await store.db
        .selectFrom('schema_migrations')
        .select('name')
        .execute();
      await store.close();
      expect(themes).toHaveLength(1);
      expect(migrationsApplied).toHaveLength(migrations.length);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)(
  `Several servers starting on one new PostgreSQL schema${pgUrl ? '' : ' — skipped: TEST_DATABASE_URL is not set'}`,
  () => {
    it('apply the migration and the seed exactly once between them', async () => {
      const url = pgUrl ?? '';
      const schema = `race_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const stores = [1, 2, 3].map(() => openStore({ databaseUrl: url, pgSchema: schema }));
      try {
        const results = await Promise.all(stores.map((store) => prepareStore(store, getCatalog())));
        expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);
        expect(results.filter((r) => r.seeded)).toHaveLength(1);
        const themes = await stores[0]?.db.selectFrom('themes').select('id').execute();
        expect(themes).toHaveLength(1);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    });
  },
);
