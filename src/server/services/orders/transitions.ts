// THE one table of allowed status changes (spec §4, DESIGN.md §12), and the only code that
// changes an order's status or payment status. Every change is a conditional update from the
// status the caller expects, so when two requests race exactly one wins (and only the winner
// releases stock, sends mail…); each applied change writes an order_events row.
import type { Kysely, UpdateResult } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@/lib/orders/statuses';

export type { OrderStatus, PaymentStatus };

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  // The one way out, reinstateOrder below, is not a step anyone may take: only a late payment.
  cancelled: [],
};

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed'],
  paid: ['refunded'],
  // A payment that lands after the attempt was closed (cancel, expiry): the provider's word wins.
  failed: ['paid'],
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
 * Tries each expected status in turn with `update`, a conditional update from that status; the
 * one that changes the row wins and writes the event. Returns the status left, or null.
 */
async function applyChange<S extends OrderStatus | PaymentStatus>(
  trx: Kysely<Database>,
  request: TransitionRequest<S>,
  kind: 'status' | 'payment',
  allowed: (from: S) => boolean,
  update: (from: S, now: string) => Promise<UpdateResult>,
): Promise<S | null> {
  const sources = expected(request.from, request.to, allowed);
  const now = nowIso();
  for (const from of sources) {
    const result = await update(from, now);
    if (Number(result.numUpdatedRows) !== 1) continue;
    await insertOrderEvent(trx, {
      orderId: request.orderId,
      at: now,
      actor: request.actor,
      fromStatus: from,
      toStatus: request.to,
      kind,
      note: request.note ?? null,
    });
    return from;
  }
  return null;
}

/**
 * Moves the order's status from one of `from` to `to`, if it is still there. Returns the status it
 * left when this call won, or null when the order was elsewhere (another request won).
 */
export function changeOrderStatus(
  trx: Kysely<Database>,
  request: TransitionRequest<OrderStatus>,
): Promise<OrderStatus | null> {
  return applyChange(
    trx,
    request,
    'status',
    (f) => canChangeOrder(f, request.to),
    (from, now) =>
      trx
        .updateTable('orders')
        .set({ status: request.to, updated_at: now })
        .where('id', '=', request.orderId)
        .where('status', '=', from)
        .$if(request.onlyIfPaymentStatus !== undefined, (q) =>
          q.where('payment_status', '=', request.onlyIfPaymentStatus as PaymentStatus),
        )
        .executeTakeFirst(),
  );
}

/**
 * A cancelled order brought back because its money arrived late and its goods or seats were
 * claimed again (mark-paid.ts). Outside the table on purpose: no operator or buyer step leads
 * out of cancelled, and a payment moves to paid once, so this happens at most once per order.
 */
export function reinstateOrder(
  trx: Kysely<Database>,
  request: Omit<TransitionRequest<OrderStatus>, 'from' | 'to' | 'onlyIfPaymentStatus'>,
): Promise<OrderStatus | null> {
  return applyChange(
    trx,
    { ...request, from: 'cancelled', to: 'confirmed' },
    'status',
    (from) => from === 'cancelled',
    (from, now) =>
      trx
        .updateTable('orders')
        .set({ status: 'confirmed', updated_at: now })
        .where('id', '=', request.orderId)
        .where('status', '=', from)
        .where('payment_status', '=', 'paid')
        .executeTakeFirst(),
  );
}

/** The same for the order's payment status (kept on the order; payment rows follow it). */
export function changePaymentStatus(
  trx: Kysely<Database>,
  request: TransitionRequest<PaymentStatus>,
): Promise<PaymentStatus | null> {
  return applyChange(
    trx,
    request,
    'payment',
    (f) => canChangePayment(f, request.to),
    (from, now) =>
      trx
        .updateTable('orders')
        .set({ payment_status: request.to, updated_at: now })
        .where('id', '=', request.orderId)
        .where('payment_status', '=', from)
        .executeTakeFirst(),
  );
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

/** Every payment row of the order in status `from` moves to `to` (a cancel fails the pending ones,
 * a refund refunds the paid ones), each by changePaymentRow's conditional update. */
export async function changeOrderPaymentRows(
  trx: Kysely<Database>,
  orderId: string,
  from: PaymentStatus,
  to: PaymentStatus,
): Promise<void> {
  const rows = await trx
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', from)
    .execute();
  for (const row of rows) await changePaymentRow(trx, row.id, from, to);
}

/** A history row that is not a status change (created, stock released, mail…). */
export async function recordOrderEvent(
  trx: Kysely<Database>,
  event: { orderId: string; actor: string; kind: string; note?: string | null },
): Promise<void> {
  await insertOrderEvent(trx, {
    orderId: event.orderId,
    at: nowIso(),
    actor: event.actor,
    fromStatus: null,
    toStatus: null,
    kind: event.kind,
    note: event.note ?? null,
  });
}

async function insertOrderEvent(
  trx: Kysely<Database>,
  event: {
    orderId: string;
    at: string;
    actor: string;
    fromStatus: string | null;
    toStatus: string | null;
    kind: string;
    note: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      id: newId(),
      order_id: event.orderId,
      at: event.at,
      actor: event.actor,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      kind: event.kind,
      note: event.note,
    })
    .execute();
}
