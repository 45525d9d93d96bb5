// Bringing a store up to date: migrations, then the first-start seed. Used on server start
// (src/instrumentation.ts), by `npm run db:migrate` and by the integration tests.
import { getCatalog } from '../services/cart/catalog';
import { importUploadFiles } from '../services/uploads/avatar';
import { migrateToLatest } from './migrate';
import { seedDefaults, seedStock } from './seed';
import type { Store } from './store';

export interface PrepareOptions {
  /** Where earlier versions wrote uploads: their bytes are copied into the store. */
  uploadsDir?: string;
}

export async function prepareStore(
  store: Store,
  options: PrepareOptions = {},
): Promise<{ applied: string[]; seeded: boolean; importedUploads: number }> {
  const applied = await migrateToLatest(store);
  const seeded = await seedDefaults(store);
  // Every deploy: stock rows for SKUs of content that have none (content's `stock`).
  await seedStock(store, getCatalog().products());
  const importedUploads = options.uploadsDir
    ? await importUploadFiles(store, options.uploadsDir)
    : 0;
  store.cache.invalidate('');
  return { applied, seeded, importedUploads };
}
