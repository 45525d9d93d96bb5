// The one calendar: day arithmetic on `YYYY-MM-DD` strings and Vietnam's clock, for server and
// browser alike (no server import here). `now` is always handed in.
export {
  addDays,
  addMonths,
  daysBetween,
  isDay,
  monthOf,
  monthRange,
  toUtc,
  weekdayIndex,
} from './days';
export {
  dayStart,
  instant,
  today,
  VIETNAM_OFFSET,
  VIETNAM_OFFSET_MS,
  vietnamClock,
  vietnamDate,
  vietnamIso,
  type Instant,
} from './vietnam';
