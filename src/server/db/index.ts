// The app's store: opened once per server process from env.ts, migrated and seeded before first
// use. Kept on globalThis so the dev server's module reloads do not open a second connection.
import 'server-only';
import { env } from '@/env';
import { prepareStore } from './setup';
import { openStore, type Store } from './store';

const globalStore = globalThis as typeof globalThis & { __appStore?: Promise<Store> };

/** The ready (migrated + seeded) store of this process. */
export function getStore(): Promise<Store> {
  globalStore.__appStore ??= (async () => {
    const store = openStore({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    try {
      await prepareStore(store);
    } catch (error) {
      // Let the next caller retry instead of caching the failure for the life of the process.
      globalStore.__appStore = undefined;
      await store
        .close()
        .catch((closeError: unknown) => console.error('[store] close failed', closeError));
      throw error;
    }
    return store;
  })();
  return globalStore.__appStore;
}
