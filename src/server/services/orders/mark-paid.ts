// A payment confirmed (verified webhook, provider status read, operator's transfer check): in one
// transaction the payment row goes pending → paid (amount and currency checked against the row,
// never taken from the caller's word alone), the order's payment status follows, a pending order
// is confirmed, and the "payment received" mail is queued. Conditional updates make it apply once.
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { orderMail } from '../mail/order-mail';
import { enqueueMail } from '../mail/outbox';
import { issueTickets } from '../tickets/issue-tickets';
import { orderMailFacts } from './mail-facts';
import { changeOrderStatus, changePaymentRow, changePaymentStatus } from './transitions';

export interface MarkPaidRequest {
  paymentId: string;
  amount: number;
  currency: string;
  reference?: string | null;
  actor: string;
  /** Runs in the same transaction only when this call applied the payment (an operator's audit entry). */
  onApplied?: (trx: Kysely<Database>, orderId: string) => Promise<void>;
  /**
   * Refuse when the order is cancelled (cash is collected only for an order that goes out). Read
   * in the transaction, so a cancel racing this call cannot slip between the check and the write.
   */
  refuseCancelledOrder?: boolean;
}

export type MarkPaidResult =
  | { applied: true }
  | {
      applied: false;
      reason: 'already' | 'amount-mismatch' | 'not-pending' | 'order-cancelled';
    };

export async function markPaymentPaid(
  store: Store,
  request: MarkPaidRequest,
): Promise<MarkPaidResult> {
  return writeTransaction(store, async (trx): Promise<MarkPaidResult> => {
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'order_id', 'status', 'amount', 'currency'])
      .where('id', '=', request.paymentId)
      .executeTakeFirst();
    if (!payment) return { applied: false, reason: 'not-pending' };
    if (payment.status === 'paid') return { applied: false, reason: 'already' };
    if (payment.status !== 'pending') return { applied: false, reason: 'not-pending' };
    if (Number(payment.amount) !== request.amount || payment.currency !== request.currency) {
      return { applied: false, reason: 'amount-mismatch' };
    }
    if (request.refuseCancelledOrder) {
      // The order row is locked before anything is written (PostgreSQL; SQLite's write lock is
      // already held): a cancel racing this call either commits first, and is seen here, or waits
      // and then finds the payment no longer pending.
      let orderRow = trx.selectFrom('orders').select('status').where('id', '=', payment.order_id);
      if (store.dialect === 'postgres') orderRow = orderRow.forUpdate();
      const order = await orderRow.executeTakeFirst();
      if (order?.status === 'cancelled') return { applied: false, reason: 'order-cancelled' };
    }
    const won = await changePaymentRow(trx, payment.id, 'pending', 'paid', {
      paid_at: nowIso(),
      reference: request.reference ?? null,
    });
    if (!won) return { applied: false, reason: 'already' };
    await changePaymentStatus(trx, {
      orderId: payment.order_id,
      from: 'pending',
      to: 'paid',
      actor: request.actor,
      note: request.reference ?? null,
    });
    // A cancelled (e.g. expired) order stays cancelled: the money is recorded for a refund.
    await changeOrderStatus(trx, {
      orderId: payment.order_id,
      from: 'pending',
      to: 'confirmed',
      actor: request.actor,
      note: 'payment received',
    });
    const facts = await orderMailFacts(trx, payment.order_id);
    if (facts) await enqueueMail(trx, orderMail('payment-received', facts));
    // Ticket orders: each line becomes an e-ticket, mailed with its QR (none for a cancelled one).
    await issueTickets(trx, payment.order_id);
    await request.onApplied?.(trx, payment.order_id);
    return { applied: true };
  });
}
