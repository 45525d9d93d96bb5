// Availability for the booking calendar (`ticket.getAvailability`, DESIGN.md §13, §17): per day
// and ticket type, capacity and seats left, from one query over the range (days without a row
// have the content's default), cached briefly in store.cache and dropped on every claim/release.
import type { TicketCatalog } from '@/content/projections';
import { addDays, daysBetween, vietnamClock } from '@/lib/calendar';
import { AVAILABILITY_MAX_DAYS, bookableRange } from '@/lib/tickets/bookable-range';
import type { Store } from '../../db/store';
import { DomainError } from '../errors';
import { seatRows } from '../inventory/inventory';
import { SEATS_CACHE_PREFIX } from '../inventory/seat-pages';

export interface DayAvailability {
  date: string;
  /** Nothing can be booked that day (closed by operators, or today after closing time). */
  closed: boolean;
  types: { ticketType: string; capacity: number; left: number }[];
}

/** Checks the range: real dates, from ≤ to, within today … today + 60, at most 61 days. */
export function assertAvailabilityRange(range: { from: string; to: string }, now: Date): void {
  const today = vietnamClock(now).date;
  const ok =
    range.from <= range.to &&
    range.from >= today &&
    range.to <= addDays(today, AVAILABILITY_MAX_DAYS - 1) &&
    daysBetween(range.from, range.to) < AVAILABILITY_MAX_DAYS;
  if (!ok) {
    throw new DomainError('date-out-of-range');
  }
}

export function getAvailability(
  store: Store,
  catalog: TicketCatalog,
  range: { from: string; to: string },
  now: Date = new Date(),
): Promise<DayAvailability[]> {
  assertAvailabilityRange(range, now);
  const { first } = bookableRange(now, catalog.closes);
  return store.cache.getOrLoad(
    `${SEATS_CACHE_PREFIX}availability:${range.from}:${range.to}:${first}`,
    async () => {
      const rows = await seatRows(store.db, range.from, range.to);
      const byKey = new Map(rows.map((row) => [`${row.visitDate}|${row.ticketType}`, row]));
      const days: DayAvailability[] = [];
      for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
        const types = catalog.types().map((type) => {
          const row = byKey.get(`${date}|${type.id}`);
          const capacity = row ? row.capacity : type.dailyCapacity;
          const left = row?.closed ? 0 : Math.max(0, capacity - (row?.sold ?? 0));
          return { ticketType: type.id, capacity, left, closed: row?.closed ?? false };
        });
        days.push({
          date,
          closed: date < first || types.every((t) => t.closed),
          types: types.map(({ ticketType, capacity, left }) => ({ ticketType, capacity, left })),
        });
      }
      return days;
    },
  );
}
