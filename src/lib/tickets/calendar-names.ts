// The booking calendar's words: weekday names, the month's heading and each day's spoken name
// ("thứ Năm, 27 tháng 11"). The booking page writes them on the server and hands them to the
// calendar, so the browser builds no Intl object while the page starts: the first one loads the
// browser's locale data, which was the largest task of /dat-ve's start-up (about 117 ms on a
// phone's CPU, 4× slowed). Whatever the server did not write (another month, a range the
// browser's clock moved) the calendar formats itself, from calendarFormats, when it is shown.
import { monthOf, toUtc } from '@/lib/calendar';
import type { Locale } from '@/i18n/locales';
import { monthGrid } from './booking-calendar';

export interface CalendarNames {
  /** Monday first. */
  weekdays: { short: string; long: string }[];
  /** `YYYY-MM` → "tháng 11 năm 2026". */
  months: Record<string, string>;
  /** `YYYY-MM-DD` → "thứ Năm, 27 tháng 11". */
  days: Record<string, string>;
}

export interface CalendarFormats {
  day(day: string): string;
  month(month: string): string;
  weekdays(): { short: string; long: string }[];
}

export function calendarFormats(locale: Locale): CalendarFormats {
  const intlLocale = locale === 'vi' ? 'vi-VN' : 'en-GB';
  const day = new Intl.DateTimeFormat(intlLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(intlLocale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weekdayShort = new Intl.DateTimeFormat(intlLocale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' });
  return {
    day: (value) => day.format(toUtc(value)),
    month: (value) => month.format(toUtc(`${value}-01`)),
    // Monday 2024-01-01 onwards: the column headers.
    weekdays: () =>
      Array.from({ length: 7 }, (_, i) => {
        const date = new Date(Date.UTC(2024, 0, 1 + i));
        return { short: weekdayShort.format(date), long: weekdayLong.format(date) };
      }),
  };
}

/** The names of the month the calendar opens on: the one holding `first`. */
export function calendarNames(locale: Locale, first: string): CalendarNames {
  const formats = calendarFormats(locale);
  const days: Record<string, string> = {};
  for (const day of monthGrid(first).flat()) if (day) days[day] = formats.day(day);
  return {
    weekdays: formats.weekdays(),
    months: { [monthOf(first)]: formats.month(monthOf(first)) },
    days,
  };
}
