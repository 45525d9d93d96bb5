import { daysBetween } from '@/lib/calendar';
// What giving back some of an order's tickets refunds (content/site.yaml `ticketRefunds`, shown on
// the ticket exchange page): each unit's share of what was paid for its line (the line's total
// after tier discounts, less its pro-rata part of the voucher), less the fee of the term that
// applies on the day asked (days before the visit day, Vietnam's calendar). A closed day is
// refunded in full; later than the last term nothing is. Pure: the caller reads the rows.

export interface RefundTerm {
  daysBefore: number;
  feePercent: number;
}

export interface QuotedLine {
  id: string;
  quantity: number;
  /** The line's total after tier discounts (đồng). */
  total: number;
}

export interface QuotedUnit {
  lineId: string;
  visitDate: string;
}

export type TicketRefundQuote =
  | { ok: true; amount: number; feePercent: number; share: number }
  | { ok: false; reason: 'refund-too-late' };

/** Each line's part of the voucher, pro rata to the lines' totals; the rounding lands on the last. */
export function voucherShares(
  lines: readonly QuotedLine[],
  voucherDiscount: number,
): Map<string, number> {
  const sum = lines.reduce((total, line) => total + line.total, 0);
  const shares = new Map<string, number>();
  let given = 0;
  lines.forEach((line, index) => {
    const share =
      index === lines.length - 1
        ? voucherDiscount - given
        : sum === 0
          ? 0
          : Math.floor((voucherDiscount * line.total) / sum);
    given += share;
    shares.set(line.id, share);
  });
  return shares;
}

/** The fee (percent) of the term that applies `days` before the visit; null: too late. */
export function feeOf(terms: readonly RefundTerm[], days: number): number | null {
  const term = terms.find((t) => days >= t.daysBefore);
  return term ? term.feePercent : null;
}

export function quoteTicketRefund(facts: {
  lines: readonly QuotedLine[];
  voucherDiscount: number;
  units: readonly QuotedUnit[];
  terms: readonly RefundTerm[];
  today: string;
  /** Visit days the line is closed: refunded in full. */
  closedDays: ReadonlySet<string>;
}): TicketRefundQuote {
  const vouchers = voucherShares(facts.lines, facts.voucherDiscount);
  const byId = new Map(facts.lines.map((line) => [line.id, line]));
  let amount = 0;
  let share = 0;
  let highestFee = 0;
  // Units of a line split its net evenly; k of its n units get floor(net × k / n).
  const perLine = new Map<string, QuotedUnit[]>();
  for (const unit of facts.units) {
    perLine.set(unit.lineId, [...(perLine.get(unit.lineId) ?? []), unit]);
  }
  for (const [lineId, units] of perLine) {
    const line = byId.get(lineId);
    if (!line || line.quantity < 1) continue;
    const net = line.total - (vouchers.get(lineId) ?? 0);
    const lineShare = Math.floor((net * units.length) / line.quantity);
    share += lineShare;
    // A line's units may sit on different days after an exchange: each pays its own day's fee.
    const each = lineShare / units.length;
    for (const unit of units) {
      const fee = facts.closedDays.has(unit.visitDate)
        ? 0
        : feeOf(facts.terms, daysBetween(facts.today, unit.visitDate));
      if (fee === null) return { ok: false, reason: 'refund-too-late' };
      highestFee = Math.max(highestFee, fee);
      amount += (each * (100 - fee)) / 100;
    }
  }
  return { ok: true, amount: Math.round(amount), feePercent: highestFee, share };
}
