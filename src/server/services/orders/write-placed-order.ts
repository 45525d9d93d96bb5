// What every placed order writes and does, goods and tickets alike (DESIGN.md §12): the
// idempotency key claimed once (a retry or a racing twin gets the first order back), the lines,
// the pending payment, the "created" event in the order's transaction, and after commit the
// payment method's start (a failure cancels the order, stock and seats back) with the buyer's
// first mail: "received, awaiting payment" online, the confirmation for cash on delivery. An
// order with nothing to pay is confirmed in its own transaction instead (method `free`).
// place-order.ts and lifecycle/place-ticket-order.ts decide what is sold; this writes it.
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database, OrderKind } from '../../db/schema';
import { isUniqueViolation, writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { orderMail } from '../mail/order-mail';
import { enqueueMail } from '../mail/outbox';
import type { PaymentMethod, PaymentStart } from '../payments/method';
import { FREE_METHOD_ID, type OrderMethodId } from '@/lib/validation/checkout';
import { isMethodOffered } from '../payments/payment-settings';
import { paymentMethods } from '../payments/registry';
import type { LineAmounts, Totals, VoucherTotals } from '@/lib/pricing/pricing';
import { cancelOrder } from './cancel-order';
import { newOrderCode } from './order-code';
import { loadOrderView, publicView, type OrderView } from './order-view';
import { insertPendingPayment } from './payment-row';
import { orderMailFacts } from './mail-facts';
import { confirmFreeOrder } from './mark-paid';
import { changeOrderStatus, recordOrderEvent } from './transitions';

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

/** Random order codes may collide: this many draws before giving up. */
const CODE_ATTEMPTS = 4;

export async function orderIdByKey(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The buyer's view of an order that exists (it was just committed or found by its key). */
export async function placedOrderView(store: Store, orderId: string): Promise<OrderView> {
  const view = await loadOrderView(store.db, { orderId });
  if (!view) throw new Error(`order ${orderId} vanished after commit`);
  return publicView(view);
}

/** What placing an order answers: the order, and whether this call created it. */
export interface PlacedOrder {
  order: OrderView;
  /** False when the key had already placed this order (a retry or a double click). */
  created: boolean;
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
 * Places an order once per idempotency key: `insert` runs in a write transaction after the key is
 * checked there (commitOrderOnce), then `afterCommit` starts the payment. A key that already
 * placed an order answers that order, and nothing runs.
 */
export async function placeOnce(
  store: Store,
  key: string,
  insert: (trx: Kysely<Database>) => Promise<CommittedOrder>,
  afterCommit: (committed: CommittedOrder) => Promise<void>,
): Promise<PlacedOrder> {
  const placed = await commitOrderOnce(store, key, insert);
  if ('existingOrderId' in placed) {
    // A retry of an order whose payment never started (the first call died, or lost its answer
    // before the start): start it now, so the buyer gets a payable link and not a dead order.
    const unstarted = await unstartedOrder(store, placed.existingOrderId);
    if (unstarted) await afterCommit(unstarted);
    return { order: await placedOrderView(store, placed.existingOrderId), created: false };
  }
  await afterCommit(placed.committed);
  return { order: await placedOrderView(store, placed.committed.orderId), created: true };
}

/**
 * The order as `afterCommit` needs it when it is still pending and live with its payment pending
 * and never started (no checkout link, provider code, QR nor confirmation); else null.
 */
async function unstartedOrder(store: Store, orderId: string): Promise<CommittedOrder | null> {
  const order = await store.db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select([
      'orders.order_code',
      'orders.locale',
      'orders.total_amount',
      'orders.expires_at',
      'payments.id as payment_id',
    ])
    .where('orders.id', '=', orderId)
    .where('orders.status', '=', 'pending')
    .where('orders.payment_status', '=', 'pending')
    .where('payments.status', '=', 'pending')
    .where('payments.checkout_url', 'is', null)
    .where('payments.provider_order_code', 'is', null)
    .where('payments.qr_payload', 'is', null)
    .executeTakeFirst();
  if (!order) return null;
  // Past its deadline the sweep expires it; starting a payment now would only race that.
  if (order.expires_at !== null && order.expires_at <= nowIso()) return null;
  const lines = await store.db
    .selectFrom('order_lines')
    .select(['name_vi', 'name_en', 'quantity', 'unit_price'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return {
    orderId,
    orderCode: order.order_code,
    paymentId: order.payment_id,
    totalAmount: Number(order.total_amount),
    expiresAt: order.expires_at,
    free: false,
    lines: lines.map((line) => ({
      name: order.locale === 'en' ? line.name_en : line.name_vi,
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
    })),
  };
}

/**
 * Runs `insert` in a write transaction once per idempotency key: the transaction first looks the
 * key up and answers the order it already placed, if any. On a unique violation either a twin
 * with the key committed first (its order is the answer) or the random order code collided
 * (another draw).
 */
async function commitOrderOnce(
  store: Store,
  key: string,
  insert: (trx: Kysely<Database>) => Promise<CommittedOrder>,
): Promise<{ committed: CommittedOrder } | { existingOrderId: string }> {
  const known = await orderIdByKey(store.db, key);
  if (known) return { existingOrderId: known };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await writeTransaction(
        store,
        async (trx) => (await orderIdByKey(trx, key)) ?? insert(trx),
      );
      return typeof result === 'string' ? { existingOrderId: result } : { committed: result };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request with this key committed first (PostgreSQL lets both get this far).
      const winner = await orderIdByKey(store.db, key);
      if (winner) return { existingOrderId: winner };
      if (attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** A new order's identity, drawn when its row is written. */
export interface OrderHead {
  orderId: string;
  orderCode: string;
  createdAt: string;
  expiresAt: string | null;
}

export interface OrderRow {
  kind: OrderKind;
  userId: string | null;
  locale: 'vi' | 'en';
  idempotencyKey: string;
  email: string;
  phone: string;
  /** The shipping snapshot as JSON (tickets: the buyer's name and phone). */
  shippingJson: string;
  billingJson: string | null;
  notes: string | null;
  totals: Totals;
  /** When the unpaid order lapses (paymentDeadlineOf); null for cash on delivery. */
  expiresAt: string | null;
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
 * The order's row, pending and unpaid, with a new id and code. Its UNIQUE idempotency key is
 * claimed by this insert: a concurrent twin blocks here until this transaction ends.
 */
export async function insertOrderRow(trx: Kysely<Database>, row: OrderRow): Promise<OrderHead> {
  const head = {
    orderId: newId(),
    orderCode: newOrderCode(),
    createdAt: nowIso(),
    expiresAt: row.expiresAt,
  };
  await trx
    .insertInto('orders')
    .values({
      id: head.orderId,
      order_code: head.orderCode,
      user_id: row.userId,
      kind: row.kind,
      status: 'pending',
      payment_status: 'pending',
      locale: row.locale,
      currency: 'VND',
      subtotal: row.totals.subtotal,
      discount: row.totals.discount,
      shipping_fee: row.totals.shippingFee,
      total_amount: row.totals.total,
      contact_email: row.email,
      contact_phone: row.phone,
      shipping_json: row.shippingJson,
      billing_json: row.billingJson,
      notes: row.notes,
      idempotency_key: row.idempotencyKey,
      created_at: head.createdAt,
      updated_at: head.createdAt,
      // Set here, in the creating transaction: if the process dies before the payment starts, the
      // sweep still expires the order and frees its stock and seats.
      expires_at: row.expiresAt,
    })
    .execute();
  return head;
}

/** One line as sold: the catalogue's names and price at the time of sale, and its amounts. */
export interface SoldLine {
  sku: string;
  nameVi: string;
  nameEn: string;
  optionsLabel: string;
  serviceDate: string | null;
  unitPrice: number;
  quantity: number;
  amounts: LineAmounts | undefined;
  /** How the payment provider names the line and its detail (options, or the visit date). */
  mailName: string;
  mailDetail: string;
}

/**
 * The method an order is recorded with, from the server's own total: `free` when nothing is left
 * to pay, whatever the client sent; else the buyer's choice. A client's `free` (no method) for an
 * order that costs something is refused (`payment-method-unavailable`) inside the transaction: it rolls back.
 */
export function recordedMethod(method: PaymentMethod | null, total: number): OrderMethodId {
  if (total === 0) return FREE_METHOD_ID;
  if (!method) throw new DomainError('payment-method-unavailable');
  return method.id;
}

export interface OrderBody extends OrderHead {
  kind: OrderKind;
  userId: string | null;
  locale: 'vi' | 'en';
  /** recordedMethod's answer. */
  methodId: OrderMethodId;
  /** The "created" event's note. */
  eventNote: string;
  email: string;
  fullName: string;
  /** With the voucher off when the buyer used one (`voucherCode`). */
  totals: Totals | VoucherTotals;
  voucherCode: string | null;
  lines: readonly SoldLine[];
}

/**
 * Inside the order's transaction, after its row: the lines (ids sortable in sale order), the
 * pending payment for the total and the "created" event (the first mail leaves with the start).
 */
export async function writeOrderBody(
  trx: Kysely<Database>,
  body: OrderBody,
): Promise<CommittedOrder> {
  const { orderId, totals } = body;
  await trx
    .insertInto('order_lines')
    .values(
      body.lines.map((line, index) => {
        const a = line.amounts ?? { subtotal: 0, discount: 0, total: 0 };
        return {
          id: `${orderId}-${String(index).padStart(3, '0')}`,
          order_id: orderId,
          sku: line.sku,
          name_vi: line.nameVi,
          name_en: line.nameEn,
          options_label: line.optionsLabel,
          service_date: line.serviceDate,
          unit_price: line.unitPrice,
          quantity: line.quantity,
          subtotal: a.subtotal,
          discount: a.discount,
          total: a.total,
        };
      }),
    )
    .execute();
  const paymentId = await insertPendingPayment(trx, {
    orderId,
    methodId: body.methodId,
    amount: totals.total,
    createdAt: body.createdAt,
  });
  const actor = body.userId ? `user:${body.userId}` : 'customer';
  await recordOrderEvent(trx, { orderId, actor, kind: 'created', note: body.eventNote });
  const free = body.methodId === FREE_METHOD_ID;
  if (free) await confirmFreeOrder(trx, { orderId, paymentId, actor }, new Date());
  const mailLines = body.lines.map((line) => ({
    name: line.mailName,
    optionsLabel: line.mailDetail,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    total: line.amounts?.total ?? 0,
  }));
  return {
    orderId,
    orderCode: body.orderCode,
    paymentId,
    totalAmount: totals.total,
    lines: mailLines,
    expiresAt: free ? null : body.expiresAt,
    free,
  };
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
