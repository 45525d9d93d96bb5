// Units left per SKU for the product pages, read through the server caller under STOCK_TAG: the
// pre-rendered page (its variant table, availability and JSON-LD offers) says what the store says,
// and every committed stock change expires the tag (services/inventory/stock-pages.ts). A short
// `revalidate` is the safety net for changes made outside a request (the minute's sweep).
import 'server-only';
import { unstable_cache } from 'next/cache';
import { getServerCaller } from '../caller';
import { STOCK_TAG } from '../services/inventory/stock-pages';

export const STOCK_REVALIDATE_SECONDS = 60;

/**
 * Units left per SKU; null when the store could not be read (the page then shows nothing in
 * stock). For a product list pass its SKUs as one call: the cache key is the list.
 */
export const loadStockLevels = unstable_cache(
  async (skus: string[]): Promise<Record<string, number> | null> => {
    try {
      const caller = await getServerCaller();
      const found: Record<string, number> = {};
      // cart.getStock takes at most 50 SKUs a call; a listing page may show more.
      for (let start = 0; start < skus.length; start += 50) {
        const batch = skus.slice(start, start + 50);
        for (const { sku, left } of await caller.cart.getStock({ skus: batch })) found[sku] = left;
      }
      return found;
    } catch (error) {
      console.error('[stock] cart.getStock failed; the page shows no variant in stock', error);
      return null;
    }
  },
  ['stock-levels'],
  { tags: [STOCK_TAG], revalidate: STOCK_REVALIDATE_SECONDS },
);
