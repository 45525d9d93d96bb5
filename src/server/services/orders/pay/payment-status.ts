// payment.getStatus and payment.cancelAttempt (DESIGN.md §14, §17). The return and cancel pages
// show the state the server holds; return/cancel URL parameters are never read. While an online
// payment is pending and its method can ask its provider (askAttempt), the server asks, and a paid
// answer is applied as the notice it is (applyPaymentNotice: amount checked, once), exactly as the
// provider's own notice would be; otherwise the payment is still awaited.
import type { Store } from '../../../db/store';
import { DomainError } from '../../errors';
import type { PaymentMethod } from '../../payments/method';
import { paymentMethods } from '../../payments/registry';
import { cancelOrder } from '../change/cancel-order';
import { getBuyerOrder, type OrderLookup } from '../views/buyer-orders';
import { loadOrderView, type OrderView } from '../views/order-view';
import { applyPaymentNotice } from './apply-notice';
import { closeOpenAttempt } from './close-attempt';

export interface PaymentStatusView extends OrderView {
  /** True while an online payment is pending: the page says "waiting for payment". */
  awaitingPayment: boolean;
}

export interface PaymentDeps {
  /** The methods to ask and whose attempts a cancel closes; default the registry's. */
  methods?: readonly PaymentMethod[];
}

function isAwaiting(view: OrderView): boolean {
  return (
    view.status !== 'cancelled' &&
    view.payment !== null &&
    view.payment.method !== 'cod' &&
    view.payment.status === 'pending'
  );
}

export async function getPaymentStatus(
  store: Store,
  lookup: OrderLookup,
  userId: string | null,
  deps: PaymentDeps,
): Promise<PaymentStatusView> {
  let view = await getBuyerOrder(store, lookup, userId);
  const payment = view.payment;
  const method = (deps.methods ?? paymentMethods()).find((m) => m.id === payment?.method);
  if (
    method?.askAttempt &&
    payment?.status === 'pending' &&
    payment.providerOrderCode !== null &&
    view.status === 'pending'
  ) {
    const notice = await method.askAttempt(payment.providerOrderCode);
    if (notice) {
      const result = await applyPaymentNotice(store, notice);
      if (result !== 'paid' && result !== 'duplicate') {
        console.error(
          `[payments] ${notice.method} says ${notice.providerOrderCode} is paid: ${result}`,
        );
      }
      view = await getBuyerOrder(store, lookup, userId);
    }
  }
  return { ...view, awaitingPayment: isAwaiting(view) };
}

export type CancelAttemptOutcome = 'cancelled' | 'already-cancelled' | 'paid' | 'not-cancellable';

/**
 * /checkout/cancel: closes the pending attempt at the provider (closeOpenAttempt), then cancels the
 * unpaid order (stock back once, payment failed). If the provider reports the attempt paid
 * meanwhile, the payment is applied instead and nothing is cancelled.
 */
export async function cancelPaymentAttempt(
  store: Store,
  lookup: OrderLookup,
  userId: string | null,
  deps: PaymentDeps,
): Promise<{ outcome: CancelAttemptOutcome; order: PaymentStatusView }> {
  const view = await getBuyerOrder(store, lookup, userId);
  const status = () => getPaymentStatus(store, lookup, userId, deps);
  if (view.status === 'cancelled') return { outcome: 'already-cancelled', order: await status() };
  const payment = view.payment;
  if (!payment || payment.method === 'cod' || payment.status !== 'pending') {
    return {
      outcome: view.paymentStatus === 'paid' ? 'paid' : 'not-cancellable',
      order: await status(),
    };
  }
  const head = await loadOrderView(store.db, { orderCode: view.orderCode });
  if (!head) return { outcome: 'not-cancellable', order: await status() };
  const actor = userId ? `user:${userId}` : 'customer';
  try {
    await closeOpenAttempt(store, head.head.id, actor, deps.methods);
  } catch (error) {
    // Paid at the provider before the close reached it: recorded, and the page says so.
    if (error instanceof DomainError && error.reason === 'order-already-paid') {
      return { outcome: 'paid', order: await status() };
    }
    throw error;
  }
  const { applied } = await cancelOrder(store, {
    orderId: head.head.id,
    reason: 'payment cancelled by the buyer',
    actor,
    from: ['pending'],
    onlyIfPaymentStatus: 'pending',
  });
  const after = await status();
  if (applied) return { outcome: 'cancelled', order: after };
  return {
    outcome:
      after.status === 'cancelled'
        ? 'already-cancelled'
        : after.paymentStatus === 'paid'
          ? 'paid'
          : 'not-cancellable',
    order: after,
  };
}
