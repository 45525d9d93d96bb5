// Placing an order (DESIGN.md §12), in one write transaction: claim the client's idempotency key
// (the order row, UNIQUE key), take the cart's lines (deleting them: a second submit for the same
// cart finds it empty), re-price them from the catalogue, claim stock per SKU by conditional
// update, write lines, the payment row, the history and the confirmation mail. Anything short of
// that rolls back whole. After commit the payment method starts; if it fails the order is
// cancelled (stock back) and the caller hears the checkout error.
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { isUniqueViolation, writeTransaction, type Store } from '../../db/store';
import type { Catalog, Sellable } from '../cart/catalog';
import { cartKey, vietnamDate, type CartOwner } from '../cart/cart';
import { SHOP_MESSAGES } from '../cart/messages';
import { DomainError } from '../errors';
import { claimStock } from '../inventory/inventory';
import { orderMail } from '../mail/order-mail';
import { enqueueMail } from '../mail/outbox';
import type { PaymentMethod, PaymentStart } from '../payments/method';
import { paymentMethods } from '../payments/registry';
import { priceCart } from '@/lib/pricing/pricing';
import { cancelOrder } from './cancel-order';
import { newOrderCode } from './order-code';
import { loadOrderView, publicView, type OrderView } from './order-view';
import { changeOrderStatus, recordOrderEvent } from './transitions';
import type { CheckoutInput } from '@/lib/validation/checkout';
import { insertPendingPayment } from './payment-row';

export interface PlaceOrderOptions {
  /** The methods to choose from (tests pass failing ones); default the registry's. */
  methods?: readonly PaymentMethod[];
  now?: Date;
}

export interface PlacedOrder {
  order: OrderView;
  /** False when the key had already placed this order (a retry or a double click). */
  created: boolean;
}

interface Committed {
  orderId: string;
  orderCode: string;
  paymentId: string;
  totalAmount: number;
  lines: { name: string; quantity: number; unitPrice: number }[];
}

const CODE_ATTEMPTS = 4;

async function orderIdByKey(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function viewOf(store: Store, orderId: string): Promise<OrderView> {
  const view = await loadOrderView(store.db, { orderId });
  if (!view) throw new Error(`order ${orderId} vanished after commit`);
  return publicView(view);
}

function lineName(item: Sellable, locale: 'vi' | 'en'): string {
  return item.optionsLabel[locale]
    ? `${item.name[locale]} (${item.optionsLabel[locale]})`
    : item.name[locale];
}

async function usableMethod(
  store: Store,
  methods: readonly PaymentMethod[],
  id: CheckoutInput['paymentMethod'],
): Promise<PaymentMethod> {
  const method = methods.find((m) => m.id === id);
  if (!method || !method.kinds.includes('goods') || !(await method.isAvailable(store))) {
    throw new DomainError('BAD_REQUEST', SHOP_MESSAGES.paymentMethodUnavailable);
  }
  return method;
}

export async function placeOrder(
  store: Store,
  catalog: Catalog,
  input: CheckoutInput,
  buyer: { userId: string | null },
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  const method = await usableMethod(
    store,
    options.methods ?? paymentMethods(),
    input.paymentMethod,
  );
  const owner: CartOwner = buyer.userId
    ? { kind: 'user', userId: buyer.userId }
    : { kind: 'guest', cartId: input.cartId };
  const cart = cartKey(owner);
  // Keys are the client's: namespaced by cart, one client cannot reach another's order by key.
  const key = `${cart}:${input.idempotencyKey}`;

  const known = await orderIdByKey(store.db, key);
  if (known) return { order: await viewOf(store, known), created: false };

  let result: Committed | string | null = null;
  for (let attempt = 1; result === null; attempt += 1) {
    try {
      result = await writeTransaction(store, (trx) =>
        insertOrder(trx, catalog, input, buyer.userId, cart, key, method.id, now),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request with this key committed first (PostgreSQL lets both get this far).
      const winner = await orderIdByKey(store.db, key);
      if (winner) return { order: await viewOf(store, winner), created: false };
      // Otherwise the random order code collided: draw another.
      if (attempt >= CODE_ATTEMPTS) throw error;
    }
  }
  if (typeof result === 'string') return { order: await viewOf(store, result), created: false };
  const committed = result;

  await startPayment(store, method, committed, input);
  return { order: await viewOf(store, committed.orderId), created: true };
}

/** The transaction: returns the new order, or the id of the order this key already placed. */
async function insertOrder(
  trx: Kysely<Database>,
  catalog: Catalog,
  input: CheckoutInput,
  userId: string | null,
  cart: string,
  key: string,
  methodId: CheckoutInput['paymentMethod'],
  now: Date,
): Promise<Committed | string> {
  const existing = await orderIdByKey(trx, key);
  if (existing) return existing;
  const orderId = newId();
  const orderCode = newOrderCode();
  const createdAt = nowIso();
  // The key is claimed first: a concurrent twin blocks here until this commits or rolls back.
  await trx
    .insertInto('orders')
    .values({
      id: orderId,
      order_code: orderCode,
      user_id: userId,
      kind: 'goods',
      status: 'pending',
      payment_status: 'pending',
      locale: input.locale,
      currency: 'VND',
      subtotal: 0,
      discount: 0,
      shipping_fee: 0,
      total_amount: 0,
      contact_email: input.contact.email,
      contact_phone: input.contact.phone,
      shipping_json: JSON.stringify(input.shipping),
      billing_json:
        input.billingSameAsShipping || !input.billing ? null : JSON.stringify(input.billing),
      notes: input.notes,
      idempotency_key: key,
      created_at: createdAt,
      updated_at: createdAt,
      expires_at: null,
    })
    .execute();

  // Taking the lines empties the cart; a concurrent order for the same cart finds nothing.
  const taken = await trx
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cart)
    .returning(['id', 'sku', 'service_date', 'quantity', 'added_at'])
    .execute();
  if (taken.length === 0) throw new DomainError('BAD_REQUEST', SHOP_MESSAGES.emptyCart);
  taken.sort((a, b) => a.added_at.localeCompare(b.added_at) || a.id.localeCompare(b.id));

  const today = vietnamDate(now);
  const lines = taken.map((row) => {
    const item = catalog.find(row.sku);
    if (!item) throw new DomainError('NOT_FOUND', SHOP_MESSAGES.productNotFound);
    if (item.kind === 'service' && (!row.service_date || row.service_date < today)) {
      throw new DomainError('BAD_REQUEST', SHOP_MESSAGES.serviceDateOutOfRange);
    }
    return { row, item, quantity: Number(row.quantity) };
  });

  const shortfalls = await claimStock(
    trx,
    lines
      .filter((l) => l.item.kind === 'product')
      .map((l) => ({ sku: l.item.sku, quantity: l.quantity })),
  );
  if (shortfalls.length > 0) {
    throw new DomainError('CONFLICT', SHOP_MESSAGES.notEnoughStock, {
      lines: shortfalls.map((s) => {
        const item = catalog.find(s.sku);
        return { sku: s.sku, name: item ? lineName(item, input.locale) : s.sku, left: s.left };
      }),
    });
  }

  const { lines: amounts, totals } = priceCart(
    lines.map((l) => ({
      unitPrice: l.item.unitPrice,
      quantity: l.quantity,
      tiers: l.item.tiers,
      ships: l.item.kind === 'product',
    })),
    catalog.shipping,
  );
  await trx
    .updateTable('orders')
    .set({
      subtotal: totals.subtotal,
      discount: totals.discount,
      shipping_fee: totals.shippingFee,
      total_amount: totals.total,
    })
    .where('id', '=', orderId)
    .execute();
  await trx
    .insertInto('order_lines')
    .values(
      lines.map((l, index) => {
        const a = amounts[index] ?? { subtotal: 0, discount: 0, total: 0 };
        return {
          // Sortable within the order: the view lists lines in cart order.
          id: `${orderId}-${String(index).padStart(3, '0')}`,
          order_id: orderId,
          sku: l.item.sku,
          name_vi: l.item.name.vi,
          name_en: l.item.name.en,
          options_label: l.item.optionsLabel[input.locale],
          service_date: l.row.service_date,
          unit_price: l.item.unitPrice,
          quantity: l.quantity,
          subtotal: a.subtotal,
          discount: a.discount,
          total: a.total,
        };
      }),
    )
    .execute();
  const paymentId = await insertPendingPayment(trx, {
    orderId,
    methodId,
    amount: totals.total,
    createdAt,
  });
  await recordOrderEvent(trx, {
    orderId,
    actor: userId ? `user:${userId}` : 'customer',
    kind: 'created',
    note: methodId,
  });
  const mailLines = lines.map((l, index) => ({
    name: l.item.name[input.locale],
    optionsLabel: l.item.optionsLabel[input.locale],
    quantity: l.quantity,
    unitPrice: l.item.unitPrice,
    total: amounts[index]?.total ?? 0,
  }));
  await enqueueMail(
    trx,
    orderMail('order-confirmation', {
      orderId,
      orderCode,
      locale: input.locale,
      email: input.contact.email,
      fullName: input.shipping.fullName,
      ...totals,
      totalAmount: totals.total,
      paymentMethod: methodId,
      lines: mailLines,
    }),
  );
  return { orderId, orderCode, paymentId, totalAmount: totals.total, lines: mailLines };
}

async function startPayment(
  store: Store,
  method: PaymentMethod,
  committed: Committed,
  input: CheckoutInput,
): Promise<void> {
  let started: PaymentStart;
  try {
    started = await method.start(store, {
      orderId: committed.orderId,
      orderCode: committed.orderCode,
      paymentId: committed.paymentId,
      totalAmount: committed.totalAmount,
      currency: 'VND',
      locale: input.locale,
      kind: 'goods',
      lines: committed.lines.map((l) => ({
        name: l.name,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
      buyer: {
        name: input.shipping.fullName,
        email: input.contact.email,
        phone: input.contact.phone,
      },
    });
  } catch (error) {
    console.error(`[orders] starting ${method.id} for ${committed.orderCode} failed`, error);
    await cancelOrder(store, {
      orderId: committed.orderId,
      reason: 'payment start failed',
      actor: 'system',
      paymentStatus: 'failed',
    });
    throw new DomainError('BAD_GATEWAY', SHOP_MESSAGES.checkoutProcessingError);
  }
  const stored =
    started.checkoutUrl !== undefined ||
    started.providerOrderCode !== undefined ||
    started.qrPayload !== undefined ||
    started.expiresAt !== undefined;
  if (!stored && !started.confirmOrder) return;
  await writeTransaction(store, async (trx) => {
    // Cash on delivery has nothing to store: only the confirmation below.
    if (stored) {
      await trx
        .updateTable('payments')
        .set({
          checkout_url: started.checkoutUrl ?? null,
          provider_order_code: started.providerOrderCode ?? null,
          qr_payload: started.qrPayload ?? null,
          expires_at: started.expiresAt ?? null,
          updated_at: nowIso(),
        })
        .where('id', '=', committed.paymentId)
        .execute();
    }
    if (started.expiresAt) {
      await trx
        .updateTable('orders')
        .set({ expires_at: started.expiresAt })
        .where('id', '=', committed.orderId)
        .execute();
    }
    if (started.confirmOrder) {
      await changeOrderStatus(trx, {
        orderId: committed.orderId,
        from: 'pending',
        to: 'confirmed',
        actor: 'system',
        note: method.id,
      });
    }
  });
}
