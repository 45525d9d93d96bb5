// Visit dates (DESIGN.md §13) on Vietnam's calendar: the rules live in src/lib/vietnam-clock.ts,
// shared with the browser; the ticket services import them from here with the server's own limit.
import { BOOKING_DAYS_AHEAD } from '@/lib/vietnam-clock';

export {
  addDays,
  bookableRange,
  BOOKING_DAYS_AHEAD,
  daysBetween,
  isCalendarDate,
  vietnamClock,
  vietnamInstant,
  visitDayStart,
} from '@/lib/vietnam-clock';

/** Widest range one availability call may ask for (today … today + BOOKING_DAYS_AHEAD). */
export const AVAILABILITY_MAX_DAYS = BOOKING_DAYS_AHEAD + 1;
