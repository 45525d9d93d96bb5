// The one table of transitions (spec §4, DESIGN.md §12): property tests over the pure table and
// over the store (random sequences of attempted changes, applied with conditional updates), and
// the payment doors for helper P: markPaymentPaid and cancelOrder applied once under 20 racing
// callers, the stock released exactly once.
import fc from 'fast-check';
import { writeTransaction, type Store } from '../../db/store';
import { checkoutFor, leftOf, newGuestCartId } from '@/testing/shop';
import { describeEachDialect } from '@/testing/stores';
import { getCatalog } from '../cart/catalog';
import { addItem } from '../cart/cart';
import { setStockLevel } from '../inventory/inventory';
import type { PaymentMethod } from '../payments/method';
import { cancelOrder } from './change/cancel-order';
import { listExpiredUnpaidOrders } from './pay/expired';
import { markPaymentPaid } from './pay/mark-paid';
import { getOrderView } from './views/order-view';
import { placeGoodsOrder } from './place/goods';
import {
  canChangeOrder,
  canChangePayment,
  changeOrderStatus,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  type OrderStatus,
} from './transitions';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/statuses';
import { checkoutInput } from '@/lib/validation/checkout';

describe('the transition table', () => {
  it('is the spec’s: forward along the delivery path, cancel before shipping, paid may be refunded', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      pending: ['confirmed', 'cancelled'],
      confirmed: ['processing', 'cancelled'],
      processing: ['shipped', 'cancelled'],
      shipped: ['delivered'],
      delivered: [],
      cancelled: [],
    });
    expect(canChangePayment('pending', 'paid')).toBe(true);
    expect(canChangePayment('pending', 'failed')).toBe(true);
    expect(canChangePayment('paid', 'refunded')).toBe(true);
    // A payment that arrives after its attempt was closed is still recorded.
    expect(PAYMENT_TRANSITIONS.failed).toEqual(['paid']);
  });

  it('property: nothing leaves delivered, cancelled or refunded, failed only to paid; no status returns to itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...ORDER_STATUSES),
        (from, to) => {
          if (from === 'delivered' || from === 'cancelled' || from === to) {
            expect(canChangeOrder(from, to)).toBe(false);
          }
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.constantFrom(...PAYMENT_STATUSES),
        (from, to) => {
          if (from === 'refunded' || from === to || (from === 'failed' && to !== 'paid')) {
            expect(canChangePayment(from, to)).toBe(false);
          }
        },
      ),
    );
  });

  it('property: every path of allowed steps is finite (the table has no cycle)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), (choices) => {
        let status: OrderStatus = 'pending';
        const seen = new Set<OrderStatus>([status]);
        for (const choice of choices) {
          const next: readonly OrderStatus[] = ORDER_TRANSITIONS[status];
          if (next.length === 0) break;
          status = next[choice % next.length] ?? status;
          expect(seen.has(status)).toBe(false);
          seen.add(status);
        }
      }),
    );
  });
});

const cod: PaymentMethod = {
  id: 'cod',
  kinds: ['goods'],
  isAvailable: () => Promise.resolve(true),
  // Left pending on purpose: these tests drive the statuses themselves.
  start: () => Promise.resolve({ status: 'pending' }),
};
const online: PaymentMethod = {
  id: 'payos',
  kinds: ['goods'],
  // Lapsed as soon as it is placed: the deadline is written with the order, from the method.
  ttlMs: -1_000,
  isAvailable: () => Promise.resolve(true),
  start: () =>
    Promise.resolve({
      status: 'pending',
      checkoutUrl: 'https://pay.example/checkout',
      providerOrderCode: 9_007_199_254_740_000,
      expiresAt: new Date(Date.now() - 1_000).toISOString(),
    }),
};

async function newOrder(store: Store, sku: string, quantity: number, method = cod) {
  const cartId = newGuestCartId();
  await addItem(store, getCatalog(), { kind: 'guest', cartId }, { sku, quantity });
  const input = checkoutInput.parse(checkoutFor(cartId, { paymentMethod: method.id }));
  const { order } = await placeGoodsOrder(
    store,
    getCatalog(),
    input,
    { userId: null },
    { methods: [method] },
  );
  const row = await store.db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select(['orders.id as orderId', 'payments.id as paymentId'])
    .where('orders.order_code', '=', order.orderCode)
    .executeTakeFirstOrThrow();
  return { ...row, orderCode: order.orderCode, total: order.totalAmount };
}

async function statusEvents(store: Store, orderId: string) {
  return store.db
    .selectFrom('order_events')
    .select(['from_status', 'to_status', 'kind'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['status', 'payment'])
    .orderBy('at')
    .execute();
}

describeEachDialect('status changes in the store', ({ store }) => {
  it('property: random attempted changes follow the table, each applied at most once', async () => {
    await setStockLevel(store(), 'NM-KEY-YEL', 10_000);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...ORDER_STATUSES), { minLength: 1, maxLength: 8 }),
        async (targets) => {
          const { orderId } = await newOrder(store(), 'NM-KEY-YEL', 1);
          let expected: OrderStatus = 'pending';
          for (const to of targets) {
            const from = ORDER_STATUSES.filter((s) => canChangeOrder(s, to));
            if (from.length === 0) continue;
            const won = await writeTransaction(store(), (trx) =>
              changeOrderStatus(trx, { orderId, from, to, actor: 'test' }),
            );
            const allowed = canChangeOrder(expected, to);
            expect(won !== null).toBe(allowed);
            if (allowed) expected = to;
          }
          const row = await store()
            .db.selectFrom('orders')
            .select('status')
            .where('id', '=', orderId)
            .executeTakeFirstOrThrow();
          expect(row.status).toBe(expected);
          // The history is a walk through the table from pending to where the order is.
          const events = (await statusEvents(store(), orderId)).filter((e) => e.kind === 'status');
          let at: string = 'pending';
          for (const event of events) {
            expect(event.from_status).toBe(at);
            expect(canChangeOrder(at as OrderStatus, event.to_status as OrderStatus)).toBe(true);
            at = event.to_status ?? '';
          }
          expect(at).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  it('marks a payment paid once when 20 confirmations race, and confirms the order', async () => {
    await setStockLevel(store(), 'NM-KEY-YEL', 100);
    const { paymentId, orderId, orderCode, total } = await newOrder(store(), 'NM-KEY-YEL', 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        markPaymentPaid(store(), {
          paymentId,
          amount: total,
          currency: 'VND',
          actor: 'webhook:test',
        }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(results.filter((r) => !r.applied && r.reason === 'already')).toHaveLength(19);
    const view = await getOrderView(store(), orderCode);
    expect(view).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      payment: { status: 'paid' },
    });
    expect(await statusEvents(store(), orderId)).toEqual([
      { from_status: 'pending', to_status: 'paid', kind: 'payment' },
      { from_status: 'pending', to_status: 'confirmed', kind: 'status' },
    ]);
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .select('kind')
      .where('related_order_id', '=', orderId)
      .execute();
    // The double starts nothing (no link, no confirmation): the one mail is the paid confirmation.
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);
  });

  it('refuses a payment whose amount or currency differs from the order, changing nothing', async () => {
    await setStockLevel(store(), 'NM-KEY-YEL', 100);
    const { paymentId, orderCode, total } = await newOrder(store(), 'NM-KEY-YEL', 1);
    expect(
      await markPaymentPaid(store(), { paymentId, amount: total - 1, currency: 'VND', actor: 't' }),
    ).toEqual({ applied: false, reason: 'amount-mismatch' });
    expect(
      await markPaymentPaid(store(), { paymentId, amount: total, currency: 'USD', actor: 't' }),
    ).toEqual({ applied: false, reason: 'amount-mismatch' });
    expect(await getOrderView(store(), orderCode)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
  });

  it('cancels once and returns the stock once when 20 cancels race', async () => {
    await setStockLevel(store(), 'NM-KEY-GRN', 30);
    const { orderId, orderCode } = await newOrder(store(), 'NM-KEY-GRN', 7);
    expect(await leftOf(store(), 'NM-KEY-GRN')).toBe(23);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        cancelOrder(store(), { orderId, reason: 'test', actor: 'system' }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await leftOf(store(), 'NM-KEY-GRN')).toBe(30);
    expect(await getOrderView(store(), orderCode)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      payment: { status: 'failed' },
    });
    // A payment confirmation after the cancel does not revive the order.
    const { paymentId } = await store()
      .db.selectFrom('payments')
      .select('id as paymentId')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(
      await markPaymentPaid(store(), { paymentId, amount: 1, currency: 'VND', actor: 't' }),
    ).toEqual({ applied: false, reason: 'not-pending' });
  });

  it('lists unpaid online orders past their deadline, stores what the method returned, and not cash orders', async () => {
    await setStockLevel(store(), 'NM-KEY-YEL', 100);
    const expired = await newOrder(store(), 'NM-KEY-YEL', 1, online);
    const cash = await newOrder(store(), 'NM-KEY-YEL', 1, cod);
    const view = await getOrderView(store(), expired.orderCode);
    expect(view?.payment).toMatchObject({
      method: 'payos',
      checkoutUrl: 'https://pay.example/checkout',
      providerOrderCode: 9_007_199_254_740_000,
    });
    const ids = (await listExpiredUnpaidOrders(store(), new Date())).map((o) => o.orderId);
    expect(ids).toContain(expired.orderId);
    expect(ids).not.toContain(cash.orderId);
  });
});
