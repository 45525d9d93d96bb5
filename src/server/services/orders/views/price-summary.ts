// An order's price summary read back from its own snapshot (DESIGN.md §20): each stored line at
// its full price, then its tier discount, the voucher, shipping and the total, built by the one
// builder every summary shares (src/lib/pricing/summary.ts). The order view, the mails and the
// console all show these rows, so they add up the same way everywhere.
import {
  buildPriceSummary,
  discountLabel,
  summaryLineOf,
  type DiscountKind,
  type PriceSummary,
} from '@/lib/pricing/summary';

export interface StoredLine {
  name: string;
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity, as stored. */
  subtotal: number;
  /** The tier discount taken off the line, as stored. */
  discount: number;
}

export interface SummaryDiscountView {
  kind: DiscountKind;
  /** In the order's language. */
  label: string;
  amount: number;
}

export function storedOrderSummary<Line extends StoredLine>(input: {
  locale: 'vi' | 'en';
  lines: readonly Line[];
  voucher: { code: string; discount: number } | null;
  shippingFee: number;
  /** The total the order was charged; the rows must add up to it. */
  totalAmount: number;
}): PriceSummary<Line & { percent: number }> {
  const summary = buildPriceSummary({
    lines: input.lines.map(summaryLineOf),
    voucher: input.voucher ? { code: input.voucher.code, amount: input.voucher.discount } : null,
    shippingFee: input.shippingFee,
    label: (subject) => discountLabel(input.locale, subject),
  });
  if (summary.totalAmount !== input.totalAmount) {
    // The snapshot disagrees with itself: show what was charged, and say so in the log.
    console.error(
      `[orders] summary rows add up to ${summary.totalAmount}, the order charged ${input.totalAmount}`,
    );
  }
  return summary;
}

/** The discounts as order.get answers them: `{ kind, label, amount }`. */
export function discountViews(summary: PriceSummary): SummaryDiscountView[] {
  return summary.discounts.map(({ kind, label, amount }) => ({ kind, label, amount }));
}
