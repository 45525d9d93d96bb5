// Server start (instrumentation register) prepares the store named by the environment, and the
// Server Component caller reads from that same store.
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

  it('does nothing in the edge runtime', async () => {
    process.env = { ...saved, NEXT_RUNTIME: 'edge', SQLITE_PATH: path.join(dir, 'edge.sqlite') };
    await jest.isolateModulesAsync(async () => {
      const { register } = await import('./instrumentation');
      await register();
    });
    expect(fs.existsSync(path.join(dir, 'edge.sqlite'))).toBe(false);
  });
});
