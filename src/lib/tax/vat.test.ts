// The rate of a day at the 2-point cut's edges (Vietnam time), the split of VAT-inclusive
// amounts per line, and a voucher shared across lines of two rates.
import { instant } from '@/lib/calendar';
import {
  allocate,
  scheduleProblems,
  splitInclusive,
  taxBreakdown,
  taxOrder,
  vatRateOn,
  type VatSchedule,
} from './vat';

const schedule: VatSchedule = {
  shipping: 'standard',
  categories: {
    standard: { periods: [{ rate: 8, from: '2025-07-01', to: '2026-12-31' }, { rate: 10 }] },
    'excise-goods': { periods: [{ rate: 10 }] },
  },
};

describe('the rate of a day', () => {
  it('is 8 % through 31 December 2026 and 10 % from 1 January 2027, Vietnam time', () => {
    expect(vatRateOn(schedule, 'standard', instant('2026-12-31', '23:59'))).toBe(8);
    expect(vatRateOn(schedule, 'standard', new Date('2026-12-31T16:59:59.999Z'))).toBe(8);
    expect(vatRateOn(schedule, 'standard', instant('2027-01-01', '00:00'))).toBe(10);
    expect(vatRateOn(schedule, 'standard', new Date('2026-12-31T17:00:00Z'))).toBe(10);
    expect(vatRateOn(schedule, 'standard', instant('2025-06-30', '23:59'))).toBe(10);
    expect(vatRateOn(schedule, 'standard', instant('2025-07-01', '00:00'))).toBe(8);
  });

  it('keeps goods under special consumption tax at 10 %', () => {
    expect(vatRateOn(schedule, 'excise-goods', instant('2026-06-01', '12:00'))).toBe(10);
  });

  it('refuses a category it does not know', () => {
    expect(() => vatRateOn(schedule, 'food', new Date())).toThrow('unknown VAT category "food"');
  });

  it('finds overlapping ranges, a missing default and an unknown shipping category', () => {
    expect(scheduleProblems(schedule)).toEqual([]);
    expect(
      scheduleProblems({
        shipping: 'post',
        categories: {
          standard: {
            periods: [
              { rate: 8, from: '2025-07-01', to: '2026-12-31' },
              { rate: 5, from: '2026-12-01', to: '2027-03-31' },
            ],
          },
        },
      }),
    ).toEqual([
      'shipping: no category "post"',
      'categories.standard: needs exactly one rate without from/to (every other day)',
      'categories.standard: two rates overlap (2025-07-01–2026-12-31, 2026-12-01–2027-03-31)',
    ]);
  });
});

describe('VAT taken out of a VAT-inclusive amount', () => {
  it('rounds each line to whole đồng and keeps net + vat equal to the amount', () => {
    expect(splitInclusive(200_000, 8)).toEqual({ net: 185_185, vat: 14_815 });
    expect(splitInclusive(160_000, 10)).toEqual({ net: 145_455, vat: 14_545 });
    expect(splitInclusive(0, 8)).toEqual({ net: 0, vat: 0 });
    // Three lines of 33.333đ are split one by one: 3 × 2.469đ, not the 7.407đ of their sum.
    const one = splitInclusive(33_333, 8);
    expect(one).toEqual({ net: 30_864, vat: 2_469 });
    expect(splitInclusive(99_999, 8)).toEqual({ net: 92_592, vat: 7_407 });
  });
});

describe('a voucher shared across lines', () => {
  it('adds up to the voucher exactly, the đồng left going to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(50_000, [200_000, 160_000])).toEqual([27_778, 22_222]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  it('across an 8 % and a 10 % line: each split at its own rate, the parts add up to the total', () => {
    const taxed = taxOrder({
      lines: [
        { total: 200_000, category: 'standard' },
        { total: 160_000, category: 'excise-goods' },
      ],
      voucherDiscount: 50_000,
      shippingFee: 30_000,
      at: instant('2026-12-02', '10:00'),
      schedule,
    });
    expect(taxed.lines).toEqual([
      {
        total: 200_000,
        category: 'standard',
        rate: 8,
        voucherShare: 27_778,
        net: 159_465,
        vat: 12_757,
      },
      {
        total: 160_000,
        category: 'excise-goods',
        rate: 10,
        voucherShare: 22_222,
        net: 125_253,
        vat: 12_525,
      },
    ]);
    expect(taxed.shipping).toEqual({ rate: 8, net: 27_778, vat: 2_222 });
    const breakdown = taxBreakdown([...taxed.lines, taxed.shipping]);
    expect(breakdown).toEqual([
      { rate: 8, net: 187_243, vat: 14_979 },
      { rate: 10, net: 125_253, vat: 12_525 },
    ]);
    const paid = 200_000 + 160_000 - 50_000 + 30_000;
    expect(breakdown.reduce((sum, row) => sum + row.net + row.vat, 0)).toBe(paid);
  });
});
