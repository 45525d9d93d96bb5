// What an invoice says, built from what the order stored: pure functions from the order's lines
// (each with the VAT rate and split the order recorded, migration 0022) and the buyer snapshot to
// a provider-neutral InvoiceDocument; and for a refund, the decrease: the refunded amount spread
// over the refunded lines (largest remainder, so the parts add up to the đồng) and split at each
// line's own stored rate (a return is corrected at the original's rate).
import { vietnamDate } from '@/lib/calendar';
import { shareRefund } from '@/lib/tax/ledger-rows';
import { splitInclusive } from '@/lib/tax/vat';
import {
  InvoiceError,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceSeller,
  type InvoiceVatRate,
} from './provider';

export interface InvoiceOrderLine {
  id: string;
  code: string;
  name: string;
  quantity: number;
  /** The line's discounted total; what was paid for it is net + vat (less a voucher's share). */
  total: number;
  rate: number | null;
  net: number | null;
  vat: number | null;
}

export interface InvoiceOrderFacts {
  orderCode: string;
  kind: 'goods' | 'tickets';
  lines: InvoiceOrderLine[];
  shipping: { fee: number; rate: number | null; net: number | null; vat: number | null } | null;
  /** The paid payment's method id (cod: cash). */
  method: string;
}

/** An adjustment's basis: the đồng refunded and the lines it covers (null: the whole order). */
export interface RefundBasis {
  amount: number;
  lines: { lineId: string; quantity: number }[] | null;
  /** The refund decision's instant: the agreement's (or public notice's) date. */
  at: string;
}

export const SHIPPING_LINE_ID = 'shipping';
const RATES: readonly number[] = [-2, -1, 0, 5, 8, 10];

function rateOf(rate: number | null, orderCode: string): InvoiceVatRate {
  if (rate === null || !RATES.includes(rate)) {
    throw new InvoiceError(
      'permanent',
      'VAT_MISSING',
      `order ${orderCode} has a line without a VAT rate the invoice can carry (${String(rate)})`,
    );
  }
  return rate as InvoiceVatRate;
}

/** A VAT-inclusive amount split at `rate`; a rate of none (−2, −1, 0) carries no VAT. */
export function splitGross(gross: number, rate: InvoiceVatRate): { net: number; vat: number } {
  return rate <= 0 ? { net: gross, vat: 0 } : splitInclusive(gross, rate);
}

function unitOf(kind: InvoiceOrderFacts['kind']): string {
  return kind === 'tickets' ? 'Vé' : 'Cái';
}

/** Every line the order was paid for, as it stored them, and its shipping as a line of its own. */
function storedLines(facts: InvoiceOrderFacts): (InvoiceLine & { id: string })[] {
  const lines = facts.lines.map((line) => {
    const rate = rateOf(line.rate, facts.orderCode);
    if (line.net === null || line.vat === null) {
      throw new InvoiceError(
        'permanent',
        'VAT_MISSING',
        `order ${facts.orderCode}: line ${line.code} has no VAT split`,
      );
    }
    // What was paid for the line: its total less its share of a voucher (migration 0022).
    return {
      id: line.id,
      code: line.code,
      name: line.name,
      unit: unitOf(facts.kind),
      quantity: line.quantity,
      gross: line.net + line.vat,
      net: line.net,
      vat: line.vat,
      rate,
    };
  });
  const shipping = facts.shipping;
  if (shipping && shipping.fee > 0) {
    const rate = rateOf(shipping.rate, facts.orderCode);
    const split =
      shipping.net !== null && shipping.vat !== null && shipping.net + shipping.vat === shipping.fee
        ? { net: shipping.net, vat: shipping.vat }
        : splitGross(shipping.fee, rate);
    lines.push({
      id: SHIPPING_LINE_ID,
      code: 'VAN-CHUYEN',
      name: 'Phí vận chuyển',
      unit: 'Lần',
      quantity: 1,
      gross: shipping.fee,
      ...split,
      rate,
    });
  }
  return lines;
}

function withoutId({ id, ...line }: InvoiceLine & { id: string }): InvoiceLine {
  void id;
  return line;
}

function methodOf(method: string): InvoiceDocument['paymentMethod'] {
  return method === 'cod' ? 'TM' : 'CK';
}

export function originalDocument(
  facts: InvoiceOrderFacts,
  buyer: InvoiceBuyer,
  seller: InvoiceSeller,
  key: string,
): InvoiceDocument {
  return {
    key,
    seller,
    buyer,
    lines: storedLines(facts).map(withoutId),
    paymentMethod: methodOf(facts.method),
    paid: true,
    note: `Đơn hàng ${facts.orderCode}`,
  };
}

/** The decrease for a refund: the refunded lines, the amount spread over them at their rates. */
export function refundDocument(
  facts: InvoiceOrderFacts,
  basis: RefundBasis,
  buyer: InvoiceBuyer,
  seller: InvoiceSeller,
  key: string,
): InvoiceDocument {
  const stored = storedLines(facts);
  const scope = basis.lines
    ? basis.lines.flatMap(({ lineId, quantity }) => {
        const line = stored.find((candidate) => candidate.id === lineId);
        return line ? [{ line, quantity: Math.min(quantity, line.quantity) }] : [];
      })
    : stored.map((line) => ({ line, quantity: line.quantity }));
  // Shared as the ledger shares it (src/lib/tax/ledger-rows.ts), so the two agree to the đồng.
  const shares = shareRefund(
    scope.map(({ line, quantity }) => ({
      line,
      quantity,
      rate: line.rate,
      paid: (line.gross * quantity) / line.quantity,
    })),
    basis.amount,
  );
  const lines = shares.flatMap(({ line, quantity, gross, net, vat }) =>
    gross > 0
      ? [
          {
            code: line.code,
            name: line.name,
            unit: line.unit,
            quantity,
            gross,
            net,
            vat,
            rate: line.rate,
            note: 'Hoàn tiền',
          },
        ]
      : [],
  );
  return {
    key,
    seller,
    buyer,
    lines,
    paymentMethod: methodOf(facts.method),
    paid: true,
    note: `Điều chỉnh giảm do hoàn tiền đơn hàng ${facts.orderCode}`,
  };
}

/** The agreement a correction rests on: a written one with a company, a public notice otherwise. */
export function agreementFor(buyer: InvoiceBuyer, orderCode: string, at: Date) {
  const day = vietnamDate(at);
  return {
    description:
      buyer.kind === 'company'
        ? `Biên bản thỏa thuận điều chỉnh hóa đơn đơn hàng ${orderCode} ngày ${day}`
        : `Thông báo điều chỉnh hóa đơn trên website ngày ${day}, đơn hàng ${orderCode}`,
    date: at,
  };
}
