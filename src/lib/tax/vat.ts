// VAT in VAT-inclusive prices (Vietnam): the rate of a category on a day, and the split of an
// order's amounts into net and VAT. Pure and integer: every amount is whole đồng.
//
// A line's VAT is taken out of its price, not added: net = round(gross / (1 + rate)), vat =
// gross − net (Circular 219/2013 Art. 7 for VAT-inclusive prices), rounded per line, so the lines'
// nets and VATs always add up to what the buyer paid. A voucher comes off the order, not a line:
// it is spread over the lines in proportion to their amounts (largest remainder, so the shares add
// up to the voucher exactly) before each line is split at its own rate.
import { vietnamDate, type Instant } from '@/lib/calendar';

/** One rate of a category: on the Vietnam days `from`..`to` (both included), or on every other day. */
export interface VatPeriod {
  rate: number;
  from?: string;
  to?: string;
}

export interface VatSchedule {
  /** The category of an order's shipping fee. */
  shipping: string;
  categories: Readonly<Record<string, { periods: readonly VatPeriod[] }>>;
}

/** The rate (percent) of `category` on the Vietnam day of `at`. Throws for an unknown category. */
export function vatRateOn(schedule: VatSchedule, category: string, at: Instant): number {
  const periods = schedule.categories[category]?.periods;
  if (!periods) throw new RangeError(`unknown VAT category "${category}"`);
  const day = vietnamDate(at);
  const dated = periods.find(
    (p) => (p.from !== undefined || p.to !== undefined) && inPeriod(p, day),
  );
  const fallback = periods.find((p) => p.from === undefined && p.to === undefined);
  const period = dated ?? fallback;
  if (!period) throw new RangeError(`VAT category "${category}" has no rate on ${day}`);
  return period.rate;
}

function inPeriod(period: VatPeriod, day: string): boolean {
  return (
    (period.from === undefined || day >= period.from) &&
    (period.to === undefined || day <= period.to)
  );
}

/** Problems of a schedule's periods (overlaps, backwards ranges, no rate for some day). */
export function scheduleProblems(schedule: VatSchedule): string[] {
  const problems: string[] = [];
  if (!schedule.categories[schedule.shipping]) {
    problems.push(`shipping: no category "${schedule.shipping}"`);
  }
  for (const [name, { periods }] of Object.entries(schedule.categories)) {
    const open = periods.filter((p) => p.from === undefined && p.to === undefined);
    if (open.length !== 1) {
      problems.push(`categories.${name}: needs exactly one rate without from/to (every other day)`);
    }
    const dated = periods.filter((p) => p.from !== undefined || p.to !== undefined);
    for (const p of dated) {
      if (p.from !== undefined && p.to !== undefined && p.from > p.to) {
        problems.push(`categories.${name}: ${p.from} is after ${p.to}`);
      }
    }
    dated.forEach((a, i) => {
      for (const b of dated.slice(i + 1)) {
        const overlap =
          (a.from ?? '') <= (b.to ?? '9999-12-31') && (b.from ?? '') <= (a.to ?? '9999-12-31');
        if (overlap)
          problems.push(`categories.${name}: two rates overlap (${describe(a)}, ${describe(b)})`);
      }
    });
  }
  return problems;
}

function describe(p: VatPeriod): string {
  return `${p.from ?? '…'}–${p.to ?? '…'}`;
}

/** Net and VAT in a VAT-inclusive amount at `rate` percent, per line, in whole đồng. */
export function splitInclusive(gross: number, rate: number): { net: number; vat: number } {
  if (!Number.isSafeInteger(gross) || gross < 0) {
    throw new RangeError(`gross must be whole non-negative đồng, got ${gross}`);
  }
  const net = Math.round((gross * 100) / (100 + rate));
  return { net, vat: gross - net };
}

/**
 * `amount` shared in proportion to `weights`, in whole đồng that add up to it exactly: each part
 * rounded down, the đồng left given to the largest remainders (the first of equal ones).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export interface TaxedAmount {
  rate: number;
  net: number;
  vat: number;
}

export interface TaxedLine extends TaxedAmount {
  /** The line's share of the order's voucher: net + vat = its total less this. */
  voucherShare: number;
}

/**
 * An order's lines and shipping split into net and VAT at the rates of `at`'s Vietnam day. The
 * voucher comes off the lines only (never off shipping), shared by their totals.
 */
export function taxOrder<L extends { total: number; category: string }>(input: {
  lines: readonly L[];
  voucherDiscount: number;
  shippingFee: number;
  at: Instant;
  schedule: VatSchedule;
}): { lines: (L & TaxedLine)[]; shipping: TaxedAmount } {
  const shares = allocate(
    input.voucherDiscount,
    input.lines.map((line) => line.total),
  );
  const lines = input.lines.map((line, index) => {
    const voucherShare = shares[index] ?? 0;
    const rate = vatRateOn(input.schedule, line.category, input.at);
    return { ...line, rate, voucherShare, ...splitInclusive(line.total - voucherShare, rate) };
  });
  const shippingRate = vatRateOn(input.schedule, input.schedule.shipping, input.at);
  return {
    lines,
    shipping: { rate: shippingRate, ...splitInclusive(input.shippingFee, shippingRate) },
  };
}

/** Amounts summed per rate, lowest rate first (DESIGN.md §20 `taxBreakdown`); empty ones left out. */
export function taxBreakdown(parts: readonly TaxedAmount[]): TaxedAmount[] {
  const byRate = new Map<number, TaxedAmount>();
  for (const part of parts) {
    if (part.net === 0 && part.vat === 0) continue;
    const row = byRate.get(part.rate) ?? { rate: part.rate, net: 0, vat: 0 };
    row.net += part.net;
    row.vat += part.vat;
    byRate.set(part.rate, row);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
