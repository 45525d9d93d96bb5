// Cancel stops the money: before any door cancels an order, its open payment
// attempt is closed at the provider (PayOS cancelPaymentLink; the sandbox likewise). If the
// provider answers that the attempt is already paid, the provider's word wins: the payment is
// recorded through markPaymentPaid and the cancel is refused. A provider that cannot be reached
// refuses the cancel too, rather than cancel an order whose link may still be paid. Methods that
// cannot close an attempt (VNPay, MoMo, a transfer) leave it payable until its deadline.
import type { Store } from '../../../db/store';
import { DomainError } from '../../errors';
import type { PaymentMethod } from '../../payments/method';
import { paymentMethods } from '../../payments/registry';
import { markPaymentPaid } from './mark-paid';
import { markAttemptClosed } from './payment-row';

export async function closeOpenAttempt(
  store: Store,
  orderId: string,
  actor: string,
  methods: readonly PaymentMethod[] = paymentMethods(),
): Promise<void> {
  const attempt = await store.db
    .selectFrom('payments')
    .select(['id', 'method', 'currency', 'provider_order_code'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('provider_order_code', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!attempt || attempt.provider_order_code === null) return;
  const method = methods.find((m) => m.id === attempt.method);
  if (!method?.closeAttempt) return;
  const providerOrderCode = Number(attempt.provider_order_code);
  let answer;
  try {
    answer = await method.closeAttempt(providerOrderCode);
  } catch (error) {
    console.error(`[orders] closing ${method.id} attempt ${providerOrderCode} failed`, error);
    throw new DomainError('payment-not-closed');
  }
  if (answer.state === 'closed') {
    // Nothing can be paid on it any more: the cancel may give the voucher use back at once.
    await markAttemptClosed(store.db, attempt.id, new Date());
    return;
  }
  const result = await markPaymentPaid(store, {
    paymentId: attempt.id,
    amount: answer.amount,
    currency: attempt.currency,
    reference: answer.reference,
    actor,
  });
  if (!result.applied && result.reason === 'amount-mismatch') {
    console.error(`[orders] ${method.id} says ${providerOrderCode} is paid with another amount`);
  }
  throw new DomainError('order-already-paid');
}
