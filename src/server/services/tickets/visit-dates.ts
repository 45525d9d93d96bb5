// Visit dates (DESIGN.md §13): `YYYY-MM-DD` in Asia/Ho_Chi_Minh, bookable from today until the
// closing time, then from tomorrow, up to 60 days ahead. Pure functions of `now`.
import { TIME_ZONE } from '@/config';

/** Days ahead of today a visit may be booked. */
export const BOOKING_DAYS_AHEAD = 60;
/** Widest range one availability call may ask for (today … today + 60). */
export const AVAILABILITY_MAX_DAYS = 61;

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

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today's date and the wall-clock time `HH:MM` in Asia/Ho_Chi_Minh. */
export function vietnamClock(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The first and last bookable visit dates at `now` (today closes at `closes`). */
export function bookableRange(now: Date, closes: string): { first: string; last: string } {
  const { date, time } = vietnamClock(now);
  return {
    first: time < closes ? date : addDays(date, 1),
    last: addDays(date, BOOKING_DAYS_AHEAD),
  };
}

/** The instant a visit date's day starts in Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
export function visitDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+07:00`);
}

/** The instant a time `HH:MM` of a date happens in Asia/Ho_Chi_Minh. */
export function vietnamInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+07:00`);
}
