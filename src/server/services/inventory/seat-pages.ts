// Seats on the pre-rendered booking page: /dat-ve reads each day's seats under SEATS_TAG
// (src/server/page-data/availability.ts), and every committed change of seats (a ticket order
// placed, cancelled, expired, reinstated, exchanged or refunded; an operator's capacity, closure or
// reopening) drops the brief read cache and expires the tag, as stock does for the product pages
// (stock-pages.ts). The server still refuses a seat that is gone whatever a page said.
import type { Store } from '../../db/store';
import { refreshRegisteredPages } from '../site/page-tags';

export const SEATS_TAG = 'ticket-seats';
/** The brief read cache of seats (ticket.getAvailability, the console's calendar). */
export const SEATS_CACHE_PREFIX = 'seats:';

/**
 * After a commit that moved seats: the cached availability and the booking page are stale. Inside
 * a request or outside one (the minute's sweep, a script), the tag expires on every instance
 * (src/server/cache/expire-tags.mjs).
 */
export async function seatsChanged(store: Store): Promise<void> {
  store.cache.invalidate(SEATS_CACHE_PREFIX);
  await refreshRegisteredPages([SEATS_TAG]);
}
