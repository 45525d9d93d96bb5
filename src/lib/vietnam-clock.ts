// Vietnam's calendar, for server and browser alike (DESIGN.md §13): "today" is the date in
// Vietnam (UTC+7), whatever the machine's own zone; a visit may be booked from today until the day's
// cut-off (content/site.yaml `openingHours.closes`, handed in by the caller), then from tomorrow,
// up to BOOKING_DAYS_AHEAD days ahead. Pure functions of `now`: callers pass the clock in.
import { TIME_ZONE_OFFSET } from '@/config';

/** Days ahead of today a visit may be booked. */
export const BOOKING_DAYS_AHEAD = 60;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `date` moved by `days` whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Vietnam keeps UTC+7 all year (no daylight saving time since 1975): TIME_ZONE_OFFSET. The clock is
 * that sum, not an Intl.DateTimeFormat in TIME_ZONE: building one with a time zone loads the
 * zone's data, which took 95 ms of the booking page's start-up on a phone's CPU (4× slowed).
 */
export const VIETNAM_OFFSET_MS = offsetMs(TIME_ZONE_OFFSET);

function offsetMs(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) throw new Error(`Not a UTC offset: ${offset}`);
  const [, sign, hours, minutes] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** The date `YYYY-MM-DD` and the wall-clock time `HH:MM` in Vietnam at `now`. */
export function vietnamClock(now: Date): { date: string; time: string } {
  const wall = new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** Today in Vietnam at `now`, `YYYY-MM-DD`. */
export function vietnamToday(now: Date): string {
  return vietnamClock(now).date;
}

/** Today, and the first and last bookable visit dates at `now` (today's sales end at `closes`). */
export function bookableRange(
  now: Date,
  closes: string,
): { today: string; first: string; last: string } {
  const { date, time } = vietnamClock(now);
  return {
    today: date,
    first: time < closes ? date : addDays(date, 1),
    last: addDays(date, BOOKING_DAYS_AHEAD),
  };
}

/** The instant a date's day starts in Vietnam. */
export function visitDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${TIME_ZONE_OFFSET}`);
}

/** The instant a time `HH:MM` of a date happens in Vietnam. */
export function vietnamInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${TIME_ZONE_OFFSET}`);
}
