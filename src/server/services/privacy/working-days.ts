// Deadlines of a data request (Decree 356/2025): acknowledged within 2 working days, done within
// 15 days. Working days are Monday to Friday in Vietnam; public holidays are not modelled, so a
// deadline across Tết is earlier than the law's, never later.
import { TIME_ZONE } from '@/config';

const DAY_MS = 24 * 60 * 60_000;
const weekday = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });

function isWorkingDay(at: Date): boolean {
  const day = weekday.format(at);
  return day !== 'Sat' && day !== 'Sun';
}

/** `at` moved forward by `days` working days (a Friday plus 2 is the Tuesday at the same time). */
export function addWorkingDays(at: Date, days: number): Date {
  let next = at;
  let left = days;
  while (left > 0) {
    next = new Date(next.getTime() + DAY_MS);
    if (isWorkingDay(next)) left -= 1;
  }
  return next;
}

export function addCalendarDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

export const ACKNOWLEDGE_WORKING_DAYS = 2;
export const COMPLETE_DAYS = 15;
