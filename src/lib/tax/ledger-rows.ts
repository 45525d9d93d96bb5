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

/**
 * A refund's rows: `amount` shared over the rates of what it gives back, in proportion to what was
 * paid for it at each rate (the original rates: a 2026 ticket refunded in 2027 gives back 8 %), and
 * the VAT in each share taken back.
 */
export function refundRows(
  givenBack: readonly { rate: number; paid: number }[],
  amount: number,
): MovementRow[] {
  const paidByRate = new Map<number, number>();
  for (const part of givenBack)
    paidByRate.set(part.rate, (paidByRate.get(part.rate) ?? 0) + part.paid);
  const rates = [...paidByRate.keys()].sort((a, b) => a - b);
  const shares = allocate(
    amount,
    rates.map((rate) => paidByRate.get(rate) ?? 0),
  );
  return rates
    .map((rate, i) => {
      const refund = shares[i] ?? 0;
      return { rate, gross: 0, discount: 0, refund, vat: -splitInclusive(refund, rate).vat };
    })
    .filter((row) => row.refund > 0);
}
