// Expiry sweep (DESIGN.md §14): unpaid online orders past their deadline are cancelled with the
// payment failed, stock and seats released by cancelOrder's winner only, so two instances (or two
// sweeps) racing over the same order release once. Runs every minute and by `npm run jobs:sweep`.
import type { Store } from '../../../db/store';
import { cancelOrder } from '../cancel-order';
import { listExpiredUnpaidOrders } from '../expired';

export const EXPIRY_ACTOR = 'expiry-sweep';

/** Cancels every expired unpaid order as of `now`; returns how many this call cancelled. */
export async function expireUnpaidOrders(store: Store, now: Date): Promise<number> {
  let cancelled = 0;
  for (const { orderId, from } of await listExpiredUnpaidOrders(store, now)) {
    const result = await cancelOrder(store, {
      orderId,
      // A cash order confirmed since the listing keeps its order: only the unconfirmed expire.
      from,
      reason: 'payment expired',
      actor: EXPIRY_ACTOR,
      // Only while still unpaid: a webhook that lands during the sweep wins.
      onlyIfPaymentStatus: 'pending',
    });
    if (result.applied) cancelled += 1;
  }
  return cancelled;
}
