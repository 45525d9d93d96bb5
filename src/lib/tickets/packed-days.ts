// The booking page's seats as a compact prop: the calendar's 61 days × every ticket type as
// `{ date, closed, types: [{ ticketType, capacity, left }] }` is about 20 kB in the page's
// payload; as numbers in the ticket types' order it is a tenth of that. The client leaf unpacks
// it into the shape `ticket.getAvailability` answers, so the calendar reads one kind of day.
import { addDays } from '@/lib/calendar';
import type { DayAvailability } from '@/lib/trpc/contract';

export interface PackedDays {
  /** The first day; each row is the next day. */
  from: string;
  /** The ticket types, in the order of each row's pairs. */
  types: string[];
  /** Per day: closed (1) or not (0), then capacity and seats left per type. */
  rows: number[][];
}

/**
 * Packs consecutive days. Null when they are not consecutive or do not all list the same types
 * in the same order: the page then ships no seats and the calendar asks for them.
 */
export function packDays(days: readonly DayAvailability[]): PackedDays | null {
  const first = days[0];
  if (!first) return null;
  const types = first.types.map((type) => type.ticketType);
  const rows: number[][] = [];
  for (const [index, day] of days.entries()) {
    const sameTypes =
      day.types.length === types.length &&
      day.types.every((type, at) => type.ticketType === types[at]);
    if (day.date !== addDays(first.date, index) || !sameTypes) return null;
    rows.push([day.closed ? 1 : 0, ...day.types.flatMap((type) => [type.capacity, type.left])]);
  }
  return { from: first.date, types, rows };
}

export function unpackDays(packed: PackedDays): DayAvailability[] {
  return packed.rows.map(([closed, ...pairs], index) => ({
    date: addDays(packed.from, index),
    closed: closed === 1,
    types: packed.types.map((ticketType, at) => ({
      ticketType,
      capacity: pairs[2 * at] ?? 0,
      left: pairs[2 * at + 1] ?? 0,
    })),
  }));
}
