// "Thử lại" after a failed online payment, on both dialects: a new order with the failed one's
// day, lines, contact, voucher and invoice request and a fresh code, seats and stock claimed once
// through the place-order services, one order per key, a sold-out day refused with the nearest
// days that have room, and nothing for a caller who may not see the order.
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import type { Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { setDayCapacity } from '../../inventory/inventory';
import { getCatalog } from '../../cart/catalog';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { settleDeliveries } from '../../mail/outbox';
import { createVoucher } from '../../vouchers/vouchers';
import { cancelBuyerOrder } from '../views/buyer-orders';
import { placeTicketOrder } from '../place/tickets';
import { retryPayment, type RetryPaymentInput } from './retry-payment';
import { createVoucherInput } from '@/lib/vouchers/voucher-schemas';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { freshBuyer, seatsSold, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { testMethods } from '@/testing/payment-methods';
import { placeTestOrder, stockOf, TEST_CONTACT, TEST_SKU } from '@/testing/goods-orders';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';

jest.setTimeout(120_000);
setUpTempOutbox('retry-payment-');
setUpTicketSigningKey();

const ADULT = 've-nguoi-lon';
const CHILD = 've-tre-em';
const today = () => vietnamClock(new Date()).date;
const newKey = () => randomBytes(18).toString('base64url');
let serial = 0;

describeEachDialect('retrying a failed payment', ({ store }) => {
  const catalogs = () => ({ goods: getCatalog(), tickets: getTicketCatalog() });
  const retry = (input: Omit<RetryPaymentInput, 'locale'> & { locale?: 'vi' | 'en' }) =>
    retryPayment(
      store(),
      catalogs(),
      { locale: 'vi', ...input },
      { userId: null },
      { methods: testMethods(store()) },
    );

  /** A ticket booking paid by VNPay whose buyer then cancelled the payment. */
  async function failedBooking(visitDate: string, voucherCode?: string) {
    const buyer = freshBuyer();
    const { order } = await placeTicketOrder(
      store(),
      getTicketCatalog(),
      {
        idempotencyKey: newKey(),
        visitDate,
        lines: [
          { ticketType: ADULT, quantity: 2 },
          { ticketType: CHILD, quantity: 1 },
        ],
        buyer,
        paymentMethod: 'vnpay',
        locale: 'vi',
        voucherCode,
        invoice: {
          companyName: 'Công ty TNHH Mây Trắng',
          taxCode: '0101234567',
          address: '1 Trần Phú, Phường Tô Hiệu, Tỉnh Sơn La',
          email: 'ketoan@example.vn',
        },
      },
      { userId: null },
      { methods: testMethods(store()) },
    );
    await cancelBuyerOrder(
      store(),
      { orderCode: order.orderCode, contact: { phone: buyer.phone } },
      null,
      testMethods(store()),
    );
    return { order, buyer };
  }

  it('places a new order with the same day, lines, contact, voucher and invoice; seats claimed once', async () => {
    const visitDate = addDays(today(), 5);
    serial += 1;
    const code = `RETRY-${Date.now().toString(36).toUpperCase()}-${serial}`;
    await createVoucher(
      store(),
      { id: 'admin-test', email: 'admin@example.vn' },
      createVoucherInput.parse({ code, appliesTo: 'all', percentOff: 10 }),
    );
    const before = (await seatsSold(store(), ADULT, visitDate))?.sold ?? 0;
    const { order: failed, buyer } = await failedBooking(visitDate, code);
    expect((await seatsSold(store(), ADULT, visitDate))?.sold).toBe(before);

    const key = newKey();
    const input = {
      orderCode: failed.orderCode,
      contact: { phone: buyer.phone },
      paymentMethod: 'vnpay' as const,
      idempotencyKey: key,
    };
    const placed = await retry(input);
    expect(placed.created).toBe(true);
    const order = placed.order;
    expect(order.orderCode).not.toBe(failed.orderCode);
    expect(order.orderCode).toMatch(/^NM-[0-9A-Z]{8}$/);
    expect(order).toMatchObject({
      kind: 'tickets',
      status: 'pending',
      paymentStatus: 'pending',
      contact: failed.contact,
      totalAmount: failed.totalAmount,
      voucher: { code, discount: failed.voucher?.discount },
      invoice: { kind: 'company', taxCode: '0101234567', status: 'requested' },
      payment: { method: 'vnpay', status: 'pending' },
    });
    const linesOf = (o: typeof order) =>
      o.lines.map((l) => ({ sku: l.sku, serviceDate: l.serviceDate, quantity: l.quantity }));
    expect(linesOf(order)).toEqual(linesOf(failed));
    expect(order.payment?.checkoutUrl).toContain('vnp_');
    expect((await seatsSold(store(), ADULT, visitDate))?.sold).toBe(before + 2);

    // A double tap sends the same key: the same new order, nothing claimed twice.
    const again = await retry(input);
    expect(again.created).toBe(false);
    expect(again.order.orderCode).toBe(order.orderCode);
    expect((await seatsSold(store(), ADULT, visitDate))?.sold).toBe(before + 2);
    // Back on the failed order's page (a new page, a new key), "Thử lại" again while that order
    // still waits for its money: the same order, not a second one holding the same seats.
    const back = await retry({ ...input, idempotencyKey: newKey() });
    expect(back).toMatchObject({ created: false, order: { orderCode: order.orderCode } });
    expect(back.order.payment?.checkoutUrl).toBe(order.payment?.checkoutUrl);
    expect((await seatsSold(store(), ADULT, visitDate))?.sold).toBe(before + 2);

    // The failed order stays cancelled; the new one, failed in turn, can be retried again.
    await cancelBuyerOrder(
      store(),
      { orderCode: order.orderCode, contact: { email: buyer.email } },
      null,
      testMethods(store()),
    );
    const third = await retry({
      orderCode: order.orderCode,
      contact: { email: buyer.email },
      paymentMethod: 'momo',
      idempotencyKey: newKey(),
    });
    expect(third.created).toBe(true);
    expect(new Set([failed.orderCode, order.orderCode, third.order.orderCode]).size).toBe(3);
    expect(third.order.payment?.method).toBe('momo');
    expect((await seatsSold(store(), ADULT, visitDate))?.sold).toBe(before + 2);

    // The first failed order once more, with its first retry closed: a new order of its own.
    await cancelBuyerOrder(
      store(),
      { orderCode: third.order.orderCode, contact: { email: buyer.email } },
      null,
      testMethods(store()),
    );
    const fourth = await retry({ ...input, idempotencyKey: newKey() });
    expect(fourth.created).toBe(true);
    expect(fourth.order.orderCode).not.toBe(order.orderCode);
  });

  it('refuses a sold-out day and names the nearest days with room; one of them books', async () => {
    const visitDate = addDays(today(), 20);
    const { order: failed, buyer } = await failedBooking(visitDate);
    // Someone else took every adult seat of that day meanwhile.
    const sold = (await seatsSold(store(), ADULT, visitDate))?.sold ?? 0;
    await setDayCapacity(
      store(),
      { ticketType: ADULT, visitDate, capacity: sold + 1 },
      getTicketCatalog().find(ADULT)?.dailyCapacity ?? 0,
    );
    const refusal = await retry({
      orderCode: failed.orderCode,
      contact: { phone: buyer.phone },
      paymentMethod: 'vnpay',
      idempotencyKey: newKey(),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    const { kind, reason, details } = refusal as DomainError;
    expect(kind).toBe('CONFLICT');
    expect(reason).toBe('not-enough-seats');
    expect(details?.nearestDays).toEqual([
      addDays(visitDate, -1),
      addDays(visitDate, 1),
      addDays(visitDate, -2),
    ]);
    expect((await seatsSold(store(), ADULT, visitDate))?.sold).toBe(sold);

    const moved = await retry({
      orderCode: failed.orderCode,
      contact: { phone: buyer.phone },
      paymentMethod: 'vnpay',
      idempotencyKey: newKey(),
      visitDate: addDays(visitDate, 1),
    });
    expect(moved.order.lines.map((l) => l.serviceDate)).toEqual([
      addDays(visitDate, 1),
      addDays(visitDate, 1),
    ]);
  });

  it('places failed goods again with another method: same lines and address, stock taken once', async () => {
    const failed = await placeTestOrder(store(), 'momo', 2);
    await cancelBuyerOrder(
      store(),
      { orderCode: failed.orderCode, contact: { phone: TEST_CONTACT.phone } },
      null,
      testMethods(store()),
    );
    const before = await stockOf(store());
    const { order } = await retry({
      orderCode: failed.orderCode,
      contact: { phone: TEST_CONTACT.phone },
      paymentMethod: 'cod',
      idempotencyKey: newKey(),
      locale: 'en',
    });
    expect(order).toMatchObject({
      kind: 'goods',
      contact: failed.contact,
      shipping: failed.shipping,
      payment: { method: 'cod' },
      locale: 'en',
    });
    expect(order.lines.map((l) => [l.sku, l.quantity])).toEqual([[TEST_SKU, 2]]);
    expect(await stockOf(store())).toBe(before - 2);
  });

  it('refuses an order the caller may not see, and one that did not fail', async () => {
    const visitDate = addDays(today(), 6);
    const { order: failed } = await failedBooking(visitDate);
    const stranger = await retry({
      orderCode: failed.orderCode,
      contact: { phone: '0987000111' },
      paymentMethod: 'vnpay',
      idempotencyKey: newKey(),
    }).catch((error: unknown) => error);
    expect(stranger).toMatchObject({ kind: 'NOT_FOUND' });

    const live = await placeTestOrder(store(), 'vnpay', 1);
    const notFailed = await retry({
      orderCode: live.orderCode,
      contact: { phone: TEST_CONTACT.phone },
      paymentMethod: 'vnpay',
      idempotencyKey: newKey(),
    }).catch((error: unknown) => error);
    expect(notFailed).toMatchObject({
      kind: 'BAD_REQUEST',
      reason: 'order-not-retryable',
    });
  });
});

describeEachDialect('order.retryPayment', ({ store }) => {
  // The router mails after commit: wait for it before the store closes.
  afterEach(() => settleDeliveries());
  async function api(s: Store) {
    return callerFor(s, { headers: browserHeaders(), http: { method: 'POST' } });
  }

  it('answers the new order to the buyer, NOT_FOUND to anyone else, BAD_REQUEST to bad input', async () => {
    const failed = await placeTestOrder(store(), 'vnpay', 1);
    await cancelBuyerOrder(
      store(),
      { orderCode: failed.orderCode, contact: { phone: TEST_CONTACT.phone } },
      null,
      testMethods(store()),
    );
    const caller = await api(store());
    await expect(
      caller.order.retryPayment({
        orderCode: failed.orderCode,
        contact: { email: 'someone.else@example.vn' },
        paymentMethod: 'cod',
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.order.retryPayment({
        orderCode: failed.orderCode,
        contact: { phone: TEST_CONTACT.phone },
        paymentMethod: 'cod',
        idempotencyKey: 'short',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const order = await caller.order.retryPayment({
      orderCode: failed.orderCode.toLowerCase(),
      contact: { email: TEST_CONTACT.email },
      paymentMethod: 'cod',
      idempotencyKey: newKey(),
    });
    expect(order.orderCode).not.toBe(failed.orderCode);
    expect(order.lines.map((l) => [l.sku, l.quantity])).toEqual([[TEST_SKU, 1]]);
    expect(
      await caller.order.get({ orderCode: failed.orderCode, contact: TEST_CONTACT }),
    ).toMatchObject({ status: 'cancelled' });
  });
});
