// Starting an order's payment (DESIGN.md §12): the method the buyer chose, if checkout offers it;
// the method recorded from the server's own total (`free` at 0 đ); the deadline an unpaid order
// lapses at; and, after the order's commit, the method's start (checkout link, provider code, QR),
// with the buyer's first mail. A start that fails cancels the order, stock and seats back once.
import { nowIso } from '../../../db/ids';
import type { OrderKind } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { orderMail } from '../../mail/order-mail';
import { enqueueMail } from '../../mail/outbox';
import type { PaymentMethod, PaymentStart } from '../../payments/method';
import { isMethodOffered } from '../../payments/payment-settings';
import { paymentMethods } from '../../payments/registry';
import { FREE_METHOD_ID, type OrderMethodId } from '@/lib/validation/checkout';
import { cancelOrder } from '../change/cancel-order';
import { orderMailFacts } from '../views/mail-facts';
import { changeOrderStatus } from '../transitions';

/** An order just committed, as the payment method needs it. */
export interface CommittedOrder {
  orderId: string;
  orderCode: string;
  paymentId: string;
  totalAmount: number;
  lines: { name: string; quantity: number; unitPrice: number }[];
  /** The deadline written with the order; the payment's own never runs past it. */
  expiresAt: string | null;
  /** Nothing to pay: confirmed in its own transaction, no provider to start. */
  free: boolean;
}

/**
 * The method the buyer chose among `methods` (default the registry's), if checkout offers it for
 * `kind` now (payment-settings.ts); else `payment-method-unavailable`. A client's `free` names
 * no method: null, and the order's transaction checks its total is 0 (recordedMethod).
 */
export async function usableMethod(
  store: Store,
  methods: readonly PaymentMethod[] | undefined,
  id: OrderMethodId,
  kind: OrderKind,
): Promise<PaymentMethod | null> {
  if (id === FREE_METHOD_ID) return null;
  const method = (methods ?? paymentMethods()).find((m) => m.id === id);
  if (!method || !(await isMethodOffered(store, method, kind))) {
    throw new DomainError('payment-method-unavailable');
  }
  return method;
}

/**
 * When an order paid by `method` and placed at `now` lapses unpaid: the method's window, never
 * later than `latest` (a ticket's visit day). Null when the method does not expire (cash).
 */
export function paymentDeadlineOf(
  method: Pick<PaymentMethod, 'ttlMs'>,
  now: Date,
  latest?: string,
): string | null {
  if (method.ttlMs === undefined) return null;
  const deadline = Math.min(now.getTime() + method.ttlMs, latest ? Date.parse(latest) : Infinity);
  return new Date(deadline).toISOString();
}

/**
 * The method an order is recorded with, from the server's own total: `free` when nothing is left
 * to pay, whatever the client sent; else the buyer's choice. A client's `free` (no method) for an
 * order that costs something is refused (`payment-method-unavailable`) inside the transaction: it
 * rolls back.
 */
export function recordedMethod(method: PaymentMethod | null, total: number): OrderMethodId {
  if (total === 0) return FREE_METHOD_ID;
  if (!method) throw new DomainError('payment-method-unavailable');
  return method.id;
}

export interface PaymentStartFacts {
  kind: OrderKind;
  locale: 'vi' | 'en';
  buyer: { name: string; email: string; phone: string };
  /** The buyer's resolved address, for providers that ask for it (OrderForPayment.clientIp). */
  clientIp?: string;
}

/**
 * After commit: starts the payment method and stores what it answered (checkout URL, provider
 * code, QR, deadline); cash on delivery confirms the order instead. A method that fails to start
 * cancels the order (stock and seats back once) and the buyer hears the checkout error.
 */
export async function startOrderPayment(
  store: Store,
  method: PaymentMethod | null,
  committed: CommittedOrder,
  facts: PaymentStartFacts,
): Promise<void> {
  // Confirmed with its rows; no provider is called for 0 đ.
  if (committed.free) return;
  if (!method) throw new Error(`order ${committed.orderCode} has a total but no method`);
  let started: PaymentStart;
  try {
    started = await method.start(store, {
      orderId: committed.orderId,
      orderCode: committed.orderCode,
      paymentId: committed.paymentId,
      totalAmount: committed.totalAmount,
      currency: 'VND',
      locale: facts.locale,
      kind: facts.kind,
      lines: committed.lines.map(({ name, quantity, unitPrice }) => ({
        name,
        quantity,
        unitPrice,
      })),
      buyer: facts.buyer,
      clientIp: facts.clientIp,
      ...(committed.expiresAt ? { expiresAt: committed.expiresAt } : {}),
    });
  } catch (error) {
    console.error(`[orders] starting ${method.id} for ${committed.orderCode} failed`, error);
    await cancelOrder(store, {
      orderId: committed.orderId,
      reason: 'payment start failed',
      actor: 'system',
    });
    throw new DomainError('checkout-processing');
  }
  // A confirmed order has no payment deadline: its start's deadline was for the confirmation.
  const expiresAt = started.confirmOrder
    ? undefined
    : (started.expiresAt ?? committed.expiresAt ?? undefined);
  const stored =
    started.checkoutUrl !== undefined ||
    started.providerOrderCode !== undefined ||
    started.qrPayload !== undefined ||
    expiresAt !== undefined;
  if (!stored && !started.confirmOrder) return;
  const kept = await writeTransaction(store, async (trx) => {
    // Cash on delivery has nothing to store: only the confirmation below.
    if (stored) {
      // Race condition: two retries resuming the same unstarted order, or the sweep expiring it
      // meanwhile. Only a still-pending payment that no start has filled takes this attempt.
      const result = await trx
        .updateTable('payments')
        .set({
          checkout_url: started.checkoutUrl ?? null,
          provider_order_code: started.providerOrderCode ?? null,
          qr_payload: started.qrPayload ?? null,
          provider_created_at: started.providerCreatedAt ?? null,
          expires_at: expiresAt ?? null,
          updated_at: nowIso(),
        })
        .where('id', '=', committed.paymentId)
        .where('status', '=', 'pending')
        .where('checkout_url', 'is', null)
        .where('provider_order_code', 'is', null)
        .where('qr_payload', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
    }
    if (!started.confirmOrder) {
      // An online order waits for its money: the buyer hears it was received, with the link and
      // the deadline, never a confirmation (that leaves with the payment, mark-paid.ts). Only the
      // start that filled the attempt gets here, so the message is queued once.
      const facts = await orderMailFacts(trx, committed.orderId);
      if (facts) await enqueueMail(trx, orderMail('order-received', facts));
    } else {
      // Race condition: the sweep expiring the unconfirmed order meanwhile. Only the winner of
      // pending → confirmed clears the deadline; a cancelled order keeps its history.
      const confirmed = await changeOrderStatus(trx, {
        orderId: committed.orderId,
        from: 'pending',
        to: 'confirmed',
        actor: 'system',
        note: method.id,
      });
      if (confirmed !== null) {
        await trx
          .updateTable('orders')
          .set({ expires_at: null })
          .where('id', '=', committed.orderId)
          .execute();
        // Cash on delivery: confirmed when placed, the mail saying the payment is on delivery.
        const facts = await orderMailFacts(trx, committed.orderId);
        if (facts) await enqueueMail(trx, orderMail('order-confirmation', facts));
      }
    }
    return true;
  });
  if (!kept && started.providerOrderCode !== undefined && method.closeAttempt) {
    // The attempt this call opened lost: close it so nobody pays a link the order does not know.
    await method.closeAttempt(started.providerOrderCode).catch((error: unknown) => {
      console.error(`[orders] closing the extra attempt of ${committed.orderCode} failed`, error);
    });
  }
}
