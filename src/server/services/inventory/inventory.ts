// The only writer of stock (STYLE "one writer per fact", DESIGN.md §6 and §12): every change is a
// conditional update inside the caller's transaction, with quantities summed per SKU first, so two
// lines of one SKU cannot each pass a check the pair would fail, and no race can sell below zero.
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';

export interface StockItem {
  sku: string;
  quantity: number;
}

export interface Shortfall {
  sku: string;
  requested: number;
  /** Units left when the claim was refused. */
  left: number;
}

/** Quantities summed per SKU, sorted by SKU (a fixed lock order: no deadlock between claims). */
export function sumPerSku(items: readonly StockItem[]): StockItem[] {
  const sums = new Map<string, number>();
  for (const { sku, quantity } of items) {
    if (!Number.isSafeInteger(quantity) || quantity < 0) {
      throw new RangeError(`quantity of ${sku} must be a whole non-negative number`);
    }
    sums.set(sku, (sums.get(sku) ?? 0) + quantity);
  }
  return [...sums]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sku, quantity]) => ({ sku, quantity }));
}

/**
 * Claims every item (`left = left - n WHERE left >= n`, row count checked). Returns the SKUs that
 * had too little; when it returns any, the caller must roll its transaction back, which also
 * undoes the claims that did succeed.
 */
export async function claimStock(
  trx: Kysely<Database>,
  items: readonly StockItem[],
): Promise<Shortfall[]> {
  const shortfalls: Shortfall[] = [];
  const now = nowIso();
  for (const { sku, quantity } of sumPerSku(items)) {
    const result = await trx
      .updateTable('stock')
      .set((eb) => ({ left: eb(eb.ref('left'), '-', quantity), updated_at: now }))
      .where('sku', '=', sku)
      .where('left', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) continue;
    const row = await trx
      .selectFrom('stock')
      .select('left')
      .where('sku', '=', sku)
      .executeTakeFirst();
    shortfalls.push({ sku, requested: quantity, left: row?.left ?? 0 });
  }
  return shortfalls;
}

/** Gives claimed units back (a cancelled or expired order); the caller guarantees "once". */
export async function releaseStock(
  trx: Kysely<Database>,
  items: readonly StockItem[],
): Promise<void> {
  const now = nowIso();
  for (const { sku, quantity } of sumPerSku(items)) {
    await trx
      .updateTable('stock')
      .set((eb) => ({ left: eb(eb.ref('left'), '+', quantity), updated_at: now }))
      .where('sku', '=', sku)
      .execute();
  }
}

/** Units left per SKU; SKUs without a stock row are absent from the map. */
export async function stockLeft(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('stock')
    .select(['sku', 'left'])
    .where('sku', 'in', [...new Set(skus)])
    .execute();
  return new Map(rows.map((row) => [row.sku, Number(row.left)]));
}

/** Sets a SKU's level outright (operators' stock count; tests' starting positions). */
export async function setStockLevel(store: Store, sku: string, left: number): Promise<void> {
  if (!Number.isSafeInteger(left) || left < 0) throw new RangeError('stock must be ≥ 0');
  const now = nowIso();
  await store.db
    .insertInto('stock')
    .values({ sku, left, updated_at: now })
    .onConflict((oc) => oc.column('sku').doUpdateSet({ left, updated_at: now }))
    .execute();
  store.cache.invalidate('stock:');
}
