// Vietnamese-first formatting: prices in đồng, dates on Vietnam's clock (Asia/Ho_Chi_Minh).
import { TIME_ZONE } from '@/config';
import type { Locale } from '@/i18n/routing';

export { formatVnd } from './format-vnd';

const dateFormats = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateFormats;

/** Formats an instant as seen in Vietnam, whatever the server's or the visitor's time zone. */
export function formatDate(
  value: Date | string | number,
  locale: Locale = 'vi',
  style: DateStyle = 'long',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    ...dateFormats[style],
    timeZone: TIME_ZONE,
  }).format(date);
}

/** `07:00` → `7:00`: opening hours as Vietnamese (and English) readers write them. */
export function formatClockTime(hhmm: string): string {
  return hhmm.replace(/^0(?=\d:)/, '');
}
