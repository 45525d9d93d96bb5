// Cancelling an order (DESIGN.md §12): one transaction whose conditional status change decides
// the winner; only the winner gives the stock back, so it returns exactly once however many
// cancels (buyer, expiry sweep, failed payment start) race.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { releaseStock } from '../../inventory/inventory';
import { stockChanged } from '../../inventory/stock-pages';
import { orderMail } from '../../mail/order-mail';
import { enqueueMail } from '../../mail/outbox';
import { releaseOrderSeats } from '../../tickets/order-seats';
import { seatsChanged } from '../../inventory/seat-pages';
import { releaseVoucherUse } from '../../vouchers/vouchers';
import { offerFreedSeatsSoon } from '../../waitlist/waitlist';
import { orderMailFacts } from '../views/mail-facts';
import { hasPayableAttempt } from '../pay/payment-row';
import { recordRefundDue } from '../refunds/due';
import {
  changeOrderStatus,
  changeOrderPaymentRows,
  changePaymentStatus,
  recordOrderEvent,
  type OrderStatus,
  type PaymentStatus,
} from '../transitions';

export interface CancelRequest {
  orderId: string;
  reason: string;
  actor: string;
  /** Statuses it may be cancelled from; default every one the table allows. */
  from?: readonly OrderStatus[];
  /** Cancel only while the payment status is this one (a buyer's cancel needs it unpaid). */
  onlyIfPaymentStatus?: PaymentStatus;
  /** The sweep's clock: whether the order's attempts have lapsed is judged as of it. */
  now?: Date;
  /** Runs in the same transaction only when this call cancelled the order (an operator's audit entry). */
  onApplied?: (trx: Kysely<Database>) => Promise<void>;
}

export async function cancelOrder(
  store: Store,
  request: CancelRequest,
): Promise<{ applied: boolean }> {
  const result = await cancelInTransaction(store, request);
  // Goods went back on the shelf, a ticket order's seats back to their day: the product pages
  // and the booking page must not say sold out any longer.
  if (result.applied) {
    await stockChanged(store);
    if (result.seatsReleased) {
      await seatsChanged(store);
      await offerFreedSeatsSoon(store);
    }
  }
  return { applied: result.applied };
}

function cancelInTransaction(
  store: Store,
  request: CancelRequest,
): Promise<{ applied: boolean; seatsReleased?: boolean }> {
  return writeTransaction(store, async (trx) => {
    const from = await changeOrderStatus(trx, {
      orderId: request.orderId,
      from: request.from ?? ['pending', 'confirmed', 'processing'],
      to: 'cancelled',
      actor: request.actor,
      note: request.reason,
      onlyIfPaymentStatus: request.onlyIfPaymentStatus,
    });
    if (from === null) return { applied: false };
    const lines = await trx
      .selectFrom('order_lines')
      .select(['sku', 'quantity'])
      .where('order_id', '=', request.orderId)
      .execute();
    // Services have no stock row: releasing them changes nothing.
    await releaseStock(
      trx,
      lines.map((l) => ({ sku: l.sku, quantity: Number(l.quantity) })),
    );
    // Ticket orders: the day's seats (held by the lines, or by issued tickets once paid).
    const seatsReleased = await releaseOrderSeats(trx, request.orderId);
    await recordOrderEvent(trx, {
      orderId: request.orderId,
      actor: request.actor,
      kind: 'stock-released',
    });
    // The open attempt is closed: its link or transfer details are no longer shown, and money that
    // still arrives for it is recorded as a late payment (mark-paid.ts), never dropped.
    const failed = await changePaymentStatus(trx, {
      orderId: request.orderId,
      from: 'pending',
      to: 'failed',
      actor: request.actor,
      note: request.reason,
    });
    if (failed) await changeOrderPaymentRows(trx, request.orderId, 'pending', 'failed');
    // The voucher's use goes back only when no payment can still arrive (the attempt was closed
    // at the provider, or lapsed): a VNPay or MoMo link stays payable until its deadline, and the
    // sweep gives the use back then (../pay/expire-unpaid.ts). Once: only the winner gets here.
    if (!(await hasPayableAttempt(trx, request.orderId, request.now ?? new Date()))) {
      await releaseVoucherUse(trx, request.orderId);
    }
    // The buyer hears of the cancel only about an order they were told of: an attempt whose
    // payment never started (its start failed, the checkout said so) gets no mail at all. An
    // unpaid one says it lapsed, without money taken (order-mail.ts).
    const facts = (await wasMailedAbout(trx, request.orderId, from))
      ? await orderMailFacts(trx, request.orderId)
      : null;
    if (facts) await enqueueMail(trx, orderMail('order-cancelled', facts));
    // Cancelled after the money came in (an operator's cancel of a paid order): it is owed back.
    const paid = await trx
      .selectFrom('orders')
      .select(['payment_status', 'total_amount'])
      .where('id', '=', request.orderId)
      .executeTakeFirstOrThrow();
    if (paid.payment_status === 'paid' && Number(paid.total_amount) === 0) {
      // A free order: nothing came in, so nothing is owed back; its 0 đ payment is closed.
      await changePaymentStatus(trx, {
        orderId: request.orderId,
        from: 'paid',
        to: 'refunded',
        actor: request.actor,
        note: request.reason,
      });
      await changeOrderPaymentRows(trx, request.orderId, 'paid', 'refunded');
    } else if (paid.payment_status === 'paid') {
      await recordRefundDue(trx, request.orderId, request.actor);
    }
    await request.onApplied?.(trx);
    return { applied: true, seatsReleased };
  });
}

/**
 * Whether the buyer was told of the order: it was confirmed (cash on delivery, or paid), or its
 * payment attempt started, which queued the "received, awaiting payment" mail in the same
 * transaction (../place/draft.ts). Read from the order's own rows, not the outbox.
 */
async function wasMailedAbout(
  trx: Kysely<Database>,
  orderId: string,
  from: OrderStatus,
): Promise<boolean> {
  if (from !== 'pending') return true;
  const started = await trx
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where((eb) =>
      eb.or([
        eb('checkout_url', 'is not', null),
        eb('provider_order_code', 'is not', null),
        eb('qr_payload', 'is not', null),
        eb('expires_at', 'is not', null),
      ]),
    )
    .executeTakeFirst();
  return started !== undefined;
}
