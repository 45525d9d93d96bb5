// The booking calendar's rules as pure functions over `YYYY-MM-DD` days (DESIGN §13): the
// bookable range is ./bookable-range.ts's, the day arithmetic src/lib/calendar's; each day open,
// few left, sold out or closed from `ticket.getAvailability`, laid out in month grids.
import { addDays, addMonths, monthOf, weekdayIndex } from '@/lib/calendar';
import type { DayAvailability } from '@/lib/trpc/contract';
import type { TicketLine } from './ticket-schemas';

/** A day shows "few left" from this share of its capacity down (or 20 seats, whichever is more). */
const FEW_LEFT_SHARE = 0.1;
const FEW_LEFT_MIN = 20;

export type DayState = 'open' | 'few' | 'soldOut' | 'closed';

/**
 * A day's state for the types the visitor is buying (all types while none is chosen), so that no
 * day says "Còn chỗ" for a choice it cannot take: a day where any chosen type is sold out is sold
 * out for that choice, and with nothing chosen a day where some type is sold out is "few left".
 * A day outside the range, or missing from the answer, is closed.
 */
export function dayState(
  availability: DayAvailability | undefined,
  ticketTypes: readonly string[],
): DayState {
  if (!availability || availability.closed) return 'closed';
  const types = ticketTypes.length
    ? availability.types.filter((t) => ticketTypes.includes(t.ticketType))
    : availability.types;
  if (!types.length) return 'closed';
  const full = types.filter((t) => t.left <= 0).length;
  if (full === types.length || (ticketTypes.length > 0 && full > 0)) return 'soldOut';
  if (full > 0) return 'few';
  let left = 0;
  let capacity = 0;
  for (const type of types) {
    left += Math.max(0, type.left);
    capacity += type.capacity;
  }
  return left <= Math.max(FEW_LEFT_MIN, capacity * FEW_LEFT_SHARE) ? 'few' : 'open';
}

/** Seats left of one type on a day (0 when the day is closed); undefined when not known. */
export function seatsLeft(
  availability: DayAvailability | undefined,
  ticketType: string,
): number | undefined {
  if (!availability) return undefined;
  if (availability.closed) return 0;
  const type = availability.types.find((t) => t.ticketType === ticketType);
  return type ? Math.max(0, type.left) : undefined;
}

export function isChoosable(state: DayState): boolean {
  return state === 'open' || state === 'few';
}

/** The lines a day cannot cover, with the seats it has left for each. */
export function shortLines(
  availability: DayAvailability | undefined,
  lines: readonly TicketLine[],
): { ticketType: string; left: number }[] {
  return lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      ticketType: line.ticketType,
      left: Math.max(
        0,
        availability?.types.find((t) => t.ticketType === line.ticketType)?.left ?? 0,
      ),
      quantity: line.quantity,
    }))
    .filter((line) => availability?.closed || line.left < line.quantity)
    .map(({ ticketType, left }) => ({ ticketType, left: availability?.closed ? 0 : left }));
}

/** The weeks (Monday first) of the month a day falls in; `null` pads the days of other months. */
export function monthGrid(day: string): (string | null)[][] {
  const first = `${monthOf(day)}-01`;
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let current = first; monthOf(current) === monthOf(day); current = addDays(current, 1)) {
    week.push(current);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

export function clampDay(day: string, first: string, last: string): string {
  if (day < first) return first;
  if (day > last) return last;
  return day;
}

/** Where a key moves the focused day in the grid (null: the key is not the grid's). */
export function moveByKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}
