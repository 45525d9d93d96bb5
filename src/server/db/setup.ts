// Bringing a store up to date: migrations, then the first-start seed. Used on server start
// (src/instrumentation.ts), by `npm run db:migrate` and by the integration tests.
import { getCatalog } from '../services/cart/catalog';
import { migrateToLatest } from './migrate';
import { seedDefaults, seedStock } from './seed';
import type { Store } from './store';

export async function prepareStore(store: Store): Promise<{ applied: string[]; seeded: boolean }> {
  const applied = await migrateToLatest(store);
  const seeded = await seedDefaults(store);
  // Every start: stock rows for SKUs of content that have none (content's `stock`).
  await seedStock(store, getCatalog().products());
  store.cache.invalidate('');
  return { applied, seeded };
}
