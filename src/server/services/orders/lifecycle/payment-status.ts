// payment.getStatus and payment.cancelAttempt (DESIGN.md §14, §17). The return and cancel pages
// show the state the server holds; return/cancel URL parameters are never read. While a PayOS
// payment is pending the server asks PayOS itself (paymentRequests.get) and applies a PAID answer
// through markPaymentPaid, amount checked, exactly as a webhook would; otherwise it says the
// payment is still awaited.
import type { PayOS } from '@payos/node';
import type { PaymentLink } from '@payos/node/lib/resources/v2/payment-requests/payment-requests';
import type { Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { cancelOrder } from '../cancel-order';
import { closeOpenAttempt } from '../close-attempt';
import { getBuyerOrder, type OrderLookup } from '../buyer-orders';
import { markPaymentPaid } from '../mark-paid';
import { loadOrderView, type OrderView } from '../order-view';
import type { PaymentMethod } from '../../payments/method';

export const STATUS_ACTOR = 'payos-status';

export interface PaymentStatusView extends OrderView {
  /** True while an online payment is pending: the page says "waiting for payment". */
  awaitingPayment: boolean;
}

export interface PaymentDeps {
  /** The PayOS client (null when PayOS is not configured). */
  payos: PayOS | null;
  /** The methods whose attempts a cancel closes; default the registry's. */
  methods?: readonly PaymentMethod[];
}

async function askPayos(payos: PayOS, providerOrderCode: number): Promise<PaymentLink | null> {
  try {
    return await payos.paymentRequests.get(providerOrderCode);
  } catch (error) {
    // PayOS unreachable: the page shows what the server holds, still awaiting payment.
    console.error(`[payments] PayOS status of ${providerOrderCode} unavailable`, error);
    return null;
  }
}

/** Applies PayOS's PAID answer through the one path that marks payments paid. */
async function applyPaidLink(store: Store, orderCode: string, link: PaymentLink): Promise<void> {
  const order = await loadOrderView(store.db, { orderCode });
  if (!order?.payment || order.payment.providerOrderCode !== link.orderCode) return;
  const payment = await store.db
    .selectFrom('payments')
    .select('id')
    .where('provider_order_code', '=', link.orderCode)
    .executeTakeFirst();
  if (!payment) return;
  const result = await markPaymentPaid(store, {
    paymentId: payment.id,
    amount: link.amountPaid,
    currency: 'VND',
    reference: link.transactions[0]?.reference ?? null,
    actor: STATUS_ACTOR,
  });
  if (!result.applied && result.reason !== 'already') {
    console.error(`[payments] PayOS says ${link.orderCode} is paid, not applied: ${result.reason}`);
  }
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
  if (
    deps.payos &&
    payment?.method === 'payos' &&
    payment.status === 'pending' &&
    payment.providerOrderCode !== null &&
    view.status === 'pending'
  ) {
    const link = await askPayos(deps.payos, payment.providerOrderCode);
    if (link?.status === 'PAID') {
      await applyPaidLink(store, view.orderCode, link);
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
