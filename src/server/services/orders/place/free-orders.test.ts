// Free orders on the real stores: a voucher that covers the whole total, shipping included,
// confirms the order at 0 đ without a payment provider (method `free`), for tickets and goods,
// through the services and the tRPC API: paid and confirmed, seats or stock claimed, tickets
// issued, the confirmation mailed, no provider asked. A 1-use 100 % code goes to exactly one of
// two buyers racing for it, and a client's `free` for an order that costs something changes nothing.
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import type { Store } from '../../../db/store';
import { mailKinds, setUpTempOutbox } from '@/testing/mail-outbox';
import { seatsSold, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { testMethods } from '@/testing/payment-methods';
import { checkoutFor, commerceSnapshot, leftOf, newGuestCartId } from '@/testing/shop';
import { callerFor, describeEachDialect } from '@/testing/stores';
import { addItem } from '../../cart/cart';
import { getCatalog } from '../../cart/catalog';
import { setDayCapacity, setStockLevel } from '../../inventory/inventory';
import { settleDeliveries } from '../../mail/outbox';
import type { PaymentMethod } from '../../payments/method';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { createVoucher } from '../../vouchers/vouchers';
import { placeTicketOrder } from './tickets';
import { getOrderView } from '../views/order-view';
import { placeGoodsOrder } from './goods';
import { checkoutInput } from '@/lib/validation/checkout';
import { ticketPlaceOrderInput, type TicketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';
import { createVoucherInput } from '@/lib/vouchers/voucher-schemas';

jest.setTimeout(120_000);
setUpTempOutbox('free-orders-');
setUpTicketSigningKey();

const ADMIN = { id: 'admin-test', email: 'admin@example.vn' };
const TICKET = 've-nguoi-lon';
// 5 × 110.000 đ: past the free-shipping threshold, so a 100 % code leaves nothing to pay.
const SKU = 'NM-CARD-12';
const visitDate = addDays(vietnamClock(new Date()).date, 12);

let serial = 0;
async function freeCode(store: Store, options: { maxUses?: number } = {}): Promise<string> {
  serial += 1;
  const code = `FREE-${Date.now().toString(36).toUpperCase()}-${serial}`;
  await createVoucher(
    store,
    ADMIN,
    createVoucherInput.parse({ code, appliesTo: 'all', percentOff: 100, ...options }),
  );
  return code;
}

/** The test methods, each noting when a provider would be asked anything. */
function watchedMethods(store: Store, asked: string[]): PaymentMethod[] {
  return testMethods(store).map((method) => ({
    ...method,
    start: (s, order) => {
      asked.push(`${method.id}.start`);
      return method.start(s, order);
    },
    ...(method.closeAttempt
      ? {
          closeAttempt: (code: number) => {
            asked.push(`${method.id}.close`);
            return method.closeAttempt?.(code) ?? Promise.reject(new Error('none'));
          },
        }
      : {}),
  }));
}

function bookingInput(
  voucherCode: string | undefined,
  paymentMethod: TicketPlaceOrderInput['paymentMethod'],
  quantity = 2,
): TicketPlaceOrderInput {
  return ticketPlaceOrderInput.parse({
    idempotencyKey: randomBytes(18).toString('base64url'),
    visitDate,
    lines: [{ ticketType: TICKET, quantity }],
    buyer: {
      fullName: 'Khách Miễn Phí',
      email: `mien-phi-${randomBytes(4).toString('hex')}@example.vn`,
      phone: '0912345678',
    },
    paymentMethod,
    locale: 'vi',
    voucherCode,
  });
}

async function cartOf(store: Store, quantity: number): Promise<string> {
  const cartId = newGuestCartId();
  await addItem(store, getCatalog(), { kind: 'guest', cartId }, { sku: SKU, quantity });
  return cartId;
}

const FREE_AND_PAID = {
  status: 'confirmed',
  paymentStatus: 'paid',
  totalAmount: 0,
  refundDue: false,
  payment: expect.objectContaining({ method: 'free', status: 'paid', checkoutUrl: null }),
};

describeEachDialect('free orders', ({ store }) => {
  beforeAll(async () => {
    await setStockLevel(store(), SKU, 500);
    await setDayCapacity(store(), { ticketType: TICKET, visitDate, capacity: 500 }, 500);
  });
  // Confirmation mails leave after commit: delivered before the store closes.
  afterEach(() => settleDeliveries());

  it('a 100 % code on tickets: confirmed at 0 đ, seats claimed, tickets issued and mailed, no provider', async () => {
    const code = await freeCode(store());
    const asked: string[] = [];
    const sold = (await seatsSold(store(), TICKET, visitDate))?.sold ?? 0;
    // The client chose PayOS before the code: the server's total decides, not the client.
    const { order } = await placeTicketOrder(
      store(),
      getTicketCatalog(),
      bookingInput(code, 'payos'),
      { userId: null },
      { methods: watchedMethods(store(), asked) },
    );
    expect(order).toMatchObject(FREE_AND_PAID);
    expect(order.voucher?.code).toBe(code);
    expect(asked).toEqual([]);
    const view = await getOrderView(store(), order.orderCode);
    expect(view).toMatchObject(FREE_AND_PAID);
    expect(view?.tickets.length).toBeGreaterThan(0);
    expect(view?.tickets.every((t) => t.status === 'issued')).toBe(true);
    expect((await seatsSold(store(), TICKET, visitDate))?.sold).toBe(sold + 2);
    expect(await mailKinds(store(), order.orderCode)).toEqual(['e-tickets', 'order-confirmation']);
  });

  it('a 100 % code on goods past the free-shipping threshold: confirmed at 0 đ, stock claimed, no provider', async () => {
    const code = await freeCode(store());
    const asked: string[] = [];
    const left = await leftOf(store(), SKU);
    const { order } = await placeGoodsOrder(
      store(),
      getCatalog(),
      checkoutInput.parse(
        checkoutFor(await cartOf(store(), 5), { voucherCode: code, paymentMethod: 'vnpay' }),
      ),
      { userId: null },
      { methods: watchedMethods(store(), asked) },
    );
    expect(order).toMatchObject({ ...FREE_AND_PAID, shippingFee: 0 });
    expect(asked).toEqual([]);
    expect(await leftOf(store(), SKU)).toBe(left - 5);
    expect(await mailKinds(store(), order.orderCode)).toEqual(['order-confirmation']);
    // Nothing is waiting for money: the expiry sweep has nothing to cancel.
    const row = await store()
      .db.selectFrom('orders')
      .select('expires_at')
      .where('order_code', '=', order.orderCode)
      .executeTakeFirstOrThrow();
    expect(row.expires_at).toBeNull();
  });

  it('a 100 % code on goods that ship for a fee: the fee is still paid, by the method chosen', async () => {
    const code = await freeCode(store());
    const asked: string[] = [];
    const { order } = await placeGoodsOrder(
      store(),
      getCatalog(),
      checkoutInput.parse(
        checkoutFor(await cartOf(store(), 1), { voucherCode: code, paymentMethod: 'vnpay' }),
      ),
      { userId: null },
      { methods: watchedMethods(store(), asked) },
    );
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      totalAmount: order.shippingFee,
      payment: expect.objectContaining({ method: 'vnpay' }),
    });
    expect(order.shippingFee).toBeGreaterThan(0);
    expect(asked).toEqual(['vnpay.start']);
  });

  it('through the API: both placeOrders confirm a free order sent as `free`', async () => {
    const caller = await callerFor(store());
    const ticketCode = await freeCode(store());
    const booked = await caller.ticket.placeOrder(bookingInput(ticketCode, 'free', 1));
    expect(booked).toMatchObject(FREE_AND_PAID);
    expect(booked.tickets).toEqual([expect.objectContaining({ status: 'issued' })]);
    const goodsCode = await freeCode(store());
    const bought = await caller.checkout.placeOrder(
      checkoutFor(await cartOf(store(), 5), { voucherCode: goodsCode, paymentMethod: 'free' }),
    );
    expect(bought).toMatchObject(FREE_AND_PAID);
  });

  it('a client’s `free` for an order that costs something is refused, and nothing changes', async () => {
    const caller = await callerFor(store());
    const before = await commerceSnapshot(store());
    await expect(caller.ticket.placeOrder(bookingInput(undefined, 'free'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const cartId = await cartOf(store(), 1);
    const withCart = await commerceSnapshot(store());
    await expect(
      caller.checkout.placeOrder(checkoutFor(cartId, { paymentMethod: 'free' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await commerceSnapshot(store())).toEqual(withCart);
    expect((withCart.counts as Record<string, number>).orders).toBe(
      (before.counts as Record<string, number>).orders,
    );
  });

  it('two buyers racing for a 1-use 100 % code: exactly one free order', async () => {
    for (let round = 0; round < 5; round += 1) {
      const code = await freeCode(store(), { maxUses: 1 });
      const asked: string[] = [];
      const results = await Promise.allSettled([
        placeTicketOrder(
          store(),
          getTicketCatalog(),
          bookingInput(code, 'free'),
          { userId: null },
          { methods: watchedMethods(store(), asked) },
        ),
        placeGoodsOrder(
          store(),
          getCatalog(),
          checkoutInput.parse(
            checkoutFor(await cartOf(store(), 5), { voucherCode: code, paymentMethod: 'free' }),
          ),
          { userId: null },
          { methods: watchedMethods(store(), asked) },
        ),
      ]);
      const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.order] : []));
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toEqual([expect.objectContaining(FREE_AND_PAID)]);
      expect(lost).toEqual([expect.objectContaining({ reason: 'voucher-exhausted' })]);
      expect(asked).toEqual([]);
      const discounted = await store()
        .db.selectFrom('orders')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('voucher_code', '=', code)
        .executeTakeFirstOrThrow();
      expect(Number(discounted.n)).toBe(1);
    }
  });
});
