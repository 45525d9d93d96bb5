// THE one table of allowed status changes (spec §4, DESIGN.md §12), and the only code that
// changes an order's status or payment status. Every change is a conditional update from the
// status the caller expects, so when two requests race exactly one wins (and only the winner
// releases stock, sends mail…); each applied change writes an order_events row.
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database, OrderStatus, PaymentStatus } from '../../db/schema';

export type { OrderStatus, PaymentStatus };

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'refunded',
] as const satisfies readonly PaymentStatus[];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
};

export function canChangeOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canChangePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** Every status from which `to` may be reached in one step. */
export function orderSourcesOf(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canChangeOrder(from, to));
}

export interface TransitionRequest<S> {
  orderId: string;
  /** The status (or statuses) the caller expects the order to be in. */
  from: S | readonly S[];
  to: S;
  actor: string;
  note?: string | null;
  /** Only if the order's payment status is (still) this one: a cancel must not beat a payment. */
  onlyIfPaymentStatus?: PaymentStatus;
}

function expected<S extends string>(
  from: S | readonly S[],
  to: S,
  allowed: (f: S) => boolean,
): S[] {
  const list = (typeof from === 'string' ? [from] : [...from]) as S[];
  for (const status of list) {
    // A caller asking for a change the table forbids is a programming error, not a lost race.
    if (!allowed(status)) throw new Error(`status change ${status} → ${to} is not in the table`);
  }
  return list;
}

/**
 * Moves the order's status from one of `from` to `to`, if it is still there. Returns the status it
 * left when this call won, or null when the order was elsewhere (another request won).
 */
export async function changeOrderStatus(
  trx: Kysely<Database>,
  request: TransitionRequest<OrderStatus>,
): Promise<OrderStatus | null> {
  const sources = expected(request.from, request.to, (f) => canChangeOrder(f, request.to));
  const now = nowIso();
  for (const from of sources) {
    const result = await trx
      .updateTable('orders')
      .set({ status: request.to, updated_at: now })
      .where('id', '=', request.orderId)
      .where('status', '=', from)
      .$if(request.onlyIfPaymentStatus !== undefined, (q) =>
        q.where('payment_status', '=', request.onlyIfPaymentStatus as PaymentStatus),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    await trx
      .insertInto('order_events')
      .values({
        id: newId(),
        order_id: request.orderId,
        at: now,
        actor: request.actor,
        from_status: from,
        to_status: request.to,
        kind: 'status',
        note: request.note ?? null,
      })
      .execute();
    return from;
  }
  return null;
}

/** The same for the order's payment status (kept on the order; payment rows follow it). */
export async function changePaymentStatus(
  trx: Kysely<Database>,
  request: TransitionRequest<PaymentStatus>,
): Promise<PaymentStatus | null> {
  const sources = expected(request.from, request.to, (f) => canChangePayment(f, request.to));
  const now = nowIso();
  for (const from of sources) {
    const result = await trx
      .updateTable('orders')
      .set({ payment_status: request.to, updated_at: now })
      .where('id', '=', request.orderId)
      .where('payment_status', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    await trx
      .insertInto('order_events')
      .values({
        id: newId(),
        order_id: request.orderId,
        at: now,
        actor: request.actor,
        from_status: from,
        to_status: request.to,
        kind: 'payment',
        note: request.note ?? null,
      })
      .execute();
    return from;
  }
  return null;
}

/** A payment attempt's row follows the same table, also by conditional update. */
export async function changePaymentRow(
  trx: Kysely<Database>,
  paymentId: string,
  from: PaymentStatus,
  to: PaymentStatus,
  extra: { paid_at?: string; reference?: string | null } = {},
): Promise<boolean> {
  if (!canChangePayment(from, to)) throw new Error(`payment ${from} → ${to} is not in the table`);
  const result = await trx
    .updateTable('payments')
    .set({ status: to, updated_at: nowIso(), ...extra })
    .where('id', '=', paymentId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A history row that is not a status change (created, stock released, mail…). */
export async function recordOrderEvent(
  trx: Kysely<Database>,
  event: { orderId: string; actor: string; kind: string; note?: string | null },
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      id: newId(),
      order_id: event.orderId,
      at: nowIso(),
      actor: event.actor,
      from_status: null,
      to_status: null,
      kind: event.kind,
      note: event.note ?? null,
    })
    .execute();
}
