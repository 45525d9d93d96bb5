// Money is never silently lost, on the real SQLite file and a real PostgreSQL: a cancel
// racing a paid webhook, the expiry sweep racing a late webhook, two sweeps, a cancel that closes
// the sandbox link first, and a late payment whose seats are gone. Every round ends paid and
// live, or cancelled with a refund due and said so; stock and seats are conserved.
import { addDays, vietnamClock } from '@/lib/calendar';
import type { Store } from '../../../db/store';
import { mailKinds, setUpTempOutbox } from '@/testing/mail-outbox';
import { bookTickets, payOrder, seatsSold, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { callerFor, describeEachDialect } from '@/testing/stores';
import { DomainError } from '../../errors';
import { setDayCapacity, setStockLevel } from '../../inventory/inventory';
import { settleDeliveries } from '../../mail/outbox';
import type { PaymentMethod } from '../../payments/method';
import { expireUnpaid } from './expire-unpaid';
import { handlePayosWebhook } from '../../../http/payment-notices';
import { actOnHostedPage, findSandboxPayment } from '../../../sandboxes/payments/payos';
import { SANDBOX_CHECKSUM_KEY } from '@/payment-sandbox-keys';
import { sandboxSdk, testMethods, testSandboxConfig } from '@/testing/payment-methods';
import { placeTestOrder, stockOf, TEST_CONTACT, TEST_SKU } from '@/testing/goods-orders';
import { listRefundRequests } from '../refunds/views';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { cancelBuyerOrder } from '../views/buyer-orders';
import { getOrderView, type OrderView } from '../views/order-view';

// Store-backed tests hash and book for seconds on a busy machine: the 5 s default cut them short.
jest.setTimeout(60_000);

setUpTempOutbox('late-payments-');
setUpTicketSigningKey();

const ADULT = 've-nguoi-lon';
const lookup = (orderCode: string, phone = TEST_CONTACT.phone) => ({
  orderCode,
  contact: { phone },
});

/** Pays the attempt on the sandbox's hosted page; returns the webhook PayOS would send. */
async function payAtSandbox(store: Store, providerOrderCode: number | null | undefined) {
  const attempt = await findSandboxPayment(store, String(providerOrderCode ?? 0));
  if (!attempt) throw new Error('no sandbox attempt');
  const outcome = await actOnHostedPage(
    store,
    testSandboxConfig,
    attempt.id,
    'pay',
    attempt.form_token,
  );
  return outcome.kind === 'redirect' ? (outcome.webhookBody ?? null) : null;
}

/**
 * The methods as the app has them, except that PayOS answers "cancelled" to a close: the buyer's
 * payment and the cancel crossed at the provider, so the paid webhook lands after the cancel.
 */
function crossingMethods(store: Store): PaymentMethod[] {
  return testMethods(store).map((method) =>
    method.id === 'payos'
      ? { ...method, closeAttempt: () => Promise.resolve({ state: 'closed' as const }) }
      : method,
  );
}

/** Never "cancelled" and "paid" with nothing else said. */
async function expectTruthful(store: Store, view: OrderView | null): Promise<void> {
  if (!view) throw new Error('order vanished');
  if (view.paymentStatus === 'paid' && view.status === 'cancelled') {
    expect(view.refundDue).toBe(true);
    expect(await mailKinds(store, view.orderCode)).toContain('refund-due');
    const desk = await listRefundRequests(store, { limit: 500 });
    expect(desk.filter((r) => r.orderCode === view.orderCode && r.status === 'approved')).toEqual([
      expect.objectContaining({ refundDue: true }),
    ]);
  } else {
    expect(view.refundDue).toBe(false);
  }
  if (view.status === 'cancelled') {
    expect(view.payment?.checkoutUrl ?? null).toBeNull();
    expect(view.payment?.qr ?? null).toBeNull();
  }
}

describeEachDialect('late payments', ({ store }) => {
  beforeEach(() => setStockLevel(store(), TEST_SKU, 50));
  afterEach(() => settleDeliveries());

  it('a cancel racing a paid webhook, 50 rounds: reinstated and paid, or refund due, never silent', async () => {
    const outcomes = new Map<string, number>();
    for (let round = 0; round < 50; round += 1) {
      // One unit in stock, bought by this order: the competitor gets it only if the cancel frees it.
      await setStockLevel(store(), TEST_SKU, 1);
      const order = await placeTestOrder(store(), 'payos', 1);
      const body = await payAtSandbox(store(), order.payment?.providerOrderCode);
      if (!body) throw new Error('sandbox did not pay');
      const [cancel, webhook, competitor] = await Promise.allSettled([
        cancelBuyerOrder(store(), lookup(order.orderCode), null, crossingMethods(store())),
        handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, body),
        // A buyer who takes the unit the moment the cancel releases it.
        round % 2 === 0 ? placeTestOrder(store(), 'cod', 1) : Promise.reject(new Error('none')),
      ]);
      expect(webhook).toMatchObject({ status: 'fulfilled', value: { result: 'paid' } });
      if (cancel.status === 'rejected') expect(cancel.reason).toBeInstanceOf(DomainError);
      const view = await getOrderView(store(), order.orderCode);
      expect(view?.paymentStatus).toBe('paid');
      await expectTruthful(store(), view);
      const held =
        (view?.status === 'cancelled' ? 0 : 1) + (competitor.status === 'fulfilled' ? 1 : 0);
      // Stock conserved: one unit, held by at most one live order, never sold twice.
      expect(await stockOf(store())).toBe(1 - held);
      expect(held).toBeLessThanOrEqual(1);
      const outcome = view?.refundDue ? 'refund-due' : `${view?.status}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      // Paid and live: the buyer heard so exactly once.
      if (!view?.refundDue) {
        expect(
          (await mailKinds(store(), order.orderCode)).filter((k) => k === 'order-confirmation'),
        ).toHaveLength(1);
      }
    }
    expect([...outcomes.keys()].every((k) => k === 'confirmed' || k === 'refund-due')).toBe(true);
  }, 120_000);

  it('cancel, then pay at the sandbox: the link is closed first, the payment is refused', async () => {
    const before = await stockOf(store());
    const order = await placeTestOrder(store(), 'payos', 2);
    const cancelled = await cancelBuyerOrder(
      store(),
      lookup(order.orderCode),
      null,
      testMethods(store()),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(cancelled.payment?.checkoutUrl).toBeNull();
    const link = await sandboxSdk(store()).paymentRequests.get(
      order.payment?.providerOrderCode ?? 0,
    );
    expect(link.status).toBe('CANCELLED');
    // The hosted page no longer takes the money: no webhook, nothing changes.
    expect(await payAtSandbox(store(), order.payment?.providerOrderCode)).toBeNull();
    const view = await getOrderView(store(), order.orderCode);
    expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', refundDue: false });
    expect(await stockOf(store())).toBe(before);
  });

  it('a cancel of a link already paid at the provider is refused and the order is marked paid', async () => {
    const order = await placeTestOrder(store(), 'payos', 1);
    // Paid at PayOS; its webhook has not arrived.
    await payAtSandbox(store(), order.payment?.providerOrderCode);
    const refused = await cancelBuyerOrder(
      store(),
      lookup(order.orderCode),
      null,
      testMethods(store()),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'CONFLICT', reason: 'order-already-paid' });
    expect(await getOrderView(store(), order.orderCode)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      refundDue: false,
    });
  });

  it('a cancel the provider cannot confirm changes nothing (BAD_GATEWAY)', async () => {
    const order = await placeTestOrder(store(), 'payos', 1);
    const unreachable = testMethods(store()).map((method) =>
      method.id === 'payos'
        ? { ...method, closeAttempt: () => Promise.reject(new Error('ECONNREFUSED')) }
        : method,
    );
    const refused = await cancelBuyerOrder(
      store(),
      lookup(order.orderCode),
      null,
      unreachable,
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      kind: 'BAD_GATEWAY',
      reason: 'payment-not-closed',
    });
    expect(await getOrderView(store(), order.orderCode)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
  });

  it('the expiry sweep racing a late webhook: paid once, reinstated or confirmed, one mail', async () => {
    for (let round = 0; round < 10; round += 1) {
      const late = new Date(Date.now() + 16 * 60_000);
      // Earlier tests' unpaid orders lapse first, so the count below is this order's alone.
      await expireUnpaid(store(), late);
      await setStockLevel(store(), TEST_SKU, 5);
      const order = await placeTestOrder(store(), 'payos', 1);
      const body = await payAtSandbox(store(), order.payment?.providerOrderCode);
      if (!body) throw new Error('sandbox did not pay');
      await Promise.all([
        expireUnpaid(store(), late),
        handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, body),
        expireUnpaid(store(), late),
      ]);
      const view = await getOrderView(store(), order.orderCode);
      expect(view).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundDue: false });
      expect(await stockOf(store())).toBe(4);
      const kinds = await mailKinds(store(), order.orderCode);
      expect(kinds.filter((k) => k === 'order-confirmation')).toHaveLength(1);
    }
  }, 60_000);

  it('a late payment for tickets whose seats are gone: stays cancelled, refund due, listed first', async () => {
    const visitDate = addDays(vietnamClock(new Date()).date, 9);
    const capacity = getTicketCatalog().find(ADULT)?.dailyCapacity ?? 0;
    await setDayCapacity(store(), { ticketType: ADULT, visitDate, capacity: 2 }, capacity);
    const first = await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 2 }]);
    const firstView = await getOrderView(store(), first.orderCode);
    const body = await payAtSandbox(store(), firstView?.payment?.providerOrderCode);
    if (!body) throw new Error('sandbox did not pay');
    // The booking lapses, and someone else books the two seats it freed.
    await expireUnpaid(store(), new Date(Date.now() + 16 * 60_000));
    await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 2 }]);
    expect(await seatsSold(store(), ADULT, visitDate)).toMatchObject({ sold: 2 });

    expect(await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, body)).toMatchObject({
      result: 'paid',
    });
    // Delivered again: recorded once.
    expect(await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, body)).toMatchObject({
      result: 'duplicate',
    });
    const view = await getOrderView(store(), first.orderCode);
    expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundDue: true });
    expect(view?.tickets).toEqual([]);
    await expectTruthful(store(), view);
    expect(await seatsSold(store(), ADULT, visitDate)).toMatchObject({ sold: 2 });
    const desk = await listRefundRequests(store(), { limit: 500 });
    expect(desk[0]).toMatchObject({ orderCode: first.orderCode, refundDue: true });
  });

  it('a late payment for tickets whose seats are free again: reinstated, tickets issued', async () => {
    const visitDate = addDays(vietnamClock(new Date()).date, 10);
    const order = await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 3 }]);
    const placed = await getOrderView(store(), order.orderCode);
    const body = await payAtSandbox(store(), placed?.payment?.providerOrderCode);
    if (!body) throw new Error('sandbox did not pay');
    const sold = (await seatsSold(store(), ADULT, visitDate))?.sold ?? 0;
    await expireUnpaid(store(), new Date(Date.now() + 16 * 60_000));
    expect((await seatsSold(store(), ADULT, visitDate))?.sold).toBe(sold - 3);
    await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, body);
    const view = await getOrderView(store(), order.orderCode);
    expect(view).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundDue: false });
    expect(view?.tickets).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ quantity: 1, status: 'issued' })),
    );
    expect((await seatsSold(store(), ADULT, visitDate))?.sold).toBe(sold);
    expect(await mailKinds(store(), order.orderCode)).toEqual(
      expect.arrayContaining(['e-tickets', 'order-confirmation']),
    );
  });

  it('a cancelled VietQR order stops showing its transfer instructions', async () => {
    const order = await placeTestOrder(store(), 'vietqr', 1);
    expect(order.payment?.qr).not.toBeNull();
    const cancelled = await cancelBuyerOrder(store(), lookup(order.orderCode), null);
    expect(cancelled.payment).toMatchObject({ status: 'failed', qr: null, qrSvg: null });
  });

  it('bad input changes nothing: an unknown code, another person’s order, a double cancel', async () => {
    const order = await placeTestOrder(store(), 'cod', 1);
    const stock = await stockOf(store());
    await expect(cancelBuyerOrder(store(), lookup('NM-ZZZZZZZZ'), null)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await expect(
      cancelBuyerOrder(store(), lookup(order.orderCode, '0900000000'), null),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect((await getOrderView(store(), order.orderCode))?.status).toBe('confirmed');
    const twice = await Promise.allSettled([
      cancelBuyerOrder(store(), lookup(order.orderCode), null),
      cancelBuyerOrder(store(), lookup(order.orderCode), null),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(twice.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { kind: 'BAD_REQUEST', reason: 'order-not-cancellable' },
    });
    expect(await stockOf(store())).toBe(stock + 1);
    expect(await mailKinds(store(), order.orderCode)).toEqual([
      'order-cancelled',
      'order-confirmation',
    ]);
  });

  it('resends a paid order’s tickets to its email; the same answer for anything else; limited', async () => {
    const visitDate = addDays(vietnamClock(new Date()).date, 11);
    const order = await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 1 }]);
    await payOrder(store(), order.orderId);
    const caller = await callerFor(store());
    const sent = async () =>
      (await mailKinds(store(), order.orderCode)).filter((k) => k === 'e-tickets').length;
    const before = await sent();
    const mine = { orderCode: order.orderCode, contact: { phone: order.buyer.phone } };
    expect(await caller.order.resendTickets(mine)).toEqual({ accepted: true });
    expect(await sent()).toBe(before + 1);
    // An unknown code and someone else's contact: the same answer, and nothing is sent.
    expect(await caller.order.resendTickets({ ...mine, orderCode: 'NM-ZZZZZZZZ' })).toEqual({
      accepted: true,
    });
    expect(await caller.order.resendTickets({ ...mine, contact: { phone: '0900000000' } })).toEqual(
      { accepted: true },
    );
    expect(await sent()).toBe(before + 1);
    // Rate limited per order: a fourth request within the hour is refused.
    await caller.order.resendTickets(mine);
    await expect(caller.order.resendTickets(mine)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await sent()).toBe(before + 2);
  });
});
