// Bringing a store up to date: migrations, then the first-start seed. Used on server start
// (src/server/db/index.ts), by `npm run db:migrate` and by the integration tests. What comes from
// above the store (content's catalogue, the copying of old uploads) is handed in by the caller.
import { migrateToLatest } from './migrate';
import { seedDefaults, seedStock } from './seed';
import type { Store } from './store';

/** The part of the shop's catalogue the store is seeded from: each SKU's starting stock. */
export interface StockCatalog {
  products(): readonly { sku: string; initialStock: number }[];
}

export interface PrepareOptions {
  /** Copies into the store the uploads earlier versions wrote to disk; returns how many. */
  importUploads?: (store: Store) => Promise<number>;
}

export async function prepareStore(
  store: Store,
  catalog: StockCatalog,
  options: PrepareOptions = {},
): Promise<{ applied: string[]; seeded: boolean; importedUploads: number }> {
  const applied = await migrateToLatest(store);
  const seeded = await seedDefaults(store);
  // Every deploy: stock rows for SKUs of content that have none (content's `stock`).
  await seedStock(store, catalog.products());
  const importedUploads = options.importUploads ? await options.importUploads(store) : 0;
  store.cache.invalidate('');
  return { applied, seeded, importedUploads };
}
