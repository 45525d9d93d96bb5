import { TIME_ZONE } from '@/config';
import type { Locale } from '@/i18n/routing';

/** An instant as the desk shows it: short date and time in Vietnam. */
export function when(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}
