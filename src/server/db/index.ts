// The app's store: opened once per server process from env.ts (this module is the wiring: it hands
// prepareStore the content's catalogue and the uploads copy). Kept on globalThis so the dev
// server's module reloads do not open a second connection.
// - A production server checks that the store is migrated and refuses to serve it otherwise:
//   migrating is a deploy step (`npm run db:migrate`), run once per deployment, not by each of
//   several instances as it starts (DESIGN.md §18–19).
// - The dev server migrates and seeds as it opens the store, as a newcomer expects.
// - The build never opens it: a page that reads the store renders on its first request and is
//   cached from then on (its generateStaticParams lists nothing), so no store's data is baked into
//   the build and no build touches a production database.
import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { env } from '@/env';
import { onShutdown } from '../shutdown.mjs';
import { publishInvalidation, subscribeInvalidations } from '../cache/invalidation-bus.mjs';
import { expireTag, revalidatePagesWith } from '../services/site/page-tags';
import { assertMigrated } from './migrate';
import { getCatalog } from '../services/cart/catalog';
import { importUploadFiles } from '../services/uploads/avatar';
import { prepareStore } from './setup';
import { openStore, type Store } from './store';

const globalStore = globalThis as typeof globalThis & { __appStore?: Promise<Store> };

/** The ready store of this process (migrated: checked in production, applied in development). */
export function getStore(): Promise<Store> {
  // NEXT_PHASE is set by Next itself, not configuration (so not through env.ts).
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return Promise.reject(
      new Error(
        'The build opened the store: a page that reads it must render on request ' +
          '(generateStaticParams returns no params; DESIGN.md §18).',
      ),
    );
  }
  globalStore.__appStore ??= (async () => {
    const store = openStore({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    try {
      if (env.NODE_ENV === 'production') await assertMigrated(store);
      else {
        const uploadsDir = env.UPLOADS_DIR;
        await prepareStore(store, getCatalog(), {
          importUploads: (s) => importUploadFiles(s, uploadsDir),
        });
      }
    } catch (error) {
      // Let the next caller retry instead of caching the failure for the life of the process.
      globalStore.__appStore = undefined;
      await store
        .close()
        .catch((closeError: unknown) => console.error('[store] close failed', closeError));
      throw error;
    }
    onShutdown(closeStore);
    // Several instances (REDIS_URL): each one's writes drop the others' cached reads at once.
    store.cache.tellOthersWith(publishInvalidation);
    subscribeInvalidations((prefix) => store.cache.invalidateHere(prefix));
    // This process serves the pages: a committed change of stock or seats expires their tag.
    revalidatePagesWith(expireTag);
    return store;
  })();
  return globalStore.__appStore;
}

/** Closes this process's store (graceful shutdown); a later getStore() opens it again. */
export async function closeStore(): Promise<void> {
  const opening = globalStore.__appStore;
  globalStore.__appStore = undefined;
  if (!opening) return;
  // The store is closed by whoever opened it; a failed opening has closed its own.
  const store = await opening.catch(() => null);
  await store?.close();
}
