// Races "from two processes on one SQLite file" (as two servers would): a migrated store file the
// suite and its child processes share, and a child run of a burst CLI whose last stdout line is
// its JSON summary.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareStore } from '@/server/db/setup';
import { openStore, type Store } from '@/server/db/store';
import { getCatalog } from '@/server/services/cart/catalog';

const ROOT = path.join(__dirname, '../..');

/** Registers beforeAll/afterAll for a fresh store file; read `file` and `store` inside tests. */
export function sqliteFileSuite(prefix: string): { file(): string; store(): Store } {
  let dir = '';
  let store: Store | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    store = openStore({ sqlitePath: path.join(dir, 'store.sqlite') });
    await prepareStore(store, getCatalog());
  });
  afterAll(async () => {
    await store?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    file: () => path.join(dir, 'store.sqlite'),
    store() {
      if (!store) throw new Error('store used outside a test');
      return store;
    },
  };
}

/** Runs `cli` (a path) in a child Node with `args`, answering its JSON summary. */
export async function runBurstChild<T>(cli: string, args: readonly string[]): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', cli, ...args],
    { cwd: ROOT, maxBuffer: 10 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as T;
}
