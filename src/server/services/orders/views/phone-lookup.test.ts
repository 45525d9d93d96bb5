// Phones from abroad on the real store: a UK buyer's order is stored in E.164 and
// opened with the number in any spelling; an order stored before phones were kept in E.164
// (`0912345678`) still opens with the number as typed today, and the migration rewrites it.
import * as phonesE164 from '../../../db/migrations/0012-phones-e164';
import { setStockLevel } from '../../inventory/inventory';
import { settleDeliveries } from '../../mail/outbox';
import { checkoutFor, newGuestCartId } from '@/testing/shop';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';

let ip = 0;
const client = () => browserHeaders({ 'x-forwarded-for': `198.51.100.${(ip += 1)}` });

describeEachDialect('phones in orders', ({ store }) => {
  afterEach(() => settleDeliveries());

  async function placeWith(phone: string) {
    await setStockLevel(store(), 'NM-CARD-6', 40);
    const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const cartId = newGuestCartId();
    await api.cart.addItem({ cartId, sku: 'NM-CARD-6', quantity: 1 });
    const input = checkoutFor(cartId);
    return api.checkout.placeOrder({
      ...input,
      contact: { email: 'jane@example.co.uk', phone },
      shipping: { ...input.shipping, phone },
    });
  }

  async function storedPhone(orderCode: string) {
    const row = await store()
      .db.selectFrom('orders')
      .select('contact_phone')
      .where('order_code', '=', orderCode)
      .executeTakeFirstOrThrow();
    return row.contact_phone;
  }

  it('keeps a UK number in E.164 and opens the order with it however it is written', async () => {
    const order = await placeWith('+44 7700 900123');
    expect(await storedPhone(order.orderCode)).toBe('+447700900123');
    const reader = await callerFor(store(), { headers: client() });
    for (const phone of ['+447700900123', '+44 7700 900123', '0044 7700 900123']) {
      const found = await reader.order.get({ orderCode: order.orderCode, contact: { phone } });
      expect(found.orderCode).toBe(order.orderCode);
    }
    // Without its country code the number is Vietnamese: another phone.
    await expect(
      reader.order.get({ orderCode: order.orderCode, contact: { phone: '07700 900123' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('opens an order stored before E.164 and migrates its phone', async () => {
    const order = await placeWith('0912 345 678');
    expect(await storedPhone(order.orderCode)).toBe('+84912345678');
    // The row as the old code wrote it: the digits as typed.
    await store()
      .db.updateTable('orders')
      .set({ contact_phone: '0912345678' })
      .where('order_code', '=', order.orderCode)
      .execute();
    const reader = await callerFor(store(), { headers: client() });
    for (const phone of ['0912 345 678', '+84 912 345 678']) {
      const found = await reader.order.get({ orderCode: order.orderCode, contact: { phone } });
      expect(found.orderCode).toBe(order.orderCode);
    }
    await phonesE164.up(store().db);
    expect(await storedPhone(order.orderCode)).toBe('+84912345678');
    const again = await reader.order.get({
      orderCode: order.orderCode,
      contact: { phone: '0912345678' },
    });
    expect(again.orderCode).toBe(order.orderCode);
  });
});
