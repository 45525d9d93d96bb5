// Expiry sweep (DESIGN.md §14): unpaid online orders past their deadline are cancelled with the
// payment failed, stock and seats released by cancelOrder's winner only, so two instances (or two
// sweeps) racing over the same order release once. Then the voucher uses cancelled orders kept
// while their VNPay or MoMo link stayed payable go back, once that link has lapsed. Runs every
// minute and by `npm run jobs:sweep`.
import { writeTransaction, type Store } from '../../../db/store';
import { ordersHoldingUses, releaseVoucherUse } from '../../vouchers/vouchers';
import { cancelOrder } from '../change/cancel-order';
import { listExpiredUnpaidOrders } from './expired';
import { lockOrderRow } from '../order-lock';
import { hasPayableAttempt } from './payment-row';

export const EXPIRY_ACTOR = 'expiry-sweep';

/** Cancels every expired unpaid order as of `now`; returns how many this call cancelled. */
export async function expireUnpaid(store: Store, now: Date): Promise<number> {
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
      now,
    });
    if (result.applied) cancelled += 1;
  }
  await releaseLapsedVoucherUses(store, now);
  return cancelled;
}

/** Gives back the use of every cancelled order no payment can arrive for any longer. */
export async function releaseLapsedVoucherUses(store: Store, now: Date): Promise<void> {
  for (const orderId of await ordersHoldingUses(store.db)) {
    await writeTransaction(store, async (trx) => {
      // Race condition: a late payment reinstating the order meanwhile (mark-paid.ts locks the
      // same row first). Read under the lock, so a use is never given back from a live order.
      const order = await lockOrderRow(trx, store.dialect, orderId);
      if (order.status !== 'cancelled' || (await hasPayableAttempt(trx, orderId, now))) return;
      await releaseVoucherUse(trx, orderId);
    });
  }
}
