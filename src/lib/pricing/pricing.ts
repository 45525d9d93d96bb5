// Pricing rules (DESIGN.md §12) as pure functions over integer đồng: tier discounts per line,
// shipping for goods, and the totals of a cart or an order. No I/O: the cart and the order service
// feed them the catalogue's prices, never a client's.

/** `[minimum quantity, percent]`, listed by increasing minimum quantity. */
export type Tier = readonly [minQuantity: number, percent: number];

export interface ShippingRule {
  /** Goods totals (after discounts) from this amount ship free. */
  freeFromVnd: number;
  /** Fee for goods below the threshold. */
  flatFeeVnd: number;
}

export interface LineInput {
  unitPrice: number;
  quantity: number;
  tiers: readonly Tier[];
  /** Only goods ship; services are used on site. */
  ships: boolean;
}

export interface LineAmounts {
  subtotal: number;
  discount: number;
  total: number;
  /** The tier percent applied (0 when none). */
  percent: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
}

function assertWholeNonNegative(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole non-negative number, got ${value}`);
  }
}

/** The highest tier whose minimum quantity is at most `quantity`; 0 when none applies. */
export function tierPercent(tiers: readonly Tier[], quantity: number): number {
  let percent = 0;
  let best = -1;
  for (const [min, p] of tiers) {
    if (min <= quantity && min > best) {
      best = min;
      percent = p;
    }
  }
  return percent;
}

/**
 * floor(subtotal × percent / 100) in exact integer arithmetic: percents may carry up to two
 * decimals (2.5 %), so they are scaled to hundredths before multiplying.
 */
export function percentOf(subtotal: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.floor((subtotal * hundredths) / 10_000);
}

export function priceLine(line: Omit<LineInput, 'ships'>): LineAmounts {
  assertWholeNonNegative(line.unitPrice, 'unitPrice');
  assertWholeNonNegative(line.quantity, 'quantity');
  const subtotal = line.unitPrice * line.quantity;
  const percent = tierPercent(line.tiers, line.quantity);
  const discount = Math.min(subtotal, percentOf(subtotal, percent));
  return { subtotal, discount, total: subtotal - discount, percent };
}

/** Shipping for a cart whose goods come to `goodsTotal` (0 when nothing ships). */
export function shippingFee(hasGoods: boolean, goodsTotal: number, rule: ShippingRule): number {
  if (!hasGoods) return 0;
  return goodsTotal >= rule.freeFromVnd ? 0 : rule.flatFeeVnd;
}

/** Prices every line and the whole: total = Σ subtotals − Σ discounts + shipping. */
export function priceCart(
  lines: readonly LineInput[],
  rule: ShippingRule,
): { lines: LineAmounts[]; totals: Totals } {
  const priced = lines.map((line) => priceLine(line));
  let subtotal = 0;
  let discount = 0;
  let goodsTotal = 0;
  let hasGoods = false;
  priced.forEach((amounts, index) => {
    subtotal += amounts.subtotal;
    discount += amounts.discount;
    if (lines[index]?.ships && amounts.subtotal > 0) {
      hasGoods = true;
      goodsTotal += amounts.total;
    }
  });
  const fee = shippingFee(hasGoods, goodsTotal, rule);
  return {
    lines: priced,
    totals: { subtotal, discount, shippingFee: fee, total: subtotal - discount + fee },
  };
}

/** What a voucher takes off (one of the two), and from what it may be used. */
export interface VoucherTerms {
  /** Whole percent, 1–100, of the discounted subtotal. */
  percentOff: number | null;
  /** Fixed đồng off the discounted subtotal. */
  amountOff: number | null;
  /** The discounted subtotal must reach this (0: any). */
  minSubtotal: number;
}

/** Totals with a voucher applied: `total` = subtotal − tier discounts − voucher + shipping. */
export interface VoucherTotals extends Totals {
  voucherDiscount: number;
}

/**
 * The voucher rule (shown on the checkout and booking pages): after the tier discounts, the
 * voucher comes off the goods or tickets subtotal, never below zero and never off shipping.
 * Null when the discounted subtotal does not reach the voucher's minimum.
 */
export function applyVoucher(totals: Totals, terms: VoucherTerms): VoucherTotals | null {
  const base = totals.subtotal - totals.discount;
  assertWholeNonNegative(base, 'discounted subtotal');
  if (base < terms.minSubtotal) return null;
  const wanted =
    terms.percentOff !== null ? percentOf(base, terms.percentOff) : (terms.amountOff ?? 0);
  const off = Math.max(0, Math.min(base, wanted));
  // Built field by field: a caller's richer object (a cart with its lines) never leaks through.
  const { subtotal, discount, shippingFee } = totals;
  return { subtotal, discount, shippingFee, voucherDiscount: off, total: totals.total - off };
}
