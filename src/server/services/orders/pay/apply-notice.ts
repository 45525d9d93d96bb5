// A provider's signed word about one attempt (VNPay IPN, MoMo IPN), after its door verified the
// signature: the attempt is found by its provider order code and method, the amount and currency
// are checked against the payment row, and a success goes through markPaymentPaid, the one paid
// path PayOS's webhook uses too, so a notification delivered any number of times applies once. A
// buyer's decline at the provider cancels the still-unpaid order (stock and seats back once).
import type { Store } from '../../../db/store';
import type { PaymentMethodId } from '../../payments/method';
import { cancelOrder } from '../change/cancel-order';
import { markPaymentPaid } from './mark-paid';
import { markAttemptClosed } from './payment-row';
import { flagForOperator } from '../../payments/payos/notice';

export interface ProviderNotice {
  method: Extract<PaymentMethodId, 'vnpay' | 'momo'>;
  providerOrderCode: number;
  /** `paid`: the provider took the money; `declined`: the buyer cancelled there; else `failed`. */
  outcome: 'paid' | 'declined' | 'failed';
  amount: number;
  currency: string;
  reference: string | null;
  actor: string;
}

export type NoticeResult =
  | 'paid'
  | 'duplicate'
  | 'unknown-order'
  | 'amount-mismatch'
  | 'cancelled'
  | 'noted'
  | 'not-pending';

export async function applyProviderNotice(
  store: Store,
  notice: ProviderNotice,
): Promise<NoticeResult> {
  if (!Number.isSafeInteger(notice.providerOrderCode)) return 'unknown-order';
  const attempt = await store.db
    .selectFrom('payments')
    .select(['id', 'order_id', 'status', 'amount', 'currency'])
    .where('provider_order_code', '=', notice.providerOrderCode)
    .where('method', '=', notice.method)
    .executeTakeFirst();
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
  console.error(`[payments] ${notice.method} ${notice.providerOrderCode}: paid, not pending`);
  await flagForOperator(store, attempt.order_id, 'paid after the payment was closed', notice.actor);
  return 'not-pending';
}
