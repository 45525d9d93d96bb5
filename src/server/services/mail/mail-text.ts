// What every mail and server-written HTML page shares: escaping visitor and content text into
// HTML, amounts of đồng and days as each language writes them, and the HTML part's document.
import { TIME_ZONE } from '@/config';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five characters that could end a text node or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const NUMBERS = { vi: new Intl.NumberFormat('vi-VN'), en: new Intl.NumberFormat('en-US') };

/** Đồng as each language writes them: `350.000đ` (the shop's Vietnamese texts), `350,000 ₫`. */
export function mailMoney(amount: number, locale: 'vi' | 'en'): string {
  const digits = NUMBERS[locale].format(amount);
  return locale === 'vi' ? `${digits}đ` : `${digits} ₫`;
}

const DAYS = {
  vi: new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** A calendar day (`YYYY-MM-DD`) as each language writes it: `10/12/2026`, `10 Dec 2026`. */
export function mailDate(day: string, locale: 'vi' | 'en'): string {
  return DAYS[locale].format(new Date(`${day}T00:00:00Z`));
}

const MOMENTS = {
  vi: new Intl.DateTimeFormat('vi-VN', {
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour12: false,
    timeZone: TIME_ZONE,
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour12: false,
    timeZone: TIME_ZONE,
  }),
};

/** A moment (ISO time) on the shop's clock: `00:05 ngày 29/11/2026 (giờ Việt Nam)`, `00:05, 29 Nov 2026 (Vietnam time)`. */
export function mailDateTime(iso: string, locale: 'vi' | 'en'): string {
  const parts = MOMENTS[locale].formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return locale === 'vi'
    ? `${time} ngày ${part('day')}/${part('month')}/${part('year')} (giờ Việt Nam)`
    : `${time}, ${part('day')} ${part('month')} ${part('year')} (Vietnam time)`;
}

/**
 * The HTML part as a whole document in the message's language: `lang` lets mail readers pick
 * fonts, hyphenation and the voice of a screen reader; the width rule keeps phones from zooming.
 */
export function mailDocument(locale: 'vi' | 'en', title: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#0f172a">',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}
