// Carts (DESIGN.md §12): rows keyed by the guest id the browser keeps in `cart_session_id`, or by
// the signed-in user (`user:<id>`). Lines hold a SKU (or a priced service and its date) and a
// quantity only: every read prices them from the catalogue, and a line whose stock fell since it
// was added is answered capped at the stock left and flagged. Reads never write.
import type { Catalog, Sellable } from '@/content/projections';
import { addDays, vietnamDate } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { isFeatureEnabled } from '../site/flags/flags';
import { ADD_TO_CART_KEY, isTrueValue } from '@/lib/flags/flag-values';
import { getPublicSettingByKey } from '../site/settings/settings';
import { priceCart } from '@/lib/pricing/pricing';
import { stockLeft } from '../inventory/inventory';

export type Locale = 'vi' | 'en';

export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;
export const SERVICE_BOOKING_DAYS = 180;

/** Whose cart: a guest's (by the id its browser keeps) or a signed-in user's. */
export type CartOwner = { kind: 'guest'; cartId: string } | { kind: 'user'; userId: string };

export function cartKey(owner: CartOwner): string {
  return owner.kind === 'guest' ? owner.cartId : `user:${owner.userId}`;
}

export interface CartLineView {
  lineId: string;
  sku: string;
  kind: 'product' | 'service';
  name: string;
  optionsLabel: string | null;
  image: { src: string; alt: string };
  /** The product's or service's slug in the answer's locale, for a link to its page. */
  slug: string;
  serviceDate: string | null;
  unitPrice: number;
  /** The quantity priced: the one added, or the stock left when that is less. */
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
  /** True when stock fell below the quantity added since the line was added. */
  capped: boolean;
  /** Units that can be bought now (null for services: no stock limit). */
  available: number | null;
  /** Same as `available` (the name the browser's types use). */
  left: number | null;
}

export interface CartView {
  cartId: string;
  lines: CartLineView[];
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  currency: 'VND';
}

interface LineRow {
  id: string;
  sku: string;
  service_date: string | null;
  quantity: number;
}

function lineRows(db: Kysely<Database>, key: string): Promise<LineRow[]> {
  return db
    .selectFrom('cart_lines')
    .select(['id', 'sku', 'service_date', 'quantity'])
    .where('cart_id', '=', key)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
}

/**
 * Prices stored lines against the catalogue and today's stock; a line whose SKU is no longer in
 * content is left out.
 */
export async function priceLines(
  db: Kysely<Database>,
  catalog: Catalog,
  key: string,
  rows: readonly LineRow[],
  locale: Locale,
): Promise<CartView> {
  const known = rows.flatMap((row) => {
    const item = catalog.find(row.sku);
    return item ? [{ row, item }] : [];
  });
  const left = await stockLeft(
    db,
    known.filter(({ item }) => item.kind === 'product').map(({ item }) => item.sku),
  );
  const shaped = known.map(({ row, item }) => {
    const available = item.kind === 'product' ? (left.get(item.sku) ?? 0) : null;
    const quantity = available === null ? row.quantity : Math.min(row.quantity, available);
    return { row, item, available, quantity, capped: quantity < row.quantity };
  });
  const { lines, totals } = priceCart(
    shaped.map(({ item, quantity }) => ({
      unitPrice: item.unitPrice,
      quantity,
      tiers: item.tiers,
      ships: item.kind === 'product',
    })),
    catalog.shipping,
  );
  return {
    cartId: key,
    lines: shaped.map(({ row, item, available, quantity, capped }, index) => {
      const amounts = lines[index] ?? { subtotal: 0, discount: 0, total: 0 };
      return {
        lineId: row.id,
        sku: item.sku,
        kind: item.kind,
        name: item.name[locale],
        optionsLabel: item.optionsLabel[locale] || null,
        image: { src: item.image.src, alt: item.image.alt[locale] },
        slug: item.slug[locale],
        serviceDate: row.service_date,
        unitPrice: item.unitPrice,
        quantity,
        subtotal: amounts.subtotal,
        discount: amounts.discount,
        total: amounts.total,
        capped,
        available,
        left: available,
      };
    }),
    ...totals,
    currency: 'VND',
  };
}

export async function getCart(
  store: Store,
  catalog: Catalog,
  owner: CartOwner,
  locale: Locale = 'vi',
): Promise<CartView> {
  const key = cartKey(owner);
  return priceLines(store.db, catalog, key, await lineRows(store.db, key), locale);
}

/** spec §9: adding to the cart needs the flag and the setting `enable_add_to_cart` both "true". */
export async function assertCartEnabled(store: Store): Promise<void> {
  const [flag, setting] = await Promise.all([
    isFeatureEnabled(store, ADD_TO_CART_KEY, true),
    getPublicSettingByKey(store, ADD_TO_CART_KEY),
  ]);
  const enabled = flag.enabled && (setting === null || isTrueValue(setting.value));
  if (!enabled) throw new DomainError('cart-disabled');
}

function findSellable(catalog: Catalog, sku: string): Sellable {
  const item = catalog.find(sku);
  if (item) return item;
  if (catalog.isOnRequestService(sku)) throw new DomainError('product-on-request');
  throw new DomainError('product-not-found');
}

function checkServiceDate(
  item: Sellable,
  serviceDate: string | undefined,
  now: Date,
): string | null {
  if (item.kind === 'product') {
    if (serviceDate !== undefined) throw new DomainError('service-date-not-allowed');
    return null;
  }
  if (serviceDate === undefined) throw new DomainError('service-date-required');
  if (
    serviceDate < vietnamDate(now) ||
    serviceDate > addDays(vietnamDate(now), SERVICE_BOOKING_DAYS)
  )
    throw new DomainError('service-date-out-of-range');
  return serviceDate;
}

function stockConflict(item: Sellable, left: number, locale: Locale): DomainError {
  const name = item.optionsLabel[locale]
    ? `${item.name[locale]} (${item.optionsLabel[locale]})`
    : item.name[locale];
  return new DomainError('not-enough-stock', {
    lines: [{ sku: item.sku, name, left }],
  });
}

async function ensureCart(trx: Kysely<Database>, owner: CartOwner): Promise<string> {
  const key = cartKey(owner);
  const now = nowIso();
  await trx
    .insertInto('carts')
    .values({
      id: key,
      user_id: owner.kind === 'user' ? owner.userId : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ updated_at: now }))
    .execute();
  return key;
}

async function unitsLeft(trx: Kysely<Database>, sku: string): Promise<number> {
  return (await stockLeft(trx, [sku])).get(sku) ?? 0;
}

export interface AddItemInput {
  sku: string;
  quantity: number;
  serviceDate?: string;
}

export async function addItem(
  store: Store,
  catalog: Catalog,
  owner: CartOwner,
  input: AddItemInput,
  locale: Locale = 'vi',
  now: Date = new Date(),
): Promise<CartView> {
  const item = findSellable(catalog, input.sku);
  const serviceDate = checkServiceDate(item, input.serviceDate, now);
  await assertCartEnabled(store);
  return writeTransaction(store, async (trx) => {
    const key = await ensureCart(trx, owner);
    const rows = await lineRows(trx, key);
    const existing = rows.find((r) => r.sku === item.sku && r.service_date === serviceDate);
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    if (quantity > MAX_LINE_QUANTITY)
      throw new DomainError('cart-max-quantity', { max: MAX_LINE_QUANTITY });
    if (!existing && rows.length >= MAX_CART_LINES) throw new DomainError('cart-too-many-lines');
    if (item.kind === 'product') {
      const left = await unitsLeft(trx, item.sku);
      if (quantity > left) throw stockConflict(item, left, locale);
    }
    if (existing) {
      await trx.updateTable('cart_lines').set({ quantity }).where('id', '=', existing.id).execute();
    } else {
      await trx
        .insertInto('cart_lines')
        .values({
          id: newId(),
          cart_id: key,
          sku: item.sku,
          service_date: serviceDate,
          quantity,
          added_at: nowIso(),
        })
        .execute();
    }
    return priceLines(trx, catalog, key, await lineRows(trx, key), locale);
  });
}

export async function updateItem(
  store: Store,
  catalog: Catalog,
  owner: CartOwner,
  input: { lineId: string; quantity: number },
  locale: Locale = 'vi',
): Promise<CartView> {
  await assertCartEnabled(store);
  const key = cartKey(owner);
  return writeTransaction(store, async (trx) => {
    const line = await trx
      .selectFrom('cart_lines')
      .select(['id', 'sku'])
      .where('id', '=', input.lineId)
      .where('cart_id', '=', key)
      .executeTakeFirst();
    if (!line) throw new DomainError('cart-line-not-found');
    const item = findSellable(catalog, line.sku);
    if (item.kind === 'product') {
      const left = await unitsLeft(trx, item.sku);
      if (input.quantity > left) throw stockConflict(item, left, locale);
    }
    await trx
      .updateTable('cart_lines')
      .set({ quantity: input.quantity })
      .where('id', '=', line.id)
      .execute();
    await trx.updateTable('carts').set({ updated_at: nowIso() }).where('id', '=', key).execute();
    return priceLines(trx, catalog, key, await lineRows(trx, key), locale);
  });
}

export async function removeItem(
  store: Store,
  catalog: Catalog,
  owner: CartOwner,
  input: { lineId: string },
  locale: Locale = 'vi',
): Promise<CartView> {
  const key = cartKey(owner);
  return writeTransaction(store, async (trx) => {
    const result = await trx
      .deleteFrom('cart_lines')
      .where('id', '=', input.lineId)
      .where('cart_id', '=', key)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new DomainError('cart-line-not-found');
    return priceLines(trx, catalog, key, await lineRows(trx, key), locale);
  });
}

/**
 * On login: the guest cart's lines move into the user's cart (quantities summed per SKU and date,
 * capped at the stock left and at the line maximum), then the guest cart is deleted.
 */
export async function mergeCarts(
  store: Store,
  catalog: Catalog,
  guestCartId: string,
  userId: string,
  locale: Locale = 'vi',
): Promise<CartView> {
  const owner: CartOwner = { kind: 'user', userId };
  return writeTransaction(store, async (trx) => {
    const guestLines = await lineRows(trx, guestCartId);
    const key = await ensureCart(trx, owner);
    if (guestLines.length > 0) {
      const mine = await lineRows(trx, key);
      const left = await stockLeft(
        trx,
        guestLines.map((l) => l.sku),
      );
      let count = mine.length;
      for (const line of guestLines) {
        const item = catalog.find(line.sku);
        if (!item) continue;
        const existing = mine.find(
          (m) => m.sku === line.sku && m.service_date === line.service_date,
        );
        const cap = Math.min(
          MAX_LINE_QUANTITY,
          item.kind === 'product' ? (left.get(item.sku) ?? 0) : MAX_LINE_QUANTITY,
        );
        const quantity = Math.min(cap, (existing?.quantity ?? 0) + line.quantity);
        if (existing) {
          await trx
            .updateTable('cart_lines')
            .set({ quantity })
            .where('id', '=', existing.id)
            .execute();
        } else if (quantity > 0 && count < MAX_CART_LINES) {
          count += 1;
          await trx
            .insertInto('cart_lines')
            .values({
              id: newId(),
              cart_id: key,
              sku: line.sku,
              service_date: line.service_date,
              quantity,
              added_at: nowIso(),
            })
            .execute();
        }
      }
    }
    // The guest id stays in the browser; its cart starts empty again after the merge.
    await trx.deleteFrom('carts').where('id', '=', guestCartId).execute();
    return priceLines(trx, catalog, key, await lineRows(trx, key), locale);
  });
}

/** Units left per SKU for the product page's leaf (briefly cached: many pages ask at once). */
export async function getStockLevels(
  store: Store,
  catalog: Catalog,
  skus: readonly string[],
): Promise<{ sku: string; left: number }[]> {
  const known = [...new Set(skus)].filter((sku) => catalog.find(sku)?.kind === 'product').sort();
  if (known.length === 0) return [];
  const levels = await store.cache.getOrLoad(`stock:${known.join(',')}`, () =>
    stockLeft(store.db, known),
  );
  return known.map((sku) => ({ sku, left: levels.get(sku) ?? 0 }));
}

/** A guest cart nobody has touched for this long is deleted by the sweep (it holds no stock). */
export const GUEST_CART_RETENTION_DAYS = 30;

/**
 * Deletes guest carts (and, by cascade, their lines) last changed before `before`. Carts hold no
 * stock (stock is claimed when an order is placed), so nothing else changes. Users' carts stay.
 */
export async function deleteIdleGuestCarts(store: Store, before: Date): Promise<number> {
  const result = await store.db
    .deleteFrom('carts')
    .where('user_id', 'is', null)
    .where('id', 'like', 'guest_%')
    .where('updated_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
