// What an operator does to an order (DESIGN.md §12, §16): the steps of the transition table
// (through transitions.ts; cancel through cancel-order.ts so stock and seats are released once),
// and payments seen arriving (through mark-paid.ts). Each change writes its audit entry in its own
// transaction; a step the table refuses, or one another operator took first, is a CONFLICT.
import type { Kysely } from 'kysely';
import type { Database, OrderStatus, PaymentStatus } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { recordAudit, type Actor } from '../../operators/audit-log';
import type { PaymentMethod, PaymentMethodId } from '../../payments/method';
import { cancelOrder } from './cancel-order';
import { closeOpenAttempt } from '../pay/close-attempt';
import { markPaymentPaid, type MarkPaidResult } from '../pay/mark-paid';
import {
  OPERATOR_STEPS,
  ORDER_AUDIT_TARGET,
  stepAllowed,
  type OperatorStep,
} from '../views/operator-orders';
import { changeOrderStatus } from '../transitions';
import { CASH_METHOD_ID, TRANSFER_METHOD_ID } from '@/lib/validation/checkout';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  processing: 'Đang xử lý',
  shipped: 'Đang giao hàng',
  delivered: 'Đã giao hàng',
  cancelled: 'Đã hủy',
};

const actorTag = (actor: Actor) => `staff:${actor.id}`;

interface OrderFacts {
  id: string;
  orderCode: string;
  kind: 'goods' | 'tickets';
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  currency: string;
}

async function orderFacts(db: Kysely<Database>, orderCode: string): Promise<OrderFacts> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'order_code', 'kind', 'status', 'payment_status', 'total_amount', 'currency'])
    .where('order_code', '=', orderCode)
    .executeTakeFirst();
  if (!row) throw new DomainError('order-not-found');
  return {
    id: row.id,
    orderCode: row.order_code,
    kind: row.kind,
    status: row.status,
    paymentStatus: row.payment_status,
    totalAmount: Number(row.total_amount),
    currency: row.currency,
  };
}

export interface StepRequest {
  orderCode: string;
  step: OperatorStep;
  note?: string | null;
}

/** One step of the table (confirm, process, ship, deliver, cancel), applied once. */
export async function applyOperatorStep(
  store: Store,
  actor: Actor,
  request: StepRequest,
  methods?: readonly PaymentMethod[],
): Promise<{ status: OrderStatus }> {
  const order = await orderFacts(store.db, request.orderCode);
  const to = OPERATOR_STEPS[request.step];
  if (!stepAllowed(request.step, order)) {
    const tableAllows = stepAllowed(request.step, { kind: 'goods', status: order.status });
    throw tableAllows
      ? new DomainError('tickets-do-not-ship')
      : new DomainError('step-not-allowed', {
          from: order.status,
          to,
          fromLabel: STATUS_LABELS[order.status],
          toLabel: STATUS_LABELS[to],
        });
  }
  const note = request.note?.trim() || null;
  const audit = (trx: Kysely<Database>) =>
    recordAudit(trx, actor, {
      action: `order.${request.step}`,
      targetType: ORDER_AUDIT_TARGET,
      targetId: order.orderCode,
      details: { from: order.status, to, ...(note ? { note } : {}) },
    });
  let applied: boolean;
  if (request.step === 'cancel') {
    // The buyer's open payment link is closed first; a paid one refuses the cancel.
    await closeOpenAttempt(store, order.id, actorTag(actor), methods);
    ({ applied } = await cancelOrder(store, {
      orderId: order.id,
      reason: note ?? 'cancelled by an operator',
      actor: actorTag(actor),
      from: [order.status],
      // A payment landing between our read and the cancel changes what cancelling means.
      onlyIfPaymentStatus: order.paymentStatus,
      onApplied: audit,
    }));
  } else {
    applied = await writeTransaction(store, async (trx) => {
      const from = await changeOrderStatus(trx, {
        orderId: order.id,
        from: order.status,
        to,
        actor: actorTag(actor),
        note,
      });
      if (from === null) return false;
      await audit(trx);
      return true;
    });
  }
  if (!applied) {
    throw new DomainError('changed-meanwhile');
  }
  return { status: to };
}

async function pendingPaymentOf(
  db: Kysely<Database>,
  orderId: string,
  method: PaymentMethodId,
): Promise<{ id: string; amount: number; currency: string; status: PaymentStatus } | null> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'amount', 'currency', 'status'])
    .where('order_id', '=', orderId)
    .where('method', '=', method)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // The pending attempt if there is one, else the latest (to say it was already paid).
  const row = rows.find((r) => r.status === 'pending') ?? rows[0];
  return row
    ? { id: row.id, amount: Number(row.amount), currency: row.currency, status: row.status }
    : null;
}

function refusalOf(
  result: Exclude<MarkPaidResult, { applied: true }>,
  total: number,
  amount: number,
) {
  if (result.reason === 'already') {
    return new DomainError('already-paid');
  }
  if (result.reason === 'amount-mismatch') {
    return new DomainError('amount-mismatch', { amount, total });
  }
  if (result.reason === 'order-cancelled') {
    return new DomainError('cancelled');
  }
  return new DomainError('changed-meanwhile');
}

export interface TransferReceived {
  orderCode: string;
  /** The amount the operator saw arrive, in đồng: it must be the order's total. */
  amount: number;
  /** The bank's transaction reference, if the operator has it. */
  reference?: string | null;
}

/** A bank transfer seen on the shop's account: paid once, tickets issued, the buyer mailed. */
export async function markTransferReceived(
  store: Store,
  actor: Actor,
  request: TransferReceived,
): Promise<void> {
  const order = await orderFacts(store.db, request.orderCode);
  const payment = await pendingPaymentOf(store.db, order.id, TRANSFER_METHOD_ID);
  if (!payment) {
    throw new DomainError('no-transfer');
  }
  if (payment.status === 'paid') {
    throw new DomainError('already-paid');
  }
  // A failed attempt is a transfer that arrived after the order was cancelled or expired: it is
  // recorded all the same (the order is reinstated, or a refund falls due).
  if (payment.status !== 'pending' && payment.status !== 'failed') {
    throw new DomainError('no-transfer');
  }
  if (request.amount !== order.totalAmount) {
    throw new DomainError('amount-mismatch', {
      amount: request.amount,
      total: order.totalAmount,
    });
  }
  const reference = request.reference?.trim() || null;
  const result = await markPaymentPaid(store, {
    paymentId: payment.id,
    amount: request.amount,
    currency: order.currency,
    reference,
    actor: actorTag(actor),
    onApplied: (trx) =>
      recordAudit(trx, actor, {
        action: 'order.mark-transfer-received',
        targetType: ORDER_AUDIT_TARGET,
        targetId: order.orderCode,
        details: { amount: request.amount, ...(reference ? { reference } : {}) },
      }),
  });
  if (!result.applied) throw refusalOf(result, order.totalAmount, request.amount);
}

/**
 * Cash collected on delivery: the pending cash payment becomes paid, once. The operator says how
 * much was collected, and it must be the order's total (a short payment is not "paid").
 */
export async function markCodPaid(
  store: Store,
  actor: Actor,
  request: { orderCode: string; amount: number },
): Promise<void> {
  const order = await orderFacts(store.db, request.orderCode);
  if (order.status === 'cancelled') {
    throw new DomainError('cancelled');
  }
  const payment = await pendingPaymentOf(store.db, order.id, CASH_METHOD_ID);
  if (!payment) throw new DomainError('no-cod');
  if (payment.status === 'paid') {
    throw new DomainError('already-paid');
  }
  if (payment.status !== 'pending') {
    throw new DomainError('no-cod');
  }
  if (request.amount !== order.totalAmount) {
    throw new DomainError('amount-mismatch', {
      amount: request.amount,
      total: order.totalAmount,
    });
  }
  const result = await markPaymentPaid(store, {
    paymentId: payment.id,
    amount: request.amount,
    currency: payment.currency,
    actor: actorTag(actor),
    refuseCancelledOrder: true,
    onApplied: (trx) =>
      recordAudit(trx, actor, {
        action: 'order.mark-cod-paid',
        targetType: ORDER_AUDIT_TARGET,
        targetId: order.orderCode,
        details: { amount: payment.amount },
      }),
  });
  if (!result.applied) throw refusalOf(result, order.totalAmount, payment.amount);
}
