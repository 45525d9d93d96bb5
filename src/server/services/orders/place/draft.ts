// Placing an order (DESIGN.md §12), goods and tickets alike, as one straight function over a
// draft. goods.ts and tickets.ts decide what is sold and build the draft (priced lines, totals,
// what to claim); placeDraft writes it in one write transaction: claim the idempotency key (the
// order row, UNIQUE key; a retry or a racing twin gets the first order back), take the cart's
// lines, claim stock per SKU and the day's seats per type by conditional update, redeem the
// voucher, record the invoice request, write lines, the pending payment and the "created" event.
// Anything short of that rolls back whole. After commit the pages that show stock or seats are
// refreshed and the payment method starts (payment-start.ts, with the buyer's first mail). An
// order with nothing to pay is confirmed in its own transaction instead (method `free`).
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../../db/ids';
import type { Database, OrderKind } from '../../../db/schema';
import { isUniqueViolation, writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { claimSeats, claimStock, releaseSeats } from '../../inventory/inventory';
import { seatsChanged } from '../../inventory/seat-pages';
import { stockChanged } from '../../inventory/stock-pages';
import { recordInvoiceRequest } from '../../invoices/requests';
import type { PaymentMethod } from '../../payments/method';
import { redeemVoucher } from '../../vouchers/vouchers';
import {
  offerFreedSeatsSoon,
  recordOfferOrder,
  takeOffer,
  type HeldSeats,
} from '../../waitlist/waitlist';
import { FREE_METHOD_ID, type OrderMethodId } from '@/lib/validation/checkout';
import type { InvoiceInput } from '@/lib/validation/invoice';
import type { LineAmounts, Totals, VoucherTotals } from '@/lib/pricing/pricing';
import { newOrderCode } from '../order-code';
import { confirmFreeOrder } from '../pay/mark-paid';
import { insertPendingPayment } from '../pay/payment-row';
import { recordOrderEvent } from '../transitions';
import { loadOrderView, publicView, type OrderView } from '../views/order-view';
import { lineTaxColumns, shippingTaxColumns } from '../tax';
import { taxOrder } from '@/lib/tax/vat';
import { vatSchedule } from '@/content/projections';
import { recordedMethod, startOrderPayment, type CommittedOrder } from './payment-start';

/** One line as sold: the catalogue's names and price at the time of sale, and its amounts. */
export interface SoldLine {
  sku: string;
  nameVi: string;
  nameEn: string;
  optionsLabel: string;
  serviceDate: string | null;
  unitPrice: number;
  /** Its VAT group (content/vat-rates.yaml). */
  vatCategory: string;
  quantity: number;
  amounts: LineAmounts | undefined;
  /** How the payment provider names the line and its detail (options, or the visit date). */
  mailName: string;
  mailDetail: string;
}

/** What the order's transaction claims before it writes a line; any shortfall rolls it back. */
export interface DraftClaims {
  /** A cart's lines, taken (deleted) by the order: a second order for the same cart finds none. */
  cartLines?: { cartId: string; lineIds: readonly string[] };
  /** Units off the shelf per SKU (products only: services have no stock). */
  stock?: readonly { sku: string; quantity: number }[];
  /** The visit day's seats per ticket type, less what a live waiting-list offer already holds. */
  seats?: {
    visitDate: string;
    lines: readonly { ticketType: string; quantity: number }[];
    capacityOf: (ticketType: string) => number;
    waitlistOffer?: string;
  };
}

/** An order as goods.ts or tickets.ts built it: everything placeDraft needs, nothing to call back. */
export interface OrderDraft {
  kind: OrderKind;
  /** The idempotency key, namespaced by the builder (cart, or the buyer's email). */
  key: string;
  userId: string | null;
  locale: 'vi' | 'en';
  buyer: { fullName: string; email: string; phone: string };
  /** The buyer's resolved address, for providers that ask for it. */
  clientIp?: string;
  /** The shipping snapshot as JSON (tickets: the buyer's name and phone). */
  shippingJson: string;
  billingJson: string | null;
  notes: string | null;
  /** Priced lines in sale order; none when the cart was empty (refused once the key is new). */
  lines: readonly SoldLine[];
  /** After the tier discounts, before the voucher. */
  totals: Totals;
  voucherCode: string | null;
  invoice: InvoiceInput | null;
  /** The buyer's method, or null for a client's `free` (checked against the total). */
  method: PaymentMethod | null;
  /** When the unpaid order lapses; null for cash on delivery. */
  expiresAt: string | null;
  /** Added to the "created" event's note after the method (a ticket order's visit day). */
  eventDetail: string | null;
  claims: DraftClaims;
  now: Date;
}

/** What placing an order answers: the order, and whether this call created it. */
export interface PlacedOrder {
  order: OrderView;
  /** False when the key had already placed this order (a retry or a double click). */
  created: boolean;
}

/** Random order codes may collide: this many draws before giving up. */
const CODE_ATTEMPTS = 4;

/**
 * Places the draft once per idempotency key. A key that already placed an order answers that
 * order (starting its payment if the first call died before the start), and nothing is claimed.
 */
export async function placeDraft(store: Store, draft: OrderDraft): Promise<PlacedOrder> {
  const placed = await commitOnce(store, draft);
  const orderId = placed.created ? placed.committed.orderId : placed.orderId;
  const committed = placed.created ? placed.committed : await unstartedOrder(store, orderId);
  if (placed.created) {
    // Its claims changed what the product and booking pages show.
    if (draft.claims.stock?.length) await stockChanged(store);
    if (draft.claims.seats) await seatsChanged(store);
    // A waiting-list hold bigger than the booking gave its surplus back: the next entry's.
    if (draft.claims.seats?.waitlistOffer) await offerFreedSeatsSoon(store);
  }
  // A retry of an order whose payment never started (the first call died, or lost its answer
  // before the start) starts it now, so the buyer gets a payable link and not a dead order.
  if (committed) {
    await startOrderPayment(store, draft.method, committed, {
      kind: draft.kind,
      locale: draft.locale,
      buyer: { name: draft.buyer.fullName, email: draft.buyer.email, phone: draft.buyer.phone },
      clientIp: draft.clientIp,
    });
  }
  return { order: await placedOrderView(store, orderId), created: placed.created };
}

async function orderIdByKey(db: Kysely<Database>, key: string): Promise<string | null> {
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

/**
 * Writes the draft in a write transaction once per idempotency key: the transaction first looks
 * the key up and answers the order it already placed, if any. On a unique violation either a twin
 * with the key committed first (its order is the answer) or the random order code collided
 * (another draw).
 */
async function commitOnce(
  store: Store,
  draft: OrderDraft,
): Promise<{ created: true; committed: CommittedOrder } | { created: false; orderId: string }> {
  const known = await orderIdByKey(store.db, draft.key);
  if (known) return { created: false, orderId: known };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await writeTransaction(
        store,
        async (trx) => (await orderIdByKey(trx, draft.key)) ?? writeDraft(trx, draft),
      );
      return typeof result === 'string'
        ? { created: false, orderId: result }
        : { created: true, committed: result };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request with this key committed first (PostgreSQL lets both get this far).
      const winner = await orderIdByKey(store.db, draft.key);
      if (winner) return { created: false, orderId: winner };
      if (attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** The transaction's body, once the key is known to be new: row, claims, lines, payment. */
async function writeDraft(trx: Kysely<Database>, draft: OrderDraft): Promise<CommittedOrder> {
  if (draft.lines.length === 0) throw new DomainError('cart-empty');
  // The key is claimed first: a concurrent twin blocks here until this commits or rolls back.
  const head = await insertOrderRow(trx, draft);
  await takeCartLines(trx, draft.claims.cartLines);
  if (draft.invoice) await recordInvoiceRequest(trx, head.orderId, draft.invoice, draft.now);
  if (draft.claims.stock?.length) {
    const shortfalls = await claimStock(trx, draft.claims.stock);
    if (shortfalls.length > 0) {
      throw new DomainError('not-enough-stock', {
        lines: shortfalls.map((s) => ({ sku: s.sku, name: lineName(draft, s.sku), left: s.left })),
      });
    }
  }
  if (draft.claims.seats) await claimDaySeats(trx, draft, draft.claims.seats, head.orderId);
  // After the tier discounts; a refused code throws and the whole order rolls back.
  const totals = draft.voucherCode
    ? await redeemVoucher(trx, {
        code: draft.voucherCode,
        kind: draft.kind,
        orderId: head.orderId,
        contact: draft.buyer.email,
        totals: draft.totals,
        now: draft.now,
      })
    : draft.totals;
  const methodId = recordedMethod(draft.method, totals.total);
  return writeOrderBody(trx, draft, head, methodId, totals);
}

/** A draft line's name as the buyer reads it, with its options. */
function lineName(draft: OrderDraft, sku: string): string {
  const line = draft.lines.find((l) => l.sku === sku);
  if (!line) return sku;
  const name = draft.locale === 'en' ? line.nameEn : line.nameVi;
  return line.optionsLabel ? `${name} (${line.optionsLabel})` : name;
}

/**
 * Takes the cart's lines the draft was priced from. Race condition: two orders (two tabs, other
 * keys) for one cart. Only the transaction that deletes every line gets them; the other finds its
 * cart emptied and rolls back.
 */
async function takeCartLines(trx: Kysely<Database>, cart: DraftClaims['cartLines']): Promise<void> {
  if (!cart) return;
  const taken = await trx
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cart.cartId)
    .where('id', 'in', [...cart.lineIds])
    .returning('id')
    .execute();
  if (taken.length !== cart.lineIds.length) {
    throw new DomainError('cart-empty');
  }
}

/**
 * Claims the visit day's seats; a live waiting-list offer's are already held, so only the rest
 * is claimed, and a hold bigger than the booking gives its surplus back at once.
 */
async function claimDaySeats(
  trx: Kysely<Database>,
  draft: OrderDraft,
  seats: NonNullable<DraftClaims['seats']>,
  orderId: string,
): Promise<void> {
  const held = seats.waitlistOffer
    ? await takeOffer(trx, seats.waitlistOffer, seats.visitDate, draft.now)
    : null;
  const shortfalls = await claimSeats(
    trx,
    seatsBeyondHold(seats.lines, held).map((l) => ({ ...l, visitDate: seats.visitDate })),
    seats.capacityOf,
  );
  if (shortfalls.length > 0) throw seatsConflict(shortfalls, (type) => lineName(draft, type));
  if (!held) return;
  const surplus =
    held.quantity - (seats.lines.find((l) => l.ticketType === held.ticketType)?.quantity ?? 0);
  if (surplus > 0) {
    await releaseSeats(trx, [
      { ticketType: held.ticketType, visitDate: seats.visitDate, quantity: surplus },
    ]);
  }
  await recordOfferOrder(trx, held.entryId, orderId);
}

/** What a booking still has to claim once a waiting-list hold covers part of one type. */
function seatsBeyondHold(
  lines: readonly { ticketType: string; quantity: number }[],
  held: HeldSeats | null,
): { ticketType: string; quantity: number }[] {
  return lines.map((l) => ({
    ticketType: l.ticketType,
    quantity:
      held && l.ticketType === held.ticketType
        ? Math.max(0, l.quantity - held.quantity)
        : l.quantity,
  }));
}

/** The draft's lines and shipping split into net and VAT at the rates of the day it is placed. */
function taxOfDraft(draft: OrderDraft, voucherDiscount: number) {
  return taxOrder({
    lines: draft.lines.map((sold) => ({
      sold,
      total: sold.amounts?.total ?? 0,
      category: sold.vatCategory,
    })),
    voucherDiscount,
    shippingFee: draft.totals.shippingFee,
    at: draft.now,
    schedule: vatSchedule(),
  });
}

/** The CONFLICT for seats a claim could not get, naming each type and what is left. */
export function seatsConflict(
  shortfalls: readonly { ticketType: string; left: number; closed: boolean }[],
  nameOf: (ticketType: string) => string,
): DomainError {
  const closed = shortfalls.every((s) => s.closed);
  return new DomainError(closed ? 'day-closed' : 'not-enough-seats', {
    lines: shortfalls.map((s) => ({ sku: s.ticketType, name: nameOf(s.ticketType), left: s.left })),
  });
}

/** A new order's identity, drawn when its row is written. */
interface OrderHead {
  orderId: string;
  orderCode: string;
  createdAt: string;
}

/**
 * The order's row, pending and unpaid, with a new id and code. Its UNIQUE idempotency key is
 * claimed by this insert: a concurrent twin blocks here until this transaction ends.
 */
async function insertOrderRow(trx: Kysely<Database>, draft: OrderDraft): Promise<OrderHead> {
  const head = { orderId: newId(), orderCode: newOrderCode(), createdAt: nowIso() };
  await trx
    .insertInto('orders')
    .values({
      id: head.orderId,
      order_code: head.orderCode,
      user_id: draft.userId,
      kind: draft.kind,
      status: 'pending',
      payment_status: 'pending',
      locale: draft.locale,
      currency: 'VND',
      subtotal: draft.totals.subtotal,
      discount: draft.totals.discount,
      shipping_fee: draft.totals.shippingFee,
      total_amount: draft.totals.total,
      contact_email: draft.buyer.email,
      contact_phone: draft.buyer.phone,
      shipping_json: draft.shippingJson,
      billing_json: draft.billingJson,
      notes: draft.notes,
      idempotency_key: draft.key,
      created_at: head.createdAt,
      updated_at: head.createdAt,
      // Set here, in the creating transaction: if the process dies before the payment starts, the
      // sweep still expires the order and frees its stock and seats.
      expires_at: draft.expiresAt,
      // At today's rate until the payment fixes it (pay/tax-point.ts).
      ...shippingTaxColumns(taxOfDraft(draft, 0).shipping),
    })
    .execute();
  return head;
}

/**
 * Inside the order's transaction, after its row and claims: the lines (ids sortable in sale
 * order), the pending payment for the total and the "created" event (the first mail leaves with
 * the start).
 */
async function writeOrderBody(
  trx: Kysely<Database>,
  draft: OrderDraft,
  head: OrderHead,
  methodId: OrderMethodId,
  totals: Totals | VoucherTotals,
): Promise<CommittedOrder> {
  const { orderId } = head;
  const taxed = taxOfDraft(draft, 'voucherDiscount' in totals ? totals.voucherDiscount : 0);
  await trx
    .insertInto('order_lines')
    .values(
      taxed.lines.map(({ sold: line, ...tax }, index) => {
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
          vat_category: line.vatCategory,
          ...lineTaxColumns(tax),
        };
      }),
    )
    .execute();
  const paymentId = await insertPendingPayment(trx, {
    orderId,
    methodId,
    amount: totals.total,
    createdAt: head.createdAt,
  });
  const actor = draft.userId ? `user:${draft.userId}` : 'customer';
  const note = draft.eventDetail ? `${methodId} ${draft.eventDetail}` : methodId;
  await recordOrderEvent(trx, { orderId, actor, kind: 'created', note });
  const free = methodId === FREE_METHOD_ID;
  if (free) await confirmFreeOrder(trx, { orderId, paymentId, actor }, new Date());
  return {
    orderId,
    orderCode: head.orderCode,
    paymentId,
    totalAmount: totals.total,
    lines: draft.lines.map((line) => ({
      name: line.mailName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    expiresAt: free ? null : draft.expiresAt,
    free,
  };
}

/**
 * The order as its payment start needs it when it is still pending and live with its payment
 * pending and never started (no checkout link, provider code, QR nor confirmation); else null.
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
