// Prices in đồng, re-exported by format.ts. A module of its own so a client leaf that shows only
// prices (the product page's variant picker) leaves the date formatting and Vietnam's clock behind.
// Digits are grouped by hand, not by Intl.NumberFormat: the first Intl object a page builds loads
// the browser's locale data, and on the booking page, cart and checkout that was the largest
// single task of start-up (about 100 ms on a phone's CPU, 4× slowed). Output is Intl's, checked by
// format-vnd.test.ts: vi-VN groups with '.', en-US with ','.
import type { Locale } from '@/i18n/locales';

function grouped(amount: number, separator: string): string {
  const digits = String(Math.abs(amount));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${amount < 0 ? '-' : ''}${groups.join(separator)}`;
}

/** `500000` → `500.000đ` (vi) or `500,000₫` (en). Money is an integer number of đồng. */
export function formatVnd(amount: number, locale: Locale = 'vi'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  // `+ 0` turns a rounded -0.4 into 0, not "-0".
  const rounded = Math.round(amount) + 0;
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`Not a price: ${amount}`);
  return locale === 'vi' ? `${grouped(rounded, '.')}đ` : `${grouped(rounded, ',')}₫`;
}
