import { formatClockTime, formatDate, formatVnd } from './format';

describe('formatVnd', () => {
  it('writes đồng the Vietnamese way: dots between thousands, đ after', () => {
    expect(formatVnd(500000)).toBe('500.000đ');
    expect(formatVnd(1250000)).toBe('1.250.000đ');
    expect(formatVnd(0)).toBe('0đ');
  });

  it('rounds to whole đồng', () => {
    expect(formatVnd(99999.6)).toBe('100.000đ');
  });

  it('uses English digit grouping for English pages', () => {
    expect(formatVnd(500000, 'en')).toBe('500,000₫');
  });

  it('refuses a value that is not a number', () => {
    expect(() => formatVnd(Number.NaN)).toThrow(RangeError);
    expect(() => formatVnd(1e21)).toThrow(RangeError);
  });

  it('writes what Intl.NumberFormat writes, signs and all', () => {
    const vi = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = [1, 12, 123, 1234, 12345, 123456, 1234567, 999999999, 2 ** 53 - 1];
    for (let n = 0; n < 2_000_000; n += 997) amounts.push(n);
    for (const amount of amounts.flatMap((n) => [n, -n]).filter((n) => n !== 0)) {
      expect(formatVnd(amount)).toBe(`${vi.format(amount)}đ`);
      expect(formatVnd(amount, 'en')).toBe(`${en.format(amount)}₫`);
    }
    // Intl writes a rounded -0.4 as "-0"; a price never is.
    expect(formatVnd(-0.4)).toBe('0đ');
  });
});

describe('dates in Asia/Ho_Chi_Minh', () => {
  it('formats dates in Vietnamese and English', () => {
    const instant = '2026-11-22T20:00:00Z';
    expect(formatDate(instant, 'vi', 'short')).toBe('23/11/2026');
    expect(formatDate(instant, 'en', 'long')).toBe('23 November 2026');
    expect(formatDate(instant, 'vi', 'dateTime')).toContain('03:00');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatClockTime', () => {
  it('drops the leading zero of the hour only', () => {
    expect(formatClockTime('07:00')).toBe('7:00');
    expect(formatClockTime('17:30')).toBe('17:30');
    expect(formatClockTime('00:30')).toBe('0:30');
  });
});
