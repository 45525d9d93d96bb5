// The refund policy for tickets given back, as pure arithmetic: shares per line, the voucher
// spread pro rata, fees by days before the visit, a closed day in full, too late refused.
import { feeOf, quoteTicketRefund, voucherShares } from './ticket-quote';

const TERMS = [
  { daysBefore: 3, feePercent: 0 },
  { daysBefore: 1, feePercent: 10 },
];
const ADULTS = { id: 'adults', quantity: 2, total: 700_000 };
const CHILDREN = { id: 'children', quantity: 2, total: 400_000 };

function quote(
  units: { lineId: string; visitDate: string }[],
  options: Partial<{
    voucherDiscount: number;
    today: string;
    closedDays: Set<string>;
  }> = {},
) {
  return quoteTicketRefund({
    lines: [ADULTS, CHILDREN],
    voucherDiscount: options.voucherDiscount ?? 0,
    units,
    terms: TERMS,
    today: options.today ?? '2026-12-01',
    closedDays: options.closedDays ?? new Set(),
  });
}

describe('giving back some tickets', () => {
  it('refunds one child in full three days or more before the visit', () => {
    expect(quote([{ lineId: 'children', visitDate: '2026-12-04' }])).toEqual({
      ok: true,
      amount: 200_000,
      feePercent: 0,
      share: 200_000,
    });
  });

  it('keeps 10% one or two days before, and refuses on the day itself', () => {
    expect(quote([{ lineId: 'adults', visitDate: '2026-12-03' }])).toMatchObject({
      ok: true,
      amount: 315_000,
      feePercent: 10,
    });
    expect(quote([{ lineId: 'adults', visitDate: '2026-12-02' }])).toMatchObject({
      amount: 315_000,
    });
    expect(quote([{ lineId: 'adults', visitDate: '2026-12-01' }])).toEqual({
      ok: false,
      reason: 'refund-too-late',
    });
  });

  it('refunds a closed day in full, even on the day', () => {
    expect(
      quote([{ lineId: 'adults', visitDate: '2026-12-01' }], {
        closedDays: new Set(['2026-12-01']),
      }),
    ).toMatchObject({ ok: true, amount: 350_000, feePercent: 0 });
  });

  it('spreads a voucher over the lines pro rata, its rounding on the last line', () => {
    const shares = voucherShares([ADULTS, CHILDREN, { id: 'x', quantity: 1, total: 1 }], 100_001);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(100_001);
    expect(shares.get('adults')).toBe(Math.floor((100_001 * 700_000) / 1_100_001));
    // 110 000 off 1 100 000: 70 000 on the adults, 40 000 on the children.
    expect(
      quote([{ lineId: 'children', visitDate: '2026-12-10' }], { voucherDiscount: 110_000 }),
    ).toMatchObject({ amount: 180_000 });
  });

  it('never gives back more than the line cost, to the đồng, however it is split', () => {
    const odd = { id: 'odd', quantity: 3, total: 100_000 };
    const each = [0, 1, 2].map(() =>
      quoteTicketRefund({
        lines: [odd],
        voucherDiscount: 0,
        units: [{ lineId: 'odd', visitDate: '2026-12-10' }],
        terms: TERMS,
        today: '2026-12-01',
        closedDays: new Set(),
      }),
    );
    const sum = each.reduce((total, q) => total + (q.ok ? q.amount : 0), 0);
    expect(sum).toBeLessThanOrEqual(100_000);
    expect(feeOf(TERMS, 5)).toBe(0);
    expect(feeOf(TERMS, 0)).toBeNull();
  });
});
