import { priceLine, applyVoucher } from './pricing';
import { buildPriceSummary, discountLabel, tierPercentOf } from './summary';

const label = (s: Parameters<typeof discountLabel>[1]) => discountLabel('vi', s);

describe('buildPriceSummary', () => {
  it('shows 35 adults at full price, then the tier and the voucher, and the rows add up', () => {
    const line = priceLine({
      unitPrice: 350_000,
      quantity: 35,
      tiers: [
        [10, 5],
        [30, 10],
      ],
    });
    const voucher = applyVoucher(
      { subtotal: line.subtotal, discount: line.discount, shippingFee: 0, total: line.total },
      { percentOff: 10, amountOff: null, minSubtotal: 0 },
    );
    const summary = buildPriceSummary({
      lines: [{ name: 'Vé người lớn', unitPrice: 350_000, quantity: 35, ...line }],
      voucher: { code: 'NHOM10', amount: voucher?.voucherDiscount ?? 0 },
      shippingFee: 0,
      label,
    });
    expect(summary.lines[0]?.undiscountedTotal).toBe(12_250_000);
    expect(summary.discounts).toEqual([
      expect.objectContaining({ kind: 'tier', amount: 1_225_000, percent: 10 }),
      expect.objectContaining({ kind: 'voucher', amount: 1_102_500, label: 'Mã giảm giá NHOM10' }),
    ]);
    expect(summary.totalAmount).toBe(9_922_500);
    expect(summary.totalAmount).toBe(voucher?.total);
  });

  it('adds a bundle saving to the line and shows it as its own row', () => {
    const summary = buildPriceSummary({
      lines: [
        {
          name: 'Vé gia đình',
          unitPrice: 1_000_000,
          quantity: 1,
          discount: 0,
          percent: 0,
          bundleSaving: 200_000,
        },
      ],
      voucher: null,
      shippingFee: 30_000,
      label: (s) => discountLabel('en', s),
    });
    expect(summary.lines[0]?.undiscountedTotal).toBe(1_200_000);
    expect(summary.discounts).toEqual([
      expect.objectContaining({
        kind: 'bundle',
        amount: 200_000,
        label: 'Saved with the Vé gia đình',
      }),
    ]);
    expect(summary.totalAmount).toBe(1_030_000);
  });

  it('refuses discounts that exceed the lines and leaves out empty rows', () => {
    expect(() =>
      buildPriceSummary({
        lines: [{ name: 'A', unitPrice: 10, quantity: 1, discount: 0, percent: 0 }],
        voucher: { code: 'X', amount: 20 },
        shippingFee: 0,
        label,
      }),
    ).toThrow(RangeError);
    const none = buildPriceSummary({
      lines: [{ name: 'A', unitPrice: 10, quantity: 2, discount: 0, percent: 0 }],
      voucher: { code: 'X', amount: 0 },
      shippingFee: 0,
      label,
    });
    expect(none.discounts).toEqual([]);
    expect(none.totalAmount).toBe(20);
  });
});

describe('tierPercentOf', () => {
  it('reads back the percent pricing floored, and 0 without a discount', () => {
    expect(tierPercentOf(12_250_000, 1_225_000)).toBe(10);
    // floor(333 × 5 / 100) = 16
    expect(tierPercentOf(333, 16)).toBe(5);
    expect(tierPercentOf(1_000, 0)).toBe(0);
  });
});
