// Prices in đồng, re-exported by format.ts. A module of its own so a client leaf that shows only
// prices (the product page's variant picker) leaves the date formatting and Vietnam's clock behind.
import type { Locale } from '@/i18n/locales';

const vndFormatter = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const enNumberFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `500000` → `500.000đ` (vi) or `500,000₫` (en). Money is an integer number of đồng. */
export function formatVnd(amount: number, locale: Locale = 'vi'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const rounded = Math.round(amount);
  return locale === 'vi'
    ? `${vndFormatter.format(rounded)}đ`
    : `${enNumberFormatter.format(rounded)}₫`;
}
