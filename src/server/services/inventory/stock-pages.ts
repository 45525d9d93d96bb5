// Stock on the pre-rendered product pages: the page reads store stock under
// STOCK_TAG (src/server/page-data/stock.ts), and every committed stock change expires the tag,
// as the console's writes do for theirs (page-tags.ts, DESIGN.md §5 and §19), through the
// revalidation the process registered (none in scripts).
import type { Store } from '../../db/store';
import { refreshRegisteredPages } from '../site/page-tags';

export const STOCK_TAG = 'stock';
/** The brief read cache of stock levels (cart.getStock). */
export const STOCK_CACHE_PREFIX = 'stock:';

/**
 * After a commit that moved stock (an order placed, cancelled or reinstated; an operator's level):
 * the cached levels and the product pages are stale. Inside a request or outside one (the minute's
 * sweep, a script), the tag expires on every instance (src/server/cache/expire-tags.mjs).
 */
export async function stockChanged(store: Store): Promise<void> {
  store.cache.invalidate(STOCK_CACHE_PREFIX);
  await refreshRegisteredPages([STOCK_TAG]);
}
