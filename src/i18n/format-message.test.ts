import compile from 'icu-minify/compile';
import formatMessage from './format-message';

const options = {
  locale: 'vi',
  timeZone: 'Asia/Ho_Chi_Minh',
  formatters: {
    getNumberFormat: (locale: string, opts?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, opts),
    getDateTimeFormat: (locale: string, opts?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, opts),
    getPluralRules: (locale: string, opts?: Intl.PluralRulesOptions) =>
      new Intl.PluralRules(locale, opts),
  },
} as unknown as Parameters<typeof formatMessage>[3];

const format = (message: string, values?: Record<string, string | number>) =>
  formatMessage('Cart.badgeOne', compile(message), values, options);

describe('formatMessage (compiled catalogues)', () => {
  it('formats a message with its values, plurals included', () => {
    expect(format('Giỏ hàng, {count} sản phẩm', { count: 3 })).toBe('Giỏ hàng, 3 sản phẩm');
    const tickets = '{count, plural, =0 {Chưa có vé} other {# vé}}';
    expect(format(tickets, { count: 0 })).toBe('Chưa có vé');
    expect(format(tickets, { count: 2 })).toBe('2 vé');
    expect(format('Xin chào')).toBe('Xin chào');
  });

  it('gives a template asked for without values as written, for a leaf to fill in', () => {
    expect(format('Giỏ hàng, {count} sản phẩm')).toBe('Giỏ hàng, {count} sản phẩm');
    expect(format('{index} / {total}')).toBe('{index} / {total}');
  });

  it('keeps t.raw() available', () => {
    expect(formatMessage.raw).toBe(true);
  });
});
