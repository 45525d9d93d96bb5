// A payment confirmed (verified webhook, provider status read, operator's transfer check): in one
// transaction the payment row goes to paid (amount and currency checked against the row, never
// taken from the caller's word alone), the order's payment status follows, and the order settles:
// a pending order is confirmed; a cancelled or expired one (the money came late) is reinstated
// when its voucher use (under the code's limits), goods and seats can be claimed again, else it
// stays cancelled with the whole amount due back. Either
// way the buyer is mailed: the order's confirmation (or "payment received" for an order confirmed
// before, such as cash on delivery), or the refund. Conditional updates make it apply once.
// The money enters the books in the same transaction: the order's VAT at the rates of the day it
// arrived, and the ledger's sale rows.
import type { Kysely } from 'kysely';
import { nowIso } from '../../../db/ids';
import type { Database } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { orderMail } from '../../mail/order-mail';
import { enqueueMail } from '../../mail/outbox';
import { issueTickets } from '../../tickets/issue-tickets';
import { enqueueOrderInvoice } from '../../invoices/outbox';
import { orderMailFacts } from '../views/mail-facts';
import { lockOrderRow } from '../order-lock';
import { stockChanged } from '../../inventory/stock-pages';
import { reclaimOrder } from './reclaim';
import { recordRefundDue, VOUCHER_LIMIT_NOTE } from '../refunds/due';
import {
  changeOrderStatus,
  changePaymentRow,
  changePaymentStatus,
  reinstateOrder,
} from '../transitions';
import { seatsChanged } from '../../inventory/seat-pages';
import { writeSaleEntries } from '../../../db/ledger';
import { fixTaxPoint } from '../tax';

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
  now?: Date;
}

/** How the order settled once the money was recorded. */
export type Settlement = 'confirmed' | 'reinstated' | 'refund-due' | 'unchanged';

export type MarkPaidResult =
  | { applied: true; settlement: Settlement }
  | {
      applied: false;
      reason: 'already' | 'amount-mismatch' | 'not-pending' | 'order-cancelled';
    };

export async function markPaymentPaid(
  store: Store,
  request: MarkPaidRequest,
): Promise<MarkPaidResult> {
  const now = request.now ?? new Date();
  const result = await writeTransaction(store, async (trx): Promise<MarkPaidResult> => {
    const orderId = (
      await trx
        .selectFrom('payments')
        .select('order_id')
        .where('id', '=', request.paymentId)
        .executeTakeFirst()
    )?.order_id;
    if (!orderId) return { applied: false, reason: 'not-pending' };
    // Race condition: a cancel, the expiry sweep or a second delivery of this payment. The order
    // row is locked first (the order every writer takes: orders, then payments), so whichever
    // commits first is seen whole here and no two writers deadlock on the pair.
    const order = await lockOrderRow(trx, store.dialect, orderId);
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'method', 'status', 'amount', 'currency'])
      .where('id', '=', request.paymentId)
      .executeTakeFirstOrThrow();
    if (payment.status === 'paid' || payment.status === 'refunded') {
      return { applied: false, reason: 'already' };
    }
    // A failed attempt can still be paid late (the buyer paid a link the cancel could not reach):
    // the money is real and is recorded. Cash is only ever collected for a live order.
    const late = payment.status === 'failed';
    if (late && payment.method === 'cod') return { applied: false, reason: 'not-pending' };
    if (Number(payment.amount) !== request.amount || payment.currency !== request.currency) {
      return { applied: false, reason: 'amount-mismatch' };
    }
    if (request.refuseCancelledOrder && order.status === 'cancelled') {
      return { applied: false, reason: 'order-cancelled' };
    }
    const won = await changePaymentRow(trx, payment.id, payment.status, 'paid', {
      paid_at: nowIso(),
      reference: request.reference ?? null,
    });
    if (!won) return { applied: false, reason: 'already' };
    await changePaymentStatus(trx, {
      orderId,
      from: ['pending', 'failed'],
      to: 'paid',
      actor: request.actor,
      note: request.reference ?? null,
    });
    await bookPayment(trx, orderId, payment.id, now);
    const settlement = await settle(trx, orderId, order.status, request.actor, now);
    await request.onApplied?.(trx, orderId);
    return { applied: true, settlement };
  });
  if (result.applied && result.settlement === 'reinstated') {
    await seatsChanged(store);
    await stockChanged(store);
  }
  return result;
}

/**
 * Inside the order's own transaction, right after its rows: an order with nothing to pay (method
 * `free`) is paid and confirmed as a paid order is (confirmation mail, e-tickets), no provider
 * asked, no deadline left.
 */
export async function confirmFreeOrder(
  trx: Kysely<Database>,
  order: { orderId: string; paymentId: string; actor: string },
  now: Date,
): Promise<void> {
  await changePaymentRow(trx, order.paymentId, 'pending', 'paid', { paid_at: nowIso() });
  await changePaymentStatus(trx, {
    orderId: order.orderId,
    from: 'pending',
    to: 'paid',
    actor: order.actor,
    note: 'free',
  });
  await trx
    .updateTable('orders')
    .set({ expires_at: null })
    .where('id', '=', order.orderId)
    .execute();
  await bookPayment(trx, order.orderId, order.paymentId, now);
  await settle(trx, order.orderId, 'pending', order.actor, now);
}

/** The money in the books: VAT at the rates of the day it arrived, and the ledger's sale rows. */
async function bookPayment(
  trx: Kysely<Database>,
  orderId: string,
  paymentId: string,
  now: Date,
): Promise<void> {
  await fixTaxPoint(trx, orderId, now);
  await writeSaleEntries(trx, paymentId, now);
}

/** The order's side of a recorded payment, and the buyer's mail about it. */
async function settle(
  trx: Kysely<Database>,
  orderId: string,
  status: string,
  actor: string,
  now: Date,
): Promise<Settlement> {
  // Every sale is invoiced (Decree 123/2020 as amended by Decree 70/2025), a refund owed or not:
  // the invoice joins the outbox in this very transaction, once per order.
  await enqueueOrderInvoice(trx, orderId, now);
  let settlement: Settlement = 'unchanged';
  if (status === 'pending') {
    await changeOrderStatus(trx, {
      orderId,
      from: 'pending',
      to: 'confirmed',
      actor,
      note: 'payment received',
    });
    settlement = 'confirmed';
  } else if (status === 'cancelled') {
    const reclaim = await reclaimOrder(trx, orderId, now);
    if (reclaim === 'held') {
      await reinstateOrder(trx, {
        orderId,
        actor,
        note: 'reinstated: payment arrived after the cancel',
      });
      settlement = 'reinstated';
    } else {
      // The whole amount paid is owed back: the order is never had past the voucher's limit.
      await recordRefundDue(
        trx,
        orderId,
        actor,
        reclaim === 'voucher-limit-reached' ? VOUCHER_LIMIT_NOTE : null,
      );
      return 'refund-due';
    }
  }
  // The money is in: an online order now gets its confirmation (once: only the winner of the
  // payment row gets here). An order confirmed before (cash on delivery collected, an operator's
  // confirmation) was told so already: it hears that the payment arrived.
  const facts = await orderMailFacts(trx, orderId);
  if (facts) {
    await enqueueMail(
      trx,
      orderMail(settlement === 'unchanged' ? 'payment-received' : 'order-confirmation', facts),
    );
  }
  // Ticket orders: each line becomes an e-ticket, mailed with its QR.
  await issueTickets(trx, orderId);
  return settlement;
}
