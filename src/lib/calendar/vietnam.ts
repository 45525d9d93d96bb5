// Vietnam's clock (DESIGN.md §13): "today" is the date in Vietnam, whatever the machine's own
// zone. Pure functions of the instant handed in: callers read the clock once, at the edge (a
// router, a job, a route handler, the browser), and pass `now` down.

/**
 * Vietnam keeps UTC+7 all year (no daylight saving time since 1975; config.ts's TIME_ZONE). The
 * clock is that sum, not an Intl.DateTimeFormat in TIME_ZONE: building one with a time zone
 * loads the zone's data, which took 95 ms of the booking page's start-up on a phone's CPU (4×
 * slowed). The one place the offset is written.
 */
export const VIETNAM_OFFSET = '+07:00';
export const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** An instant: a Date, or milliseconds since the epoch. */
export type Instant = Date | number;

const ms = (at: Instant): number => (typeof at === 'number' ? at : at.getTime());

/** The date `YYYY-MM-DD` and the wall-clock time `HH:MM` in Vietnam at `at`. */
export function vietnamClock(at: Instant): { date: string; time: string } {
  const wall = new Date(ms(at) + VIETNAM_OFFSET_MS).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in Vietnam: the unit of a visit date. */
export function vietnamDate(at: Instant): string {
  return vietnamClock(at).date;
}

/** Today in Vietnam at `now`, `YYYY-MM-DD`. */
export function today(now: Instant): string {
  return vietnamDate(now);
}

/** `2026-10-25` + `07:00` (or `07:00:30`) → `2026-10-25T07:00:00+07:00`: a wall time, written out. */
export function vietnamIso(day: string, time = '00:00'): string {
  return `${day}T${time.length === 5 ? `${time}:00` : time}${VIETNAM_OFFSET}`;
}

/** The instant a time `HH:MM` of a day happens in Vietnam. */
export function instant(day: string, time: string): Date {
  return new Date(vietnamIso(day, time));
}

/** The instant a day starts (00:00) in Vietnam: 17:00 UTC the day before. */
export function dayStart(day: string): Date {
  return instant(day, '00:00');
}
