// One price summary for every place an order's money is shown (booking, checkout, success page,
// mails, console, invoice export; DESIGN.md §20): the lines at their full price, then each discount
// on its own row, then shipping, then the total, so the rows always add up:
// Σ lines[].undiscountedTotal − Σ discounts[].amount + shippingFee = totalAmount.

export type DiscountKind = 'tier' | 'bundle' | 'voucher';

/** What a discount row is about: the line it belongs to (tier, bundle) or the code (voucher). */
export interface DiscountSubject {
  kind: DiscountKind;
  /** The line's name (tier, bundle) or the voucher code. */
  subject: string;
  /** The tier percent; null for a bundle or a voucher. */
  percent: number | null;
}

export interface SummaryDiscount extends DiscountSubject {
  /** Shown as is: built by the caller's `label` in the reader's language. */
  label: string;
  /** Whole đồng taken off, > 0. */
  amount: number;
}

/** A priced line as the pricing module leaves it (`priceLine`), with its name. */
export interface SummaryLineInput {
  name: string;
  unitPrice: number;
  quantity: number;
  /** The tier discount already computed for the line (0 when none). */
  discount: number;
  /** The tier percent behind `discount`. */
  percent: number;
  /** A bundle's saving against the same people bought singly: shown as its own row. */
  bundleSaving?: number;
}

export interface PriceSummary<Line extends SummaryLineInput = SummaryLineInput> {
  lines: (Line & { undiscountedTotal: number })[];
  discounts: SummaryDiscount[];
  shippingFee: number;
  totalAmount: number;
}

export interface SummaryInput<Line extends SummaryLineInput> {
  lines: readonly Line[];
  voucher: { code: string; amount: number } | null;
  shippingFee: number;
  /** The row's text in the reader's language (see `discountLabel`). */
  label: (discount: DiscountSubject) => string;
}

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole non-negative number, got ${value}`);
  }
}

/**
 * Lines at full price, one tier row per discounted line (a bundle's saving first, when the
 * caller names one), the voucher, shipping and the total, in whole đồng. A bundle line keeps its
 * own price; its saving is a row only when the caller adds it to the undiscounted figure.
 */
export function buildPriceSummary<Line extends SummaryLineInput>(
  input: SummaryInput<Line>,
): PriceSummary<Line> {
  const discounts: SummaryDiscount[] = [];
  const push = (subject: DiscountSubject, amount: number): void => {
    assertAmount(amount, `${subject.kind} discount`);
    if (amount > 0) discounts.push({ ...subject, label: input.label(subject), amount });
  };
  const lines = input.lines.map((line) => {
    assertAmount(line.unitPrice, 'unitPrice');
    assertAmount(line.quantity, 'quantity');
    const saving = line.bundleSaving ?? 0;
    push({ kind: 'bundle', subject: line.name, percent: null }, saving);
    push({ kind: 'tier', subject: line.name, percent: line.percent }, line.discount);
    return { ...line, undiscountedTotal: line.unitPrice * line.quantity + saving };
  });
  if (input.voucher) {
    push({ kind: 'voucher', subject: input.voucher.code, percent: null }, input.voucher.amount);
  }
  assertAmount(input.shippingFee, 'shippingFee');
  const full = lines.reduce((sum, line) => sum + line.undiscountedTotal, 0);
  const off = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  const totalAmount = full - off + input.shippingFee;
  if (totalAmount < 0) throw new RangeError(`discounts exceed the lines: ${off} > ${full}`);
  return { lines, discounts, shippingFee: input.shippingFee, totalAmount };
}

/**
 * The tier percent behind a line's stored or answered discount, for its row's label: the smallest
 * whole percent p with floor(subtotal × p / 100) = discount (how `priceLine` computed it); 0
 * without a discount.
 */
export function tierPercentOf(subtotal: number, discount: number): number {
  if (discount <= 0 || subtotal <= 0) return 0;
  return Math.ceil((discount * 100) / subtotal);
}

/** A priced line (cart, order) as the builder takes it, its tier percent read back. */
export function summaryLineOf<
  Line extends {
    name: string;
    unitPrice: number;
    quantity: number;
    subtotal: number;
    discount: number;
  },
>(line: Line): Line & { percent: number } {
  return { ...line, percent: tierPercentOf(line.subtotal, line.discount) };
}

const LABELS = {
  vi: {
    tier: (s: DiscountSubject) => `Giảm giá theo số lượng (${s.subject}, ${s.percent} %)`,
    bundle: (s: DiscountSubject) => `Tiết kiệm với ${s.subject}`,
    voucher: (s: DiscountSubject) => `Mã giảm giá ${s.subject}`,
  },
  en: {
    tier: (s: DiscountSubject) => `Quantity discount (${s.subject}, ${s.percent}%)`,
    bundle: (s: DiscountSubject) => `Saved with the ${s.subject}`,
    voucher: (s: DiscountSubject) => `Voucher ${s.subject}`,
  },
} as const;

/**
 * A discount row's text for places without the interface's message catalogue (the server's order
 * view, mails, exports); pages may render the row from `kind`, `subject` and `percent` instead.
 */
export function discountLabel(locale: 'vi' | 'en', subject: DiscountSubject): string {
  return LABELS[locale][subject.kind](subject);
}
