// Server start (instrumentation register) prepares the store named by the environment, and the
// Server Component caller reads from that same store. A production server only checks the store
// (migrating is a deploy step), refuses an unsafe deployment, and the build opens nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from './server/db/store';

jest.setTimeout(30_000);

describe('Server start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'instrumentation-'));
  const file = path.join(dir, 'nested', 'store.sqlite');
  const saved = { ...process.env };

  afterAll(async () => {
    // What a server's shutdown closes: the minute's sweeps register() scheduled, which would
    // otherwise run on in this jest worker after the file's environment is gone, and the store.
    const closers = (globalThis as Record<symbol, Set<() => Promise<void>> | undefined>)[
      Symbol.for('storefront.closers')
    ];
    await Promise.allSettled([...(closers ?? [])].map((close) => close()));
    const store = await (globalThis as { __appStore?: Promise<Store> }).__appStore;
    await store?.close();
    (globalThis as { __appStore?: Promise<Store> }).__appStore = undefined;
    process.env = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates, migrates and seeds the SQLite file from SQLITE_PATH in the Node runtime', async () => {
    process.env = { ...saved, NEXT_RUNTIME: 'nodejs', SQLITE_PATH: file, DATABASE_URL: '' };
    (globalThis as { __appStore?: Promise<Store> }).__appStore = undefined;
    await jest.isolateModulesAsync(async () => {
      const { register } = await import('./instrumentation');
      await register();
      expect(fs.existsSync(file)).toBe(true);

      const { getServerCaller } = await import('./server/caller');
      const caller = await getServerCaller();
      expect(
        await caller.featureFlags.isFeatureEnabled({
          key: 'enable_add_to_cart',
          defaultValue: false,
        }),
      ).toEqual({
        key: 'enable_add_to_cart',
        enabled: true,
      });
      expect((await caller.logo.getActiveLogo({ type: 'logo' }))?.darkModeUrl).toBe(
        '/brand/logo-dark.svg',
      );
    });
  });

  async function startProduction(env: Record<string, string>): Promise<unknown> {
    process.env = { ...saved, NEXT_RUNTIME: 'nodejs', DATABASE_URL: '', ...env };
    (globalThis as { __appStore?: Promise<Store> }).__appStore = undefined;
    let failure: unknown = null;
    await jest.isolateModulesAsync(async () => {
      const { register } = await import('./instrumentation');
      await register().catch((error: unknown) => {
        failure = error;
      });
    });
    return failure;
  }

  it('refuses, in production, to serve a store that is not migrated, naming db:migrate', async () => {
    const fresh = path.join(dir, 'unmigrated.sqlite');
    const failure = await startProduction({ NODE_ENV: 'production', SQLITE_PATH: fresh });
    expect(String(failure)).toMatch(
      /not migrated: \d+ pending \(0001-initial, .*npm run db:migrate/,
    );
    // Checked, not changed.
    const { openStore } = await import('./server/db/store');
    const store = openStore({ sqlitePath: fresh });
    const { pendingMigrations } = await import('./server/db/migrate');
    expect((await pendingMigrations(store)).length).toBeGreaterThan(5);
    await store.close();
  });

  it('serves, in production, a store that db:migrate prepared', async () => {
    const failure = await startProduction({ NODE_ENV: 'production', SQLITE_PATH: file });
    expect(failure).toBeNull();
  });

  it('refuses a public SITE_URL or a DATABASE_URL without TICKET_SIGNING_KEY, naming it', async () => {
    const unsafe: Record<string, string>[] = [
      { SITE_URL: 'https://captreonuimay.vn' },
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    ];
    for (const env of unsafe) {
      const failure = await startProduction({ NODE_ENV: 'production', SQLITE_PATH: file, ...env });
      expect(String(failure)).toMatch(/TICKET_SIGNING_KEY is not set/);
    }
  });

  it('opens no store during `next build`', async () => {
    const built = path.join(dir, 'build.sqlite');
    const failure = await startProduction({
      NODE_ENV: 'production',
      NEXT_PHASE: 'phase-production-build',
      SQLITE_PATH: built,
    });
    expect(failure).toBeNull();
    expect(fs.existsSync(built)).toBe(false);
    await jest.isolateModulesAsync(async () => {
      const { getStore } = await import('./server/db');
      await expect(getStore()).rejects.toThrow(/The build opened the store/);
    });
    expect(fs.existsSync(built)).toBe(false);
  });

  it('does nothing in the edge runtime', async () => {
    process.env = { ...saved, NEXT_RUNTIME: 'edge', SQLITE_PATH: path.join(dir, 'edge.sqlite') };
    await jest.isolateModulesAsync(async () => {
      const { register } = await import('./instrumentation');
      await register();
    });
    expect(fs.existsSync(path.join(dir, 'edge.sqlite'))).toBe(false);
  });
});
