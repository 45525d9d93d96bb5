// The visit sale window (DESIGN.md §13), for server and browser alike: a visit may be booked from
// today until the day's cut-off (content/site.yaml `openingHours.closes`, handed in by the
// caller), then from tomorrow, up to BOOKING_DAYS_AHEAD days ahead; days on Vietnam's calendar.
import { addDays, vietnamClock, type Instant } from '@/lib/calendar';

/** Days ahead of today a visit may be booked. */
export const BOOKING_DAYS_AHEAD = 60;

/** Widest range one availability call may ask for (today … today + BOOKING_DAYS_AHEAD). */
export const AVAILABILITY_MAX_DAYS = BOOKING_DAYS_AHEAD + 1;

/** Today, and the first and last bookable visit dates at `now` (today's sales end at `closes`). */
export function bookableRange(
  now: Instant,
  closes: string,
): { today: string; first: string; last: string } {
  const { date, time } = vietnamClock(now);
  return {
    today: date,
    first: time < closes ? date : addDays(date, 1),
    last: addDays(date, BOOKING_DAYS_AHEAD),
  };
}
