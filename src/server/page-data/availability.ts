// The booking page's seats, read through the server caller under SEATS_TAG: /dat-ve's HTML holds
// each bookable day's state, so the calendar is complete when it paints and the browser asks for
// nothing. Every committed change of seats expires the tag (services/inventory/seat-pages.ts),
// in a request or in a job; a short `revalidate` is only the safety net for a missed expiry.
// The server still refuses a seat that is gone, whatever the page said.
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { DayAvailability } from '@/lib/trpc/contract';
import { getServerCaller } from '../caller';
import { SEATS_TAG } from '../services/inventory/seat-pages';

export const SEATS_REVALIDATE_SECONDS = 60;

/** The days `from` … `to` with their seats; null when the store could not be read. */
export const loadBookableDays = unstable_cache(
  async (from: string, to: string): Promise<DayAvailability[] | null> => {
    try {
      const caller = await getServerCaller();
      return await caller.ticket.getAvailability({ from, to });
    } catch (error) {
      console.error('[tickets] ticket.getAvailability failed; the calendar loads it itself', error);
      return null;
    }
  },
  ['bookable-days'],
  { tags: [SEATS_TAG], revalidate: SEATS_REVALIDATE_SECONDS },
);
