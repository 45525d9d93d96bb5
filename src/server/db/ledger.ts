// The ledger's writers (migration 0023-ledger says what a row is): a payment's sale and a refund's
// payout as rows per VAT rate, inside the caller's transaction. Each row's `source_key` names its
// movement and rate, so writing one movement twice leaves its rows once. Rows are only ever
// inserted: nothing in src/ updates or deletes them (src/architecture.test.ts).
import type { Kysely } from 'kysely';
import { vietnamDate } from '@/lib/calendar';
import { refundRows, saleRows, shareRefund, type MovementRow } from '@/lib/tax/ledger-rows';
import { newId } from './ids';
import type { Database, OrderKind } from './schema';

interface Movement {
  kind: 'sale' | 'refund';
  /** The movement's own id: the payment's for a sale, the refund request's for a refund. */
  sourceId: string;
  at: Date;
  order: { id: string; code: string; kind: OrderKind };
  method: string;
  paymentId: string | null;
  refundRequestId: string | null;
}

async function insertRows(
  db: Kysely<Database>,
  movement: Movement,
  rows: readonly MovementRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('ledger_entries')
    .values(
      rows.map((row) => ({
        id: newId(),
        source_key: `${movement.kind}:${movement.sourceId}:${row.rate}`,
        at: movement.at.toISOString(),
        day: vietnamDate(movement.at),
        kind: movement.kind,
        order_id: movement.order.id,
        order_code: movement.order.code,
        order_kind: movement.order.kind,
        payment_id: movement.paymentId,
        refund_request_id: movement.refundRequestId,
        method: movement.method,
        vat_rate: row.rate,
        gross: row.gross,
        discount: row.discount,
        refund: row.refund,
        vat: row.vat,
      })),
    )
    .onConflict((oc) => oc.column('source_key').doNothing())
    .execute();
}

interface TaxedLineRow {
  id: string;
  quantity: number;
  subtotal: number;
  discount: number;
  voucher_discount: number | null;
  vat_rate: number | null;
  net_amount: number | null;
  vat_amount: number | null;
}

/** What the buyer paid for a line: its total less its voucher share, VAT included. */
const paidFor = (line: TaxedLineRow) => Number(line.net_amount) + Number(line.vat_amount);

async function orderOf(db: Kysely<Database>, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_code', 'kind', 'shipping_fee', 'shipping_vat_rate', 'shipping_vat'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines: TaxedLineRow[] = await db
    .selectFrom('order_lines')
    .select([
      'id',
      'quantity',
      'subtotal',
      'discount',
      'voucher_discount',
      'vat_rate',
      'net_amount',
      'vat_amount',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return { order, lines };
}

/** A payment's money in: its order's lines and shipping per rate, as they stand at payment. */
export async function writeSaleEntries(
  db: Kysely<Database>,
  paymentId: string,
  at: Date,
): Promise<void> {
  const payment = await db
    .selectFrom('payments')
    .select(['order_id', 'method'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const { order, lines } = await orderOf(db, payment.order_id);
  const rows = saleRows(
    lines.map((line) => ({
      rate: Number(line.vat_rate),
      subtotal: Number(line.subtotal),
      discount: Number(line.discount),
      voucherShare: Number(line.voucher_discount),
      vat: Number(line.vat_amount),
    })),
    {
      rate: Number(order.shipping_vat_rate),
      fee: Number(order.shipping_fee),
      vat: Number(order.shipping_vat),
    },
  );
  await insertRows(
    db,
    {
      kind: 'sale',
      sourceId: paymentId,
      at,
      order: { id: order.id, code: order.order_code, kind: order.kind },
      method: payment.method,
      paymentId,
      refundRequestId: null,
    },
    rows,
  );
}

/** What a refund gives back: the order's lines with how many of each; null for the whole order. */
export type RefundedLines = { lineId: string; quantity: number }[] | null;

/**
 * A refund's money out: `amount` shared over what it gives back (`lines`, or the whole order with
 * its shipping) as shareRefund shares it, filed under the method the order was paid with.
 */
export async function writeRefundEntries(
  db: Kysely<Database>,
  refund: { refundRequestId: string; amount: number; lines: RefundedLines },
  at: Date,
): Promise<void> {
  const request = await db
    .selectFrom('refund_requests')
    .select('order_id')
    .where('id', '=', refund.refundRequestId)
    .executeTakeFirstOrThrow();
  const { order, lines } = await orderOf(db, request.order_id);
  const sale = await db
    .selectFrom('payments')
    .select(['id', 'method'])
    .where('order_id', '=', order.id)
    .where('paid_at', 'is not', null)
    .orderBy('paid_at')
    .executeTakeFirst();
  await insertRows(
    db,
    {
      kind: 'refund',
      sourceId: refund.refundRequestId,
      at,
      order: { id: order.id, code: order.order_code, kind: order.kind },
      method: sale?.method ?? 'unknown',
      paymentId: sale?.id ?? null,
      refundRequestId: refund.refundRequestId,
    },
    refundRows(shareRefund(refundScope(order, lines, refund.lines), refund.amount)),
  );
}

/**
 * The parts a refund gives back, in the order the invoice's decrease lists them: the named lines'
 * share of what was paid for them, or every line and then the shipping fee.
 */
export function refundScope(
  order: { shipping_fee: number; shipping_vat_rate: number },
  lines: readonly TaxedLineRow[],
  given: RefundedLines,
): { paid: number; rate: number }[] {
  if (given) {
    return given.flatMap(({ lineId, quantity }) => {
      const line = lines.find((candidate) => candidate.id === lineId);
      if (!line || Number(line.quantity) === 0) return [];
      const part = Math.min(quantity, Number(line.quantity));
      return [
        { paid: (paidFor(line) * part) / Number(line.quantity), rate: Number(line.vat_rate) },
      ];
    });
  }
  const parts = lines.map((line) => ({ paid: paidFor(line), rate: Number(line.vat_rate) }));
  const fee = Number(order.shipping_fee);
  return fee > 0 ? [...parts, { paid: fee, rate: Number(order.shipping_vat_rate) }] : parts;
}

/**
 * The order lines a refund gives back and how many of each: its tickets' lines (`ticketCodes`;
 * a bundle's people share one unit, whose first row holds the seat), or the goods lines the
 * request named; null for the whole order.
 */
export async function refundedLines(
  db: Kysely<Database>,
  refund: { requestId: string; orderId: string; ticketCodes: readonly string[] | null },
): Promise<RefundedLines> {
  if (refund.ticketCodes) {
    if (refund.ticketCodes.length === 0) return [];
    const tickets = await db
      .selectFrom('tickets')
      .select(['order_line_id', 'quantity'])
      .where('order_id', '=', refund.orderId)
      .where('code', 'in', [...refund.ticketCodes])
      .execute();
    const counts = new Map<string, number>();
    for (const t of tickets) {
      counts.set(t.order_line_id, (counts.get(t.order_line_id) ?? 0) + Number(t.quantity));
    }
    return [...counts].flatMap(([lineId, quantity]) =>
      quantity > 0 ? [{ lineId, quantity }] : [],
    );
  }
  const request = await db
    .selectFrom('refund_requests')
    .select('lines_json')
    .where('id', '=', refund.requestId)
    .executeTakeFirstOrThrow();
  const ids = request.lines_json ? (JSON.parse(request.lines_json) as string[]) : [];
  if (ids.length === 0) return null;
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'quantity'])
    .where('order_id', '=', refund.orderId)
    .where('id', 'in', ids)
    .execute();
  return lines.map((line) => ({ lineId: line.id, quantity: Number(line.quantity) }));
}
