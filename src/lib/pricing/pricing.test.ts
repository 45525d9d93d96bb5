import fc from 'fast-check';
import {
  applyVoucher,
  percentOf,
  priceCart,
  priceLine,
  shippingFee,
  tierPercent,
  type Tier,
  type VoucherTerms,
} from './pricing';

const RULE = { freeFromVnd: 500_000, flatFeeVnd: 30_000 };

// Tiers as content allows them (src/content/schema.ts): minimums increasing, percents never
// decreasing.
const tiersArb = fc.uniqueArray(fc.integer({ min: 2, max: 60 }), { maxLength: 4 }).chain((mins) =>
  fc
    .array(fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constantFrom(2.5, 7.5, 12.25)), {
      minLength: mins.length,
      maxLength: mins.length,
    })
    .map((percents) => {
      const sortedMins = [...mins].sort((a, b) => a - b);
      const sortedPercents = [...percents].sort((a, b) => a - b);
      return sortedMins.map((min, i): Tier => [min, sortedPercents[i] ?? 0]);
    }),
);

const lineArb = fc.record({
  unitPrice: fc.integer({ min: 0, max: 20_000_000 }),
  quantity: fc.integer({ min: 0, max: 99 }),
  tiers: tiersArb,
  ships: fc.boolean(),
});

describe('pricing', () => {
  it('takes the highest tier whose minimum is at most the quantity', () => {
    const tiers: Tier[] = [
      [5, 5],
      [10, 10],
    ];
    expect(tierPercent(tiers, 4)).toBe(0);
    expect(tierPercent(tiers, 5)).toBe(5);
    expect(tierPercent(tiers, 9)).toBe(5);
    expect(tierPercent(tiers, 10)).toBe(10);
    expect(tierPercent(tiers, 99)).toBe(10);
  });

  it('floors the discount to the đồng', () => {
    expect(priceLine({ unitPrice: 45_000, quantity: 5, tiers: [[5, 5]] })).toEqual({
      subtotal: 225_000,
      discount: 11_250,
      total: 213_750,
      percent: 5,
    });
    expect(percentOf(333, 5)).toBe(16);
    expect(percentOf(1_000, 2.5)).toBe(25);
  });

  it('charges the flat fee below the threshold, nothing from it, nothing without goods', () => {
    expect(shippingFee(true, 499_999, RULE)).toBe(30_000);
    expect(shippingFee(true, 500_000, RULE)).toBe(0);
    expect(shippingFee(false, 100_000, RULE)).toBe(0);
  });

  it('counts the goods total after discounts against the free-shipping threshold', () => {
    // 10 keychains at 52 000 = 520 000, 10 % off = 468 000: still below 500 000.
    const { totals } = priceCart(
      [{ unitPrice: 52_000, quantity: 10, tiers: [[10, 10]], ships: true }],
      RULE,
    );
    expect(totals).toEqual({
      subtotal: 520_000,
      discount: 52_000,
      shippingFee: 30_000,
      total: 498_000,
    });
  });

  it('property: total = Σ lines − discounts + shipping, integer, never negative', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        const { lines: priced, totals } = priceCart(lines, RULE);
        const sumSub = priced.reduce((s, l) => s + l.subtotal, 0);
        const sumDisc = priced.reduce((s, l) => s + l.discount, 0);
        expect(totals.subtotal).toBe(sumSub);
        expect(totals.discount).toBe(sumDisc);
        expect(totals.total).toBe(sumSub - sumDisc + totals.shippingFee);
        for (const value of [totals.subtotal, totals.discount, totals.shippingFee, totals.total]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        for (const [i, l] of priced.entries()) {
          expect(Number.isSafeInteger(l.discount)).toBe(true);
          expect(l.discount).toBeLessThanOrEqual(l.subtotal);
          expect(l.total).toBe(l.subtotal - l.discount);
          expect(l.subtotal).toBe((lines[i]?.unitPrice ?? 0) * (lines[i]?.quantity ?? 0));
        }
        expect([0, RULE.flatFeeVnd]).toContain(totals.shippingFee);
        if (!lines.some((l) => l.ships && l.quantity > 0 && l.unitPrice > 0)) {
          expect(totals.shippingFee).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: a larger quantity never lowers the tier percent', () => {
    fc.assert(
      fc.property(tiersArb, fc.integer({ min: 0, max: 98 }), (tiers, q) => {
        expect(tierPercent(tiers, q + 1)).toBeGreaterThanOrEqual(tierPercent(tiers, q));
      }),
    );
  });

  it('takes a voucher off the subtotal after tier discounts, never off shipping', () => {
    const { totals } = priceCart(
      [{ unitPrice: 52_000, quantity: 10, tiers: [[10, 10]], ships: true }],
      RULE,
    );
    // 520 000 − 52 000 = 468 000; 10 % of that is 46 800; shipping stays 30 000.
    expect(applyVoucher(totals, { percentOff: 10, amountOff: null, minSubtotal: 0 })).toEqual({
      subtotal: 520_000,
      discount: 52_000,
      voucherDiscount: 46_800,
      shippingFee: 30_000,
      total: 451_200,
    });
    // A fixed amount larger than the goods leaves only the shipping to pay.
    const big = applyVoucher(totals, { percentOff: null, amountOff: 900_000, minSubtotal: 0 });
    expect(big?.voucherDiscount).toBe(468_000);
    expect(big?.total).toBe(30_000);
    // Below the minimum the voucher does not apply.
    expect(applyVoucher(totals, { percentOff: 5, amountOff: null, minSubtotal: 468_001 })).toBe(
      null,
    );
  });

  it('property: with any voucher and tier the total never goes negative nor touches shipping', () => {
    const termsArb: fc.Arbitrary<VoucherTerms> = fc.oneof(
      fc.record({
        percentOff: fc.integer({ min: 1, max: 100 }),
        amountOff: fc.constant(null),
        minSubtotal: fc.integer({ min: 0, max: 5_000_000 }),
      }),
      fc.record({
        percentOff: fc.constant(null),
        amountOff: fc.integer({ min: 1, max: 100_000_000 }),
        minSubtotal: fc.integer({ min: 0, max: 5_000_000 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), termsArb, (lines, terms) => {
        const { totals } = priceCart(lines, RULE);
        const priced = applyVoucher(totals, terms);
        const base = totals.subtotal - totals.discount;
        if (priced === null) {
          expect(base).toBeLessThan(terms.minSubtotal);
          return;
        }
        expect(Number.isSafeInteger(priced.voucherDiscount)).toBe(true);
        expect(priced.voucherDiscount).toBeGreaterThanOrEqual(0);
        expect(priced.voucherDiscount).toBeLessThanOrEqual(base);
        expect(priced.shippingFee).toBe(totals.shippingFee);
        expect(priced.total).toBe(base - priced.voucherDiscount + totals.shippingFee);
        expect(priced.total).toBeGreaterThanOrEqual(priced.shippingFee);
        expect(priced.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses fractional or negative amounts instead of producing a fractional đồng', () => {
    expect(() => priceLine({ unitPrice: 10.5, quantity: 1, tiers: [] })).toThrow(RangeError);
    expect(() => priceLine({ unitPrice: 10, quantity: -1, tiers: [] })).toThrow(RangeError);
  });
});
