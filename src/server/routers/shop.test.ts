// The shop procedures end to end through the real router, on SQLite and PostgreSQL: a guest's
// cart to a cash-on-delivery order, the user's merge, order pages and cancel, the flag, and bad
// input on every procedure (4xx, a clear message, no row changed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { setFeatureFlag } from '../services/site/flags/flags';
import { setStockLevel } from '../services/inventory/inventory';
import { overrideMailSettings, settleDeliveries } from '../services/mail/outbox';
import { setSetting } from '../services/site/settings/settings';
import {
  checkoutFor,
  commerceSnapshot,
  leftOf,
  newGuestCartId,
  newIdempotencyKey,
} from '@/testing/shop';
import {
  browserHeaders,
  callerFor,
  countRows,
  describeEachDialect,
  signUp,
} from '@/testing/stores';

async function codeOf(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) {
      // Over HTTP the error formatter turns a zod failure into one sentence plus field errors;
      // a direct caller sees the ZodError itself, whose first issue is what the form shows.
      if (error.cause instanceof ZodError) {
        return { code: error.code, message: error.cause.issues[0]?.message ?? '' };
      }
      const cause = error.cause as { details?: unknown } | undefined;
      return { code: error.code, message: error.message, details: cause?.details };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

let ipCounter = 0;
/** A fresh client address per test, so the per-client limits of one test do not reach the next. */
function client(extra: Record<string, string> = {}) {
  ipCounter += 1;
  return browserHeaders({ 'x-forwarded-for': `198.51.100.${ipCounter}`, ...extra });
}

// Mail delivered after commit goes to a folder of this test, as .eml files.
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
overrideMailSettings({ outboxDir: outbox, smtpUrl: undefined });
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

describeEachDialect('shop procedures', ({ store }) => {
  afterEach(() => settleDeliveries());

  it('takes a guest from an empty cart to a cash-on-delivery order, priced by the server', async () => {
    await setStockLevel(store(), 'NM-CARD-6', 40);
    const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const cartId = newGuestCartId();
    expect(await api.cart.get({ cartId })).toMatchObject({ lines: [], total: 0, shippingFee: 0 });

    let cart = await api.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: 1 });
    expect(cart.lines).toHaveLength(1);
    expect(cart).toMatchObject({
      subtotal: 60_000,
      discount: 0,
      shippingFee: 30_000,
      total: 90_000,
    });
    const lineId = cart.lines[0]?.lineId ?? '';
    // The same SKU again adds to the line instead of a second one.
    cart = await api.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: 1 });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(2);

    // 10 sets: the 10 % tier, 600 000 − 60 000 = 540 000 ≥ 500 000: free shipping.
    cart = await api.cart.updateItem({ cartId, lineId, quantity: 10 });
    expect(cart.lines[0]).toMatchObject({
      sku: 'NM-CARD-6',
      name: 'Bộ bưu thiếp Tà Xùa',
      optionsLabel: '6 tấm',
      unitPrice: 60_000,
      quantity: 10,
      subtotal: 600_000,
      discount: 60_000,
      total: 540_000,
      capped: false,
      available: 40,
    });
    expect(cart).toMatchObject({
      subtotal: 600_000,
      discount: 60_000,
      shippingFee: 0,
      total: 540_000,
    });

    const input = checkoutFor(cartId, {
      contact: { email: 'Lan@Example.VN', phone: '0912 345 678' },
    });
    const order = await api.checkout.placeOrder(input);
    expect(order.orderCode).toMatch(/^NM-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      subtotal: 600_000,
      discount: 60_000,
      shippingFee: 0,
      totalAmount: 540_000,
      currency: 'VND',
      payment: { method: 'cod', status: 'pending' },
      lines: [{ sku: 'NM-CARD-6', quantity: 10, total: 540_000 }],
    });
    expect(await leftOf(store(), 'NM-CARD-6')).toBe(30);
    expect((await api.cart.get({ cartId })).lines).toEqual([]);

    // A retried submit (same key) answers the same order and changes nothing.
    const before = await commerceSnapshot(store());
    const again = await api.checkout.placeOrder(input);
    expect(again.orderCode).toBe(order.orderCode);
    expect(await commerceSnapshot(store())).toEqual(before);

    // Found again by code + phone (any spelling) or email; not with another phone.
    const reader = await callerFor(store(), { headers: client() });
    const found = await reader.order.get({
      orderCode: order.orderCode,
      contact: { phone: '+84912345678' },
    });
    expect(found.totalAmount).toBe(540_000);
    expect(
      (await reader.order.get({ orderCode: order.orderCode, contact: { email: 'lan@example.vn' } }))
        .orderCode,
    ).toBe(order.orderCode);
    expect(
      await codeOf(
        reader.order.get({ orderCode: order.orderCode, contact: { phone: '0987654321' } }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });

    // The confirmation mail is in the outbox, in Vietnamese, and is delivered as an .eml file.
    const mail = await store()
      .db.selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'kind', 'locale'])
      .where('kind', '=', 'order-confirmation')
      .execute();
    expect(mail).toContainEqual({
      to_address: 'lan@example.vn',
      subject: `Xác nhận đơn hàng ${order.orderCode}`,
      kind: 'order-confirmation',
      locale: 'vi',
    });
    await settleDeliveries();
    const sent = await store()
      .db.selectFrom('mail_outbox')
      .select('sent_at')
      .where('kind', '=', 'order-confirmation')
      .where('to_address', '=', 'lan@example.vn')
      .executeTakeFirstOrThrow();
    expect(sent.sent_at).not.toBeNull();
    const files = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    expect(files.some((f) => f.includes('lan@example.vn'))).toBe(true);

    // The buyer cancels the unpaid order: the stock comes back once.
    const cancelled = await reader.order.cancel({
      orderCode: order.orderCode,
      contact: { email: 'lan@example.vn' },
    });
    expect(cancelled.status).toBe('cancelled');
    expect(await leftOf(store(), 'NM-CARD-6')).toBe(40);
    expect(
      await codeOf(
        reader.order.cancel({ orderCode: order.orderCode, contact: { email: 'lan@example.vn' } }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await leftOf(store(), 'NM-CARD-6')).toBe(40);
  }, 30_000);

  it('prices a priced service with its date, never ships it, and sends on-request ones to a quote', async () => {
    const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const cartId = newGuestCartId();
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const cart = await api.cart.addItem({
      cartId,
      sku: 'cabin-rieng-vip',
      quantity: 1,
      serviceDate: date,
    });
    expect(cart.lines[0]).toMatchObject({ kind: 'service', serviceDate: date, available: null });
    expect(cart.shippingFee).toBe(0);
    expect(
      await codeOf(api.cart.addItem({ cartId, sku: 'cabin-rieng-vip', quantity: 1 })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(
      await codeOf(
        api.cart.addItem({
          cartId,
          sku: 'cabin-rieng-vip',
          quantity: 1,
          serviceDate: '2001-01-01',
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      await codeOf(
        api.cart.addItem({ cartId, sku: 'chup-anh-cuoi-tren-may', quantity: 1, serviceDate: date }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('caps and flags a line whose stock fell after it was added, and refuses the order with the lines', async () => {
    await setStockLevel(store(), 'NM-KEY-GRN', 10);
    const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const cartId = newGuestCartId();
    await api.cart.addItem({ cartId, sku: 'NM-KEY-GRN', quantity: 6 });
    await setStockLevel(store(), 'NM-KEY-GRN', 4);
    const cart = await api.cart.get({ cartId });
    expect(cart.lines[0]).toMatchObject({ quantity: 4, capped: true, available: 4, left: 4 });

    const before = await commerceSnapshot(store());
    const refused = await codeOf(api.checkout.placeOrder(checkoutFor(cartId)));
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      details: { lines: [{ sku: 'NM-KEY-GRN', name: 'Móc khóa cabin (Xanh rêu)', left: 4 }] },
    });
    expect(await commerceSnapshot(store())).toEqual(before);
  });

  it('merges the guest cart into the user’s on login and keeps users’ orders apart', async () => {
    await setStockLevel(store(), 'NM-DRY-10', 5);
    const guest = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const { accessToken } = await signUp(guest, {
      email: 'shopper@example.vn',
      password: 'mây-trắng-tà-xùa',
      firstName: 'Hoa',
    });
    const cartId = newGuestCartId();
    await guest.cart.addItem({ cartId, sku: 'NM-DRY-10', quantity: 3 });
    const user = await callerFor(store(), {
      headers: client({ authorization: `Bearer ${accessToken}` }),
      http: { method: 'POST' },
    });
    await user.cart.addItem({ cartId, sku: 'NM-DRY-10', quantity: 1 });
    const merged = await user.cart.merge({ cartId });
    // 1 + 3 = 4 ≤ 5 left.
    expect(merged.lines).toHaveLength(1);
    expect(merged.lines[0]?.quantity).toBe(4);
    expect(merged.cartId).toMatch(/^user:/);
    expect((await guest.cart.get({ cartId })).lines).toEqual([]);

    const order = await user.checkout.placeOrder(checkoutFor(cartId));
    const mine = await user.order.listMine();
    expect(mine.map((o) => o.orderCode)).toEqual([order.orderCode]);
    expect((await user.order.get({ orderCode: order.orderCode })).orderCode).toBe(order.orderCode);

    const other = await signUp(guest, {
      email: 'other@example.vn',
      password: 'đồi-chè-shan-tuyết',
      firstName: 'Minh',
    });
    const stranger = await callerFor(store(), {
      headers: client({ authorization: `Bearer ${other.accessToken}` }),
      http: { method: 'POST' },
    });
    expect(await stranger.order.listMine()).toEqual([]);
    expect(await codeOf(stranger.order.get({ orderCode: order.orderCode }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const before = await commerceSnapshot(store());
    expect(await codeOf(stranger.order.cancel({ orderCode: order.orderCode }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await commerceSnapshot(store())).toEqual(before);

    const cancelled = await user.order.cancel({ orderCode: order.orderCode });
    expect(cancelled.status).toBe('cancelled');
    expect(await leftOf(store(), 'NM-DRY-10')).toBe(5);
  }, 60_000);

  it('refuses adding when the enable_add_to_cart flag or setting is not "true"', async () => {
    const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const cartId = newGuestCartId();
    await setFeatureFlag(store(), { key: 'enable_add_to_cart', value: 'false' });
    expect(await codeOf(api.cart.addItem({ cartId, sku: 'NM-CARD-12', quantity: 1 }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Chức năng thêm vào giỏ hàng hiện đang tạm tắt',
      details: null,
    });
    await setFeatureFlag(store(), { key: 'enable_add_to_cart', value: 'TRUE' });
    await setSetting(store(), { key: 'enable_add_to_cart', value: 'no', isPublic: true });
    expect(
      await codeOf(api.cart.addItem({ cartId, sku: 'NM-CARD-12', quantity: 1 })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    await setSetting(store(), { key: 'enable_add_to_cart', value: 'true', isPublic: true });
    expect((await api.cart.addItem({ cartId, sku: 'NM-CARD-12', quantity: 1 })).lines).toHaveLength(
      1,
    );
  });

  it('lists cash on delivery for goods only, and reads stock for product pages', async () => {
    const api = await callerFor(store(), { headers: client() });
    expect(await api.checkout.getPaymentMethods({ kind: 'goods' })).toContainEqual({ id: 'cod' });
    expect(await api.checkout.getPaymentMethods({ kind: 'tickets' })).not.toContainEqual({
      id: 'cod',
    });
    await setStockLevel(store(), 'NM-KEY-YEL', 7);
    expect(await api.cart.getStock({ skus: ['NM-KEY-YEL', 'NM-NOPE', 'NM-KEY-YEL'] })).toEqual([
      { sku: 'NM-KEY-YEL', left: 7 },
    ]);
  });

  describe('bad input: 4xx with a clear message, nothing changed', () => {
    const huge = 'x'.repeat(5_000);
    const cartId = newGuestCartId();
    const cases: [
      string,
      (api: Awaited<ReturnType<typeof callerFor>>) => Promise<unknown>,
      string,
    ][] = [
      [
        'cart.get with a malformed cart id',
        (a) => a.cart.get({ cartId: 'guest_1' }),
        'BAD_REQUEST',
      ],
      ['cart.get with a user cart id', (a) => a.cart.get({ cartId: 'user:abc' }), 'BAD_REQUEST'],
      [
        'cart.getStock with 51 skus',
        (a) => a.cart.getStock({ skus: Array(51).fill('NM-CARD-6') }),
        'BAD_REQUEST',
      ],
      ['cart.getStock with an empty list', (a) => a.cart.getStock({ skus: [] }), 'BAD_REQUEST'],
      [
        'addItem with a string quantity',
        (a) => a.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: '2' as unknown as number }),
        'BAD_REQUEST',
      ],
      [
        'addItem with a negative quantity',
        (a) => a.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: -3 }),
        'BAD_REQUEST',
      ],
      [
        'addItem with zero',
        (a) => a.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: 0 }),
        'BAD_REQUEST',
      ],
      [
        'addItem with a huge quantity',
        (a) => a.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: 1e9 }),
        'BAD_REQUEST',
      ],
      [
        'addItem with a fractional quantity',
        (a) => a.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: 1.5 }),
        'BAD_REQUEST',
      ],
      [
        'addItem with an unknown SKU',
        (a) => a.cart.addItem({ cartId, sku: 'NM-NOTHING', quantity: 1 }),
        'NOT_FOUND',
      ],
      [
        'addItem with an oversize SKU',
        (a) => a.cart.addItem({ cartId, sku: huge, quantity: 1 }),
        'BAD_REQUEST',
      ],
      [
        'addItem beyond the stock',
        (a) => a.cart.addItem({ cartId, sku: 'NM-KEY-RED', quantity: 1 }),
        'CONFLICT',
      ],
      [
        'addItem with a date on a product',
        (a) => a.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: 1, serviceDate: '2030-01-01' }),
        'BAD_REQUEST',
      ],
      [
        'updateItem of an unknown line',
        (a) => a.cart.updateItem({ cartId, lineId: 'nope', quantity: 1 }),
        'NOT_FOUND',
      ],
      [
        'updateItem with a negative quantity',
        (a) => a.cart.updateItem({ cartId, lineId: 'nope', quantity: -1 }),
        'BAD_REQUEST',
      ],
      [
        'removeItem of an unknown line',
        (a) => a.cart.removeItem({ cartId, lineId: 'nope' }),
        'NOT_FOUND',
      ],
      ['merge without signing in', (a) => a.cart.merge({ cartId }), 'UNAUTHORIZED'],
      [
        'getPaymentMethods of an unknown kind',
        (a) => a.checkout.getPaymentMethods({ kind: 'food' as 'goods' }),
        'BAD_REQUEST',
      ],
      [
        'placeOrder with an empty cart',
        (a) => a.checkout.placeOrder(checkoutFor(newGuestCartId())),
        'BAD_REQUEST',
      ],
      [
        'placeOrder with a phone too short for its country',
        (a) =>
          a.checkout.placeOrder(
            checkoutFor(cartId, { contact: { email: 'a@b.vn', phone: '+1 555 0100' } }),
          ),
        'BAD_REQUEST',
      ],
      [
        'placeOrder shipping abroad',
        (a) => {
          const input = checkoutFor(cartId);
          return a.checkout.placeOrder({
            ...input,
            shipping: { ...input.shipping, country: 'GB' },
          });
        },
        'BAD_REQUEST',
      ],
      [
        'placeOrder with a bad email',
        (a) =>
          a.checkout.placeOrder(
            checkoutFor(cartId, { contact: { email: 'not-mail', phone: '0912345678' } }),
          ),
        'BAD_REQUEST',
      ],
      [
        'placeOrder with an oversize address',
        (a) =>
          a.checkout.placeOrder(
            checkoutFor(cartId, { shipping: { ...checkoutFor(cartId).shipping, address: huge } }),
          ),
        'BAD_REQUEST',
      ],
      [
        'placeOrder with control characters',
        (a) =>
          a.checkout.placeOrder(
            checkoutFor(cartId, {
              shipping: { ...checkoutFor(cartId).shipping, fullName: 'Lan\u0000\u202e' },
            }),
          ),
        'BAD_REQUEST',
      ],
      [
        'placeOrder with a blank name',
        (a) =>
          a.checkout.placeOrder(
            checkoutFor(cartId, { shipping: { ...checkoutFor(cartId).shipping, fullName: '   ' } }),
          ),
        'BAD_REQUEST',
      ],
      [
        'placeOrder without billing when it differs',
        (a) => a.checkout.placeOrder(checkoutFor(cartId, { billingSameAsShipping: false })),
        'BAD_REQUEST',
      ],
      [
        'placeOrder with an unknown method',
        (a) => a.checkout.placeOrder(checkoutFor(cartId, { paymentMethod: 'cash' as 'cod' })),
        'BAD_REQUEST',
      ],
      [
        'placeOrder with a short idempotency key',
        (a) => a.checkout.placeOrder(checkoutFor(cartId, { idempotencyKey: 'x' })),
        'BAD_REQUEST',
      ],
      [
        'placeOrder with a price field of its own',
        (a) => a.checkout.placeOrder({ ...checkoutFor(cartId), cartId: 123 as unknown as string }),
        'BAD_REQUEST',
      ],
      [
        'order.get with a malformed code',
        (a) => a.order.get({ orderCode: 'NM-1', contact: { phone: '0912345678' } }),
        'BAD_REQUEST',
      ],
      [
        'order.get with an unknown code',
        (a) => a.order.get({ orderCode: 'NM-00000000', contact: { phone: '0912345678' } }),
        'NOT_FOUND',
      ],
      [
        'order.get with an empty contact',
        (a) => a.order.get({ orderCode: 'NM-00000000', contact: {} }),
        'BAD_REQUEST',
      ],
      [
        'order.cancel with an unknown code',
        (a) => a.order.cancel({ orderCode: 'NM-00000000', contact: { email: 'a@b.vn' } }),
        'NOT_FOUND',
      ],
      ['order.listMine without signing in', (a) => a.order.listMine(), 'UNAUTHORIZED'],
    ];
    it.each(cases)('%s', async (_name, call, code) => {
      await setStockLevel(store(), 'NM-KEY-RED', 0);
      const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
      // A line in the cart, so placeOrder fails on its input rather than on an empty cart.
      await api.cart.addItem({ cartId, sku: 'NM-KEY-YEL', quantity: 1 }).catch(() => undefined);
      const before = await commerceSnapshot(store());
      const failure = await codeOf(call(api));
      expect(failure.code).toBe(code);
      expect(failure.message.length).toBeGreaterThan(3);
      expect(failure.message).not.toMatch(/^[[{]/);
      expect(await commerceSnapshot(store())).toEqual(before);
    });
  });

  it('limits placing orders per client address', async () => {
    const headers = client();
    const api = await callerFor(store(), { headers, http: { method: 'POST' } });
    let limited = false;
    for (let i = 0; i < 40 && !limited; i += 1) {
      const failure = await codeOf(
        api.checkout.placeOrder(
          checkoutFor(newGuestCartId(), { idempotencyKey: newIdempotencyKey() }),
        ),
      );
      limited = failure.code === 'TOO_MANY_REQUESTS';
    }
    expect(limited).toBe(true);
    expect(await countRows(store(), 'rate_limit_hits')).toBeGreaterThan(0);
  });
});
