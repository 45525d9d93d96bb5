// A provider's signed word about one attempt (payments/notice.ts), once its door has verified and
// parsed it: the attempt is found by its method and provider order code, the amount and currency
// are checked against the payment row, and a success goes through markPaymentPaid, the one paid
// path, so a notice delivered any number of times applies once. A buyer's decline at the provider
// cancels the still-unpaid order (stock and seats back once). Nothing here knows who sent it.
import { writeTransaction, type Store } from '../../../db/store';
import type { NoticeResult, PaymentNotice, RefusedNotice } from '../../payments/notice';
import { cancelOrder } from '../change/cancel-order';
import { recordOrderEvent } from '../transitions';
import { markPaymentPaid } from './mark-paid';
import { markAttemptClosed } from './payment-row';

/** Kind of the order_events row that asks an operator to look at a payment. */
export const PAYMENT_FLAGGED = 'payment-flagged';

/**
 * Leaves a note for an operator on the order, once per reason (a replayed bad body cannot grow
 * the history without bound).
 */
export async function flagForOperator(
  store: Store,
  orderId: string,
  note: string,
  actor: string,
): Promise<void> {
  await writeTransaction(store, async (trx) => {
    const already = await trx
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', PAYMENT_FLAGGED)
      .where('note', '=', note)
      .executeTakeFirst();
    if (!already) {
      await recordOrderEvent(trx, { orderId, actor, kind: PAYMENT_FLAGGED, note });
    }
  });
}

async function findAttempt(
  store: Store,
  method: PaymentNotice['method'],
  providerOrderCode: number,
) {
  if (!Number.isSafeInteger(providerOrderCode)) return undefined;
  return store.db
    .selectFrom('payments')
    .select(['id', 'order_id', 'status', 'amount', 'currency'])
    .where('provider_order_code', '=', providerOrderCode)
    .where('method', '=', method)
    .executeTakeFirst();
}

/** A refused notice that named one of our attempts: flagged on its order for an operator. */
export async function flagRefusedNotice(
  store: Store,
  refused: RefusedNotice<string>,
  actor: string,
): Promise<void> {
  const suspect = refused.suspect;
  if (!suspect) return;
  const attempt = await findAttempt(store, suspect.method, suspect.providerOrderCode);
  if (attempt) await flagForOperator(store, attempt.order_id, suspect.note, actor);
}

export async function applyPaymentNotice(
  store: Store,
  notice: PaymentNotice,
): Promise<NoticeResult> {
  const attempt = await findAttempt(store, notice.method, notice.providerOrderCode);
  if (!attempt) return 'unknown-order';
  if (Number(attempt.amount) !== notice.amount || attempt.currency !== notice.currency) {
    console.error(
      `[payments] ${notice.method} ${notice.providerOrderCode}: ${notice.amount} ` +
        `${notice.currency} does not match the order; left for an operator`,
    );
    await flagForOperator(
      store,
      attempt.order_id,
      `amount mismatch: ${notice.method} reported ${notice.amount} ${notice.currency}`,
      notice.actor,
    );
    return 'amount-mismatch';
  }
  if (attempt.status === 'paid' || attempt.status === 'refunded') return 'duplicate';
  if (notice.outcome === 'declined') {
    // The buyer ended the attempt at the provider: it can no longer be paid.
    await markAttemptClosed(store.db, attempt.id, new Date());
    const { applied } = await cancelOrder(store, {
      orderId: attempt.order_id,
      reason: `payment declined at ${notice.method}`,
      actor: notice.actor,
      from: ['pending'],
      onlyIfPaymentStatus: 'pending',
    });
    return applied ? 'cancelled' : 'noted';
  }
  // Any other failure leaves the attempt open: the buyer may still pay it, else it expires.
  if (notice.outcome !== 'paid') return 'noted';
  const result = await markPaymentPaid(store, {
    paymentId: attempt.id,
    amount: notice.amount,
    currency: notice.currency,
    reference: notice.reference,
    actor: notice.actor,
  });
  if (result.applied) return 'paid';
  if (result.reason === 'already') return 'duplicate';
  if (result.reason === 'amount-mismatch') return 'amount-mismatch';
  // Paid after the order was cancelled or expired: the money is real, an operator refunds it.
  console.error(`[payments] ${notice.method} ${notice.providerOrderCode}: paid, not pending`);
  await flagForOperator(store, attempt.order_id, 'paid after the payment was closed', notice.actor);
  return 'not-pending';
}
