// The buyer's doors to orders (DESIGN.md §12, §17): a guest opens an order with its code plus the
// phone or email given at checkout, a user through their account. Anything else is NOT_FOUND, the
// same answer as an unknown code, so nothing tells a stranger that a code exists.
import { samePhone } from '@/lib/validation/phone';
import { writeTransaction, type Store } from '../../../db/store';
import { linkVerifiedGuestOrders } from '../../account/email-verification';
import { DomainError } from '../../errors';
import type { PaymentMethod } from '../../payments/method';
import { resendOrderTickets } from '../../tickets/issue-tickets';
import { cancelOrder } from '../change/cancel-order';
import { closeOpenAttempt } from '../pay/close-attempt';
import { loadOrderView, publicView, type OrderView } from './order-view';

export interface OrderLookup {
  orderCode: string;
  contact?: { phone?: string; email?: string };
}

/** The order with its internal head, if the caller may see it (their account, or its contact). */
export async function openOrder(store: Store, lookup: OrderLookup, userId: string | null) {
  const view = await loadOrderView(store.db, { orderCode: lookup.orderCode });
  if (!view) throw new DomainError('order-not-found');
  const mine = userId !== null && view.head.userId === userId;
  const { phone, email } = lookup.contact ?? {};
  const byContact =
    (phone !== undefined && samePhone(phone, view.head.contactPhone)) ||
    (email !== undefined && email === view.head.contactEmail.toLowerCase());
  if (!mine && !byContact) throw new DomainError('order-not-found');
  return view;
}

export async function getBuyerOrder(
  store: Store,
  lookup: OrderLookup,
  userId: string | null,
): Promise<OrderView> {
  return publicView(await openOrder(store, lookup, userId));
}

export async function listUserOrders(store: Store, userId: string): Promise<OrderView[]> {
  // Guest orders with the account's email join it only once that email is verified.
  await linkVerifiedGuestOrders(store, userId);
  const rows = await store.db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const views = await Promise.all(rows.map((row) => loadOrderView(store.db, { orderId: row.id })));
  return views.flatMap((view) => (view ? [publicView(view)] : []));
}

/**
 * `order.resendTickets` (DESIGN.md §18): a paid ticket order's live tickets mailed again to the
 * address given at checkout. The answer is the same whether or not the order exists, matches the
 * contact or has tickets, so the form tells a stranger nothing.
 */
export async function resendBuyerTickets(
  store: Store,
  lookup: Required<OrderLookup>,
  userId: string | null,
): Promise<{ accepted: true }> {
  let orderId: string;
  try {
    orderId = (await openOrder(store, lookup, userId)).head.id;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'NOT_FOUND') return { accepted: true };
    throw error;
  }
  await writeTransaction(store, (trx) => resendOrderTickets(trx, orderId));
  return { accepted: true };
}

/** A buyer's cancel: only while nobody has paid or started preparing it; stock returns once. */
export async function cancelBuyerOrder(
  store: Store,
  lookup: OrderLookup,
  userId: string | null,
  methods?: readonly PaymentMethod[],
): Promise<OrderView> {
  const view = await openOrder(store, lookup, userId);
  if (!view.cancellable) {
    throw new DomainError('order-not-cancellable');
  }
  const actor = userId ? `user:${userId}` : 'customer';
  // The open link is closed first: a paid one refuses the cancel (and is recorded as paid).
  await closeOpenAttempt(store, view.head.id, actor, methods);
  const { applied } = await cancelOrder(store, {
    orderId: view.head.id,
    reason: 'cancelled by the buyer',
    actor,
    from: ['pending', 'confirmed'],
    onlyIfPaymentStatus: 'pending',
  });
  if (!applied) {
    throw new DomainError('order-not-cancellable');
  }
  return publicView((await loadOrderView(store.db, { orderId: view.head.id })) ?? view);
}
