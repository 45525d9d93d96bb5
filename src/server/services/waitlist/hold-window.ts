import { addDays, instant, vietnamClock } from '@/lib/calendar';
// How long a waiting-list offer holds its seats (issue 39): the operator's hours (setting
// `waitlist_hold_hours`, default 2) counted only while people are awake, 07:00–22:00 in Việt Nam,
// and never past the day's close of sales: an offer mailed at 21:30 with 2 h runs to 08:30.

export const HOLD_CLOCK_STARTS = '07:00';
export const HOLD_CLOCK_STOPS = '22:00';
export const DEFAULT_HOLD_HOURS = 2;

/** When a hold made at `start` for `holdMs` of waking time ends, at the latest at `salesClose`. */
export function holdExpiry(start: Date, holdMs: number, salesClose: Date): Date {
  let at = start;
  let remaining = holdMs;
  while (remaining > 0) {
    const { date, time } = vietnamClock(at);
    if (time < HOLD_CLOCK_STARTS) at = instant(date, HOLD_CLOCK_STARTS);
    else if (time >= HOLD_CLOCK_STOPS) at = instant(addDays(date, 1), HOLD_CLOCK_STARTS);
    const stops = instant(vietnamClock(at).date, HOLD_CLOCK_STOPS);
    const step = Math.min(remaining, stops.getTime() - at.getTime());
    at = new Date(at.getTime() + step);
    remaining -= step;
    if (at >= salesClose) return salesClose;
  }
  return at < salesClose ? at : salesClose;
}

/** The setting's value as hours (a whole number 1–48); anything else is the default. */
export function holdHoursOf(value: string | null | undefined): number {
  const hours = Number(value);
  return Number.isInteger(hours) && hours >= 1 && hours <= 48 ? hours : DEFAULT_HOLD_HOURS;
}
