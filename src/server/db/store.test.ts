import { sql } from 'kysely';
import { migrations } from './migrations';
import { migrateToLatest } from './migrate';
import { seedDefaults } from './seed';
import { writeTransaction } from './store';
import { describeEachDialect } from '../testing/stores';

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
