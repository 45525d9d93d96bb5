// Vouchers on the real stores: a code with 5 uses and 30 buyers at once gives
// exactly 5 discounted orders (goods and tickets, both dialects; PostgreSQL through its pool), the
// per-buyer limit holds under a burst from one buyer, a refused code changes nothing, and a
// cancelled or expired order gives its use back exactly once, and only once no payment can still
// arrive: a late VNPay payment never gets a discount past the code's limit.
import { addDays, vietnamClock } from '@/lib/calendar';
import path from 'node:path';
import type { Store } from '../../db/store';
import {
  checkoutFor,
  commerceSnapshot,
  leftOf,
  newGuestCartId,
  newIdempotencyKey,
} from '@/testing/shop';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { setUpTicketSigningKey } from '@/testing/paid-tickets';
import { runBurstChild, sqliteFileSuite } from '@/testing/sqlite-file';
import { describeEachDialect } from '@/testing/stores';
import { addItem } from '../cart/cart';
import { getCatalog } from '../cart/catalog';
import { DomainError } from '../errors';
import { setDayCapacity, setStockLevel } from '../inventory/inventory';
import {
  cancelOrder,
  expireUnpaid,
  placeTicketOrder,
  getOrderView,
  placeGoodsOrder,
  cancelBuyerOrder,
  listRefundRequests,
} from '../orders';
import { handlePayosWebhook } from '../../http/payment-notices';
import { actOnHostedPage, findSandboxPayment } from '../../sandboxes/payments/payos';
import { SANDBOX_CHECKSUM_KEY } from '@/payment-sandbox-keys';
import { testMethods, testSandboxConfig, testVnpaySettings } from '@/testing/payment-methods';
import { handleVnpayIpn } from '../../http/payment-notices';
import { readVnpayRequest, vnpayResultQuery } from '../../sandboxes/payments/vnpay';
import { getTicketCatalog } from '../tickets/ticket-catalog';
import { checkoutInput } from '@/lib/validation/checkout';
import { ticketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';
import { createVoucherInput, type CreateVoucherInput } from '@/lib/vouchers/voucher-schemas';
import { createVoucher, disableVoucher, listVouchers } from './vouchers';

jest.setTimeout(180_000);
setUpTempOutbox('vouchers-');
setUpTicketSigningKey();

const ADMIN = { id: 'admin-test', email: 'admin@example.vn' };
const SKU = 'NM-CARD-12';
const PRICE = 110_000;
const TICKET = 've-nguoi-lon';
const visitDate = addDays(vietnamClock(new Date()).date, 9);
const CLI = path.join(__dirname, '../../../testing/ticket-burst-cli.ts');

let serial = 0;
function newCode(prefix: string): string {
  serial += 1;
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${serial}`;
}

function voucher(store: Store, input: Partial<CreateVoucherInput> & { code: string }) {
  return createVoucher(
    store,
    ADMIN,
    createVoucherInput.parse({ appliesTo: 'all', percentOff: 10, ...input }),
  );
}

async function usedOf(store: Store, code: string): Promise<number> {
  const found = (await listVouchers(store)).find((v) => v.code === code);
  return found?.used ?? -1;
}

async function cartWithCard(store: Store, quantity = 1): Promise<string> {
  const cartId = newGuestCartId();
  await addItem(store, getCatalog(), { kind: 'guest', cartId }, { sku: SKU, quantity });
  return cartId;
}

function checkout(
  store: Store,
  cartId: string,
  voucherCode?: string,
  email?: string,
  paymentMethod: 'cod' | 'vnpay' = 'cod',
) {
  return placeGoodsOrder(
    store,
    getCatalog(),
    checkoutInput.parse(
      checkoutFor(cartId, {
        voucherCode,
        paymentMethod,
        ...(email ? { contact: { email, phone: '0912345678' } } : {}),
      }),
    ),
    { userId: null },
    { methods: testMethods(store) },
  );
}

function booking(store: Store, i: number, voucherCode?: string, method = 'vietqr') {
  return placeTicketOrder(
    store,
    getTicketCatalog(),
    ticketPlaceOrderInput.parse({
      idempotencyKey: newIdempotencyKey(),
      visitDate,
      lines: [{ ticketType: TICKET, quantity: 1 }],
      buyer: { fullName: 'Khách Thử', email: `ve${i}@example.vn`, phone: '0912345678' },
      paymentMethod: method,
      locale: 'vi',
      voucherCode,
    }),
    { userId: null },
    { methods: testMethods(store) },
  );
}

function reasonOf(error: unknown): string | undefined {
  return error instanceof DomainError ? error.reason : undefined;
}

async function settle<T>(calls: Promise<T>[]) {
  const results = await Promise.allSettled(calls);
  return {
    won: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    lost: results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : [])),
  };
}

/** What VNPay's IPN will carry once the buyer pays the order's page (signed while it is open). */
function vnpayPaidQuery(checkoutUrl: string | null | undefined): URLSearchParams {
  const request = new URL(checkoutUrl ?? '').searchParams;
  const checked = readVnpayRequest(testVnpaySettings, request);
  if (!checked.ok) throw new Error(checked.message);
  return new URLSearchParams(vnpayResultQuery(testVnpaySettings, checked.params, 'pay'));
}

const buyerLookup = (orderCode: string) => ({ orderCode, contact: { phone: '0912345678' } });

describeEachDialect('vouchers', ({ store }) => {
  beforeAll(async () => {
    await setStockLevel(store(), SKU, 500);
    await setDayCapacity(store(), { ticketType: TICKET, visitDate, capacity: 500 }, 500);
  });

  it('gives a 5-use code to exactly 5 of 30 concurrent checkouts', async () => {
    const code = newCode('SHOP5');
    await voucher(store(), { code, maxUses: 5, amountOff: 20_000, percentOff: undefined });
    const carts = await Promise.all(Array.from({ length: 30 }, () => cartWithCard(store())));
    const left = await leftOf(store(), SKU);
    const { won, lost } = await settle(carts.map((cartId) => checkout(store(), cartId, code)));
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(25);
    expect(lost.map(reasonOf)).toEqual(Array(25).fill('voucher-exhausted'));
    for (const { order } of won) {
      expect(order.voucher).toEqual({ code, discount: 20_000 });
      expect(order.totalAmount).toBe(PRICE - 20_000 + order.shippingFee);
    }
    expect(await usedOf(store(), code)).toBe(5);
    // The refused 25 took no stock: their transactions rolled back whole.
    expect(await leftOf(store(), SKU)).toBe(left - 5);
  });

  it('gives a 5-use code to exactly 5 of 30 concurrent bookings', async () => {
    const code = newCode('VE5');
    await voucher(store(), { code, maxUses: 5, percentOff: 10, appliesTo: 'tickets' });
    const { won, lost } = await settle(
      Array.from({ length: 30 }, (_, i) => booking(store(), i, code)),
    );
    expect(won).toHaveLength(5);
    expect(lost.map(reasonOf)).toEqual(Array(25).fill('voucher-exhausted'));
    for (const { order } of won) {
      expect(order.voucher).toEqual({ code, discount: 35_000 });
      expect(order.totalAmount).toBe(315_000);
      expect(order.payment?.method).toBe('vietqr');
    }
    expect(await usedOf(store(), code)).toBe(5);
  });

  it('holds the per-buyer limit when one buyer sends 10 orders at once', async () => {
    const code = newCode('ONEEACH');
    await voucher(store(), { code, maxUsesPerContact: 2 });
    const carts = await Promise.all(Array.from({ length: 10 }, () => cartWithCard(store())));
    const { won, lost } = await settle(
      carts.map((cartId) => checkout(store(), cartId, code, 'same.buyer@example.vn')),
    );
    expect(won).toHaveLength(2);
    expect(lost.map(reasonOf)).toEqual(Array(8).fill('voucher-contact-limit'));
    expect(await usedOf(store(), code)).toBe(2);
  });

  it.each([
    ['voucher-unknown', async () => 'NO-SUCH-CODE'],
    [
      'voucher-expired',
      async (s: Store) => {
        const code = newCode('OLD');
        await voucher(s, {
          code,
          startsAt: '2020-01-01T00:00:00+07:00',
          endsAt: '2020-02-01T00:00:00+07:00',
        });
        return code;
      },
    ],
    [
      'voucher-not-started',
      async (s: Store) => {
        const code = newCode('LATER');
        await voucher(s, { code, startsAt: '2099-01-01T00:00:00+07:00' });
        return code;
      },
    ],
    [
      'voucher-exhausted',
      async (s: Store) => {
        const code = newCode('GONE');
        await voucher(s, { code, maxUses: 1 });
        await checkout(s, await cartWithCard(s), code);
        return code;
      },
    ],
    [
      'voucher-disabled',
      async (s: Store) => {
        const code = newCode('OFF');
        await voucher(s, { code });
        await disableVoucher(s, ADMIN, code);
        return code;
      },
    ],
    [
      'voucher-not-applicable',
      async (s: Store) => {
        const code = newCode('TICKETSONLY');
        await voucher(s, { code, appliesTo: 'tickets' });
        return code;
      },
    ],
    [
      'voucher-min-subtotal',
      async (s: Store) => {
        const code = newCode('BIG');
        await voucher(s, { code, minSubtotal: 1_000_000 });
        return code;
      },
    ],
  ])('refuses a checkout with %s and changes nothing', async (reason, make) => {
    const code = await make(store());
    const cartId = await cartWithCard(store());
    const before = await commerceSnapshot(store());
    const error = await checkout(store(), cartId, code).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(reasonOf(error)).toBe(reason);
    expect(await commerceSnapshot(store())).toEqual(before);
  });

  it('gives the use back once when an order is cancelled, however often cancel runs', async () => {
    const code = newCode('BACK');
    await voucher(store(), { code, maxUses: 1 });
    const { order } = await checkout(store(), await cartWithCard(store()), code);
    expect(await usedOf(store(), code)).toBe(1);
    const row = await store()
      .db.selectFrom('orders')
      .select('id')
      .where('order_code', '=', order.orderCode)
      .executeTakeFirstOrThrow();
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        cancelOrder(store(), { orderId: row.id, reason: 'test', actor: 'customer' }),
      ),
    );
    expect(cancels.filter((c) => c.applied)).toHaveLength(1);
    expect(await usedOf(store(), code)).toBe(0);
    // The use is free again: the next buyer gets it.
    const next = await checkout(store(), await cartWithCard(store()), code);
    expect(next.order.voucher?.code).toBe(code);
    expect(await usedOf(store(), code)).toBe(1);
  });

  it('gives the use back when an unpaid booking expires', async () => {
    const code = newCode('EXPIRE');
    await voucher(store(), { code, maxUses: 1 });
    await booking(store(), 99, code);
    expect(await usedOf(store(), code)).toBe(1);
    const later = new Date(Date.now() + 30 * 24 * 3600_000);
    expect(await expireUnpaid(store(), later)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaid(store(), later)).toBe(0);
    expect(await usedOf(store(), code)).toBe(0);
  });

  it('a late payment reinstating an expired booking pays the discounted amount and counts the use again', async () => {
    const code = newCode('LATE');
    await voucher(store(), { code, maxUses: 1, percentOff: 20 });
    const { order } = await booking(store(), 77, code, 'payos');
    expect(order.totalAmount).toBe(280_000);
    const attempt = await findSandboxPayment(store(), String(order.payment?.providerOrderCode));
    if (!attempt) throw new Error('no sandbox attempt');
    const paid = await actOnHostedPage(
      store(),
      testSandboxConfig,
      attempt.id,
      'pay',
      attempt.form_token,
    );
    const body = paid.kind === 'redirect' ? paid.webhookBody : null;
    if (!body) throw new Error('sandbox did not pay');
    await expireUnpaid(store(), new Date(Date.now() + 16 * 60_000));
    expect(await usedOf(store(), code)).toBe(0);
    await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, body);
    const view = await getOrderView(store(), order.orderCode);
    expect(view).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundDue: false });
    expect(view?.voucher).toEqual({ code, discount: 70_000 });
    expect(await usedOf(store(), code)).toBe(1);
  });

  it('cancel then late VNPay payment with a 1-use code: the use stays with the payable page', async () => {
    const code = newCode('VNPAY');
    await voucher(store(), { code, maxUses: 1, percentOff: 50 });
    const email = `vnpay-${code.toLowerCase()}@example.vn`;
    const { order } = await checkout(store(), await cartWithCard(store()), code, email, 'vnpay');
    expect(order.totalAmount).toBe(PRICE / 2 + 30_000);
    const paid = vnpayPaidQuery(order.payment?.checkoutUrl);
    // VNPay cannot close its page: the cancel goes through, and the use stays taken.
    const cancelled = await cancelBuyerOrder(
      store(),
      buyerLookup(order.orderCode),
      null,
      testMethods(store()),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await usedOf(store(), code)).toBe(1);
    const again = await checkout(store(), await cartWithCard(store()), code, email, 'vnpay').catch(
      (e: unknown) => e,
    );
    expect(reasonOf(again)).toBe('voucher-exhausted');
    // The buyer pays the page they still had open: reinstated at the price it was placed at.
    const ipn = await handleVnpayIpn(store(), testVnpaySettings, paid);
    expect(ipn).toMatchObject({ result: 'paid', answer: { RspCode: '00' } });
    const view = await getOrderView(store(), order.orderCode);
    expect(view).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', refundDue: false });
    expect(view?.voucher).toEqual({ code, discount: PRICE / 2 });
    expect(await usedOf(store(), code)).toBe(1);
    // The page lapses later: nothing is given back from the live order.
    await expireUnpaid(store(), new Date(Date.now() + 16 * 60_000));
    expect(await usedOf(store(), code)).toBe(1);
  });

  it('a late VNPay payment past the 1-use limit is refund-due for the whole amount', async () => {
    const code = newCode('PAST');
    await voucher(store(), { code, maxUses: 1, percentOff: 50 });
    const first = await checkout(store(), await cartWithCard(store()), code, undefined, 'vnpay');
    const paid = vnpayPaidQuery(first.order.payment?.checkoutUrl);
    await cancelBuyerOrder(store(), buyerLookup(first.order.orderCode), null, testMethods(store()));
    // Its page has lapsed: the use is free again, and another buyer takes it.
    await expireUnpaid(store(), new Date(Date.now() + 16 * 60_000));
    expect(await usedOf(store(), code)).toBe(0);
    const second = await checkout(store(), await cartWithCard(store()), code, 'hai@example.vn');
    expect(second.order.voucher?.code).toBe(code);
    expect(await usedOf(store(), code)).toBe(1);
    // VNPay's notice of the first payment arrives late, delivered twice.
    expect(await handleVnpayIpn(store(), testVnpaySettings, paid)).toMatchObject({
      result: 'paid',
    });
    expect(await handleVnpayIpn(store(), testVnpaySettings, paid)).toMatchObject({
      result: 'duplicate',
    });
    const view = await getOrderView(store(), first.order.orderCode);
    expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundDue: true });
    expect(await usedOf(store(), code)).toBe(1);
    const desk = await listRefundRequests(store(), { limit: 500 });
    expect(desk.find((r) => r.orderCode === first.order.orderCode)).toMatchObject({
      refundDue: true,
      status: 'approved',
      totalAmount: first.order.totalAmount,
    });
    const events = await store()
      .db.selectFrom('order_events')
      .innerJoin('orders', 'orders.id', 'order_events.order_id')
      .select(['order_events.kind', 'order_events.note'])
      .where('orders.order_code', '=', first.order.orderCode)
      .where('order_events.kind', '=', 'refund-due')
      .execute();
    expect(events).toEqual([{ kind: 'refund-due', note: 'voucher limit reached' }]);
    expect((await getOrderView(store(), second.order.orderCode))?.status).toBe('confirmed');
  });

  it('refuses a second voucher with the same code, and disabling an unknown one', async () => {
    const code = newCode('TWICE');
    await voucher(store(), { code });
    await expect(voucher(store(), { code })).rejects.toMatchObject({
      reason: 'voucher-exists',
    });
    await expect(disableVoucher(store(), ADMIN, 'NOPE-NOPE')).rejects.toMatchObject({
      reason: 'voucher-missing',
    });
  });
});

describe('a 5-use code and 30 bookings from two processes on one SQLite file', () => {
  const suite = sqliteFileSuite('voucher-race-');

  it('discounts exactly 5 orders across both processes', async () => {
    const store = suite.store();
    const code = newCode('TWOPROC');
    await voucher(store, { code, maxUses: 5 });
    await setDayCapacity(store, { ticketType: TICKET, visitDate, capacity: 500 }, 500);
    const args = JSON.stringify({
      file: suite.file(),
      count: 15,
      ticketType: TICKET,
      visitDate,
      startAt: Date.now() + 3_000,
      voucherCode: code,
    });
    const run = () =>
      runBurstChild<{ placed: string[]; refusals: Record<string, number>; errors: string[] }>(CLI, [
        args,
      ]);
    const [a, b] = await Promise.all([run(), run()]);
    expect([...a.errors, ...b.errors]).toEqual([]);
    expect(a.placed.length + b.placed.length).toBe(5);
    expect((a.refusals['voucher-exhausted'] ?? 0) + (b.refusals['voucher-exhausted'] ?? 0)).toBe(
      25,
    );
    expect(await usedOf(store, code)).toBe(5);
    const discounted = await store.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('voucher_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(Number(discounted.n)).toBe(5);
  });
});
