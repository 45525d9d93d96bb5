// The booking page's choice in its address: `?day=2026-12-10&ve-nguoi-lon=2&ve-tre-em=1`. Ticket
// type ids are the same in both locales, so the language switch carries the booking over.
import { isDay } from '@/lib/calendar';
import { clampQuantity } from './ticket-quote';

export interface BookingChoice {
  day: string | null;
  /** Ticket type id → quantity; types not chosen are absent. */
  quantities: Record<string, number>;
}

const DAY_KEY = 'day';
/** A price's link names one type and how many (`?type=ve-nguoi-lon&qty=1`). */
export const TYPE_KEY = 'type';
export const QTY_KEY = 'qty';

/** The choice in `query`, with unknown types, bad days and bad numbers dropped; null when none. */
export function bookingFromQuery(
  query: URLSearchParams,
  typeIds: readonly string[],
): BookingChoice | null {
  const rawDay = query.get(DAY_KEY);
  const day = rawDay && isDay(rawDay) ? rawDay : null;
  const quantities: Record<string, number> = {};
  for (const id of typeIds) {
    const raw = query.get(id);
    if (raw === null || !/^\d{1,4}$/.test(raw)) continue;
    const quantity = clampQuantity(Number(raw));
    if (quantity > 0) quantities[id] = quantity;
  }
  return day || Object.keys(quantities).length ? { day, quantities } : null;
}

/** The query entries for `choice` (null removes a key), for every known type. */
export function bookingQueryEntries(
  choice: BookingChoice,
  typeIds: readonly string[],
): Record<string, string | null> {
  const entries: Record<string, string | null> = { [DAY_KEY]: choice.day };
  for (const id of typeIds) {
    const quantity = choice.quantities[id] ?? 0;
    entries[id] = quantity > 0 ? String(quantity) : null;
  }
  return entries;
}

/**
 * A price's "Đặt vé" link: `?type=ve-nguoi-lon&qty=1` preselects one type. An unknown type is
 * ignored; a missing or malformed quantity is 1, and any quantity is kept within 1…MAX_PER_TYPE.
 */
export function preselectionFromQuery(
  query: URLSearchParams,
  typeIds: readonly string[],
): Record<string, number> | null {
  const type = query.get(TYPE_KEY);
  if (!type || !typeIds.includes(type)) return null;
  const raw = query.get(QTY_KEY);
  const quantity = raw !== null && /^\d{1,4}$/.test(raw) ? clampQuantity(Number(raw)) : 1;
  return { [type]: Math.max(1, quantity) };
}

/** The link from a price to the booking page with that ticket type chosen. */
export function bookingLinkQuery(typeId: string, quantity = 1): string {
  return new URLSearchParams({ [TYPE_KEY]: typeId, [QTY_KEY]: String(quantity) }).toString();
}
