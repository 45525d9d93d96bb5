// The ledger's rows for one money movement (src/server/services/ledger): a sale or a refund split
// by VAT rate. Pure, so the writers and the migration that wrote the rows of earlier payments
// compute them alike.
import { allocate, splitInclusive } from './vat';

/** A sold line's amounts as the order keeps them (migration 0022-vat). */
export interface TaxedSaleLine {
  rate: number;
  /** Before any discount (unit price × quantity). */
  subtotal: number;
  /** Tier and bundle discounts. */
  discount: number;
  voucherShare: number;
  vat: number;
}

export interface MovementRow {
  rate: number;
  gross: number;
  discount: number;
  refund: number;
  /** Signed: the VAT in what the row keeps; negative for a refund. */
  vat: number;
}

/** A sale's rows: its lines and shipping fee summed per rate, lowest rate first. */
export function saleRows(
  lines: readonly TaxedSaleLine[],
  shipping: { rate: number; fee: number; vat: number },
): MovementRow[] {
  const byRate = new Map<number, MovementRow>();
  const add = (rate: number, gross: number, discount: number, vat: number) => {
    const row = byRate.get(rate) ?? { rate, gross: 0, discount: 0, refund: 0, vat: 0 };
    row.gross += gross;
    row.discount += discount;
    row.vat += vat;
    byRate.set(rate, row);
  };
  for (const line of lines)
    add(line.rate, line.subtotal, line.discount + line.voucherShare, line.vat);
  if (shipping.fee > 0) add(shipping.rate, shipping.fee, 0, shipping.vat);
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** A part of an order given back: what was paid for it (VAT included) and its rate. */
export interface RefundScope {
  paid: number;
  rate: number;
}

/**
 * A refund of `amount` shared over what it gives back, in proportion to what was paid for each
 * part (never more than that), and each share split into net and VAT at the part's own rate (the
 * sale's: a 2026 ticket refunded in 2027 gives back 8 %). The one split of a refund: the ledger's
 * rows and the invoice's decrease both take it, so they agree to the đồng.
 */
export function shareRefund<P extends RefundScope>(
  scope: readonly P[],
  amount: number,
): (P & { gross: number; net: number; vat: number })[] {
  const weights = scope.map((part) => part.paid);
  const cap = Math.round(weights.reduce((sum, weight) => sum + weight, 0));
  const shares = allocate(Math.min(amount, cap), weights);
  return scope.map((part, i) => {
    const gross = shares[i] ?? 0;
    const split = part.rate <= 0 ? { net: gross, vat: 0 } : splitInclusive(gross, part.rate);
    return { ...part, gross, ...split };
  });
}

/** A refund's rows: its shares (shareRefund) summed per rate, the VAT taken back. */
export function refundRows(
  shares: readonly { rate: number; gross: number; vat: number }[],
): MovementRow[] {
  const byRate = new Map<number, MovementRow>();
  for (const share of shares) {
    if (share.gross <= 0) continue;
    const row = byRate.get(share.rate) ?? {
      rate: share.rate,
      gross: 0,
      discount: 0,
      refund: 0,
      vat: 0,
    };
    row.refund += share.gross;
    row.vat -= share.vat;
    byRate.set(share.rate, row);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
