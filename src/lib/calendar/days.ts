// Day arithmetic on `YYYY-MM-DD` strings: pure, no clock, no time zone (a day is a day on any
// calendar that agrees with the proleptic Gregorian one). Vietnam's clock is ./vietnam.ts.

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 and 2026-2-1 are not). */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Midnight UTC of a day, for arithmetic and for formatting with `timeZone: 'UTC'` (a RangeError for anything else). */
export function toUtc(day: string): Date {
  if (!isDay(day)) throw new RangeError(`Not a day: ${day}`);
  return new Date(`${day}T00:00:00Z`);
}

/** `day` moved by `days` whole days. */
export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `day` moved by whole months, kept within a shorter month (31 January + 1 → 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const date = toUtc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 0 = Monday … 6 = Sunday (Vietnamese calendars start the week on Monday). */
export function weekdayIndex(day: string): number {
  return (toUtc(day).getUTCDay() + 6) % 7;
}

/** The month (`YYYY-MM`) a day falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The first and last days of a month written `YYYY-MM`. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
}
