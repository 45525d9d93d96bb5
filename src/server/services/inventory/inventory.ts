// The only writer of stock (STYLE "one writer per fact", DESIGN.md §6 and §12): every change is a
// conditional update inside the caller's transaction, with quantities summed per SKU first, so two
// lines of one SKU cannot each pass a check the pair would fail, and no race can sell below zero.
import { seatsChanged } from './seat-pages';
import { stockChanged } from './stock-pages';
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
  await stockChanged(store);
}

/* ---------------------------------------------------------------------------------------------
 * Seats: daily capacity per ticket type (DESIGN.md §13). A day's row is created lazily from the
 * content's `dailyCapacity` (`INSERT … ON CONFLICT DO NOTHING`), then claimed by the conditional
 * update `sold = sold + n WHERE closed = 0 AND sold + n <= capacity`, inside the order's
 * transaction. Callers call `seatsChanged` (seat-pages.ts) after commit.
 * ------------------------------------------------------------------------------------------- */

export interface SeatItem {
  ticketType: string;
  visitDate: string;
  quantity: number;
}

export interface SeatShortfall {
  ticketType: string;
  visitDate: string;
  requested: number;
  /** Seats left when the claim was refused (0 on a closed day). */
  left: number;
  closed: boolean;
}

/** Quantities summed per (type, date), sorted: a fixed lock order, as sumPerSku. */
export function sumPerSeat(items: readonly SeatItem[]): SeatItem[] {
  const sums = new Map<string, SeatItem>();
  for (const item of items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 0) {
      throw new RangeError(`quantity of ${item.ticketType} must be a whole non-negative number`);
    }
    const key = `${item.visitDate}|${item.ticketType}`;
    const sum = sums.get(key);
    if (sum) sum.quantity += item.quantity;
    else sums.set(key, { ...item });
  }
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, item]) => item)
    .filter((item) => item.quantity > 0);
}

/**
 * Claims seats for every item; `capacityOf` gives a type's content default for days without a
 * row. Returns what could not be claimed; when it returns any, the caller must roll back.
 */
export async function claimSeats(
  trx: Kysely<Database>,
  items: readonly SeatItem[],
  capacityOf: (ticketType: string) => number,
): Promise<SeatShortfall[]> {
  const shortfalls: SeatShortfall[] = [];
  const now = nowIso();
  for (const { ticketType, visitDate, quantity } of sumPerSeat(items)) {
    await trx
      .insertInto('ticket_capacity')
      .values({
        ticket_type: ticketType,
        visit_date: visitDate,
        capacity: capacityOf(ticketType),
        sold: 0,
        closed: 0,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['ticket_type', 'visit_date']).doNothing())
      .execute();
    const result = await trx
      .updateTable('ticket_capacity')
      .set((eb) => ({ sold: eb(eb.ref('sold'), '+', quantity), updated_at: now }))
      .where('ticket_type', '=', ticketType)
      .where('visit_date', '=', visitDate)
      .where('closed', '=', 0)
      .where((eb) => eb(eb(eb.ref('sold'), '+', quantity), '<=', eb.ref('capacity')))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) continue;
    const row = await trx
      .selectFrom('ticket_capacity')
      .select(['capacity', 'sold', 'closed'])
      .where('ticket_type', '=', ticketType)
      .where('visit_date', '=', visitDate)
      .executeTakeFirst();
    const closed = Number(row?.closed ?? 0) === 1;
    shortfalls.push({
      ticketType,
      visitDate,
      requested: quantity,
      left: closed || !row ? 0 : Math.max(0, Number(row.capacity) - Number(row.sold)),
      closed,
    });
  }
  return shortfalls;
}

/** Gives claimed seats back (a cancelled, expired, exchanged or refunded ticket); once is the caller's. */
export async function releaseSeats(
  trx: Kysely<Database>,
  items: readonly SeatItem[],
): Promise<void> {
  const now = nowIso();
  for (const { ticketType, visitDate, quantity } of sumPerSeat(items)) {
    await trx
      .updateTable('ticket_capacity')
      .set((eb) => ({ sold: eb(eb.ref('sold'), '-', quantity), updated_at: now }))
      .where('ticket_type', '=', ticketType)
      .where('visit_date', '=', visitDate)
      .where('sold', '>=', quantity)
      .execute();
  }
}

export interface SeatRow {
  ticketType: string;
  visitDate: string;
  capacity: number;
  sold: number;
  closed: boolean;
}

/** Every stored day row between two dates (inclusive), in one query. */
export async function seatRows(db: Kysely<Database>, from: string, to: string): Promise<SeatRow[]> {
  const rows = await db
    .selectFrom('ticket_capacity')
    .select(['ticket_type', 'visit_date', 'capacity', 'sold', 'closed'])
    .where('visit_date', '>=', from)
    .where('visit_date', '<=', to)
    .execute();
  return rows.map((row) => ({
    ticketType: row.ticket_type,
    visitDate: row.visit_date,
    capacity: Number(row.capacity),
    sold: Number(row.sold),
    closed: Number(row.closed) === 1,
  }));
}

/**
 * Sets a day's capacity for one type and/or closes or opens it (operators; tests' starting
 * positions). Capacity never goes below what is sold.
 */
export async function setDayCapacity(
  store: Store,
  day: { ticketType: string; visitDate: string; capacity?: number; closed?: boolean },
  defaultCapacity: number,
): Promise<void> {
  const now = nowIso();
  await store.db
    .insertInto('ticket_capacity')
    .values({
      ticket_type: day.ticketType,
      visit_date: day.visitDate,
      capacity: defaultCapacity,
      sold: 0,
      closed: 0,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['ticket_type', 'visit_date']).doNothing())
    .execute();
  if (day.capacity !== undefined) {
    if (!Number.isSafeInteger(day.capacity) || day.capacity < 0) {
      throw new RangeError('capacity must be ≥ 0');
    }
    const result = await store.db
      .updateTable('ticket_capacity')
      .set({ capacity: day.capacity, updated_at: now })
      .where('ticket_type', '=', day.ticketType)
      .where('visit_date', '=', day.visitDate)
      .where('sold', '<=', day.capacity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new RangeError('capacity below seats sold');
  }
  if (day.closed !== undefined) {
    await store.db
      .updateTable('ticket_capacity')
      .set({ closed: day.closed ? 1 : 0, updated_at: now })
      .where('ticket_type', '=', day.ticketType)
      .where('visit_date', '=', day.visitDate)
      .execute();
  }
  await seatsChanged(store);
}
