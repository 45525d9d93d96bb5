// A placed goods order for integration tests of payments and the console: a guest's cart of
// TEST_SKU through the real placeOrder, paid by the test sandbox's methods.
import { randomBytes } from 'node:crypto';
import type { CheckoutInput } from '@/lib/validation/checkout';
import type { Store } from '@/server/db/store';
import { addItem } from '@/server/services/cart/cart';
import { getCatalog } from '@/server/services/cart/catalog';
import { stockLeft } from '@/server/services/inventory/inventory';
import { type OrderView, placeGoodsOrder } from '@/server/services/orders';
import type { PaymentMethodId } from '@/server/services/payments/method';
import { testMethods } from './payment-methods';

export const TEST_SKU = 'NM-KEY-YEL';
export const TEST_CONTACT = { email: 'khach@example.com', phone: '0912345678' };

export async function stockOf(store: Store, sku: string = TEST_SKU): Promise<number> {
  return (await stockLeft(store.db, [sku])).get(sku) ?? 0;
}

/** A guest's checkout that ships to a ward of Tỉnh Sơn La and bills the same address. */
export function testCheckoutInput({
  cartId,
  idempotencyKey,
  buyer,
  paymentMethod,
}: {
  cartId: string;
  idempotencyKey: string;
  buyer: { fullName: string; email: string; phone: string };
  paymentMethod: PaymentMethodId;
}): CheckoutInput {
  return {
    cartId,
    idempotencyKey,
    contact: { email: buyer.email, phone: buyer.phone },
    shipping: {
      fullName: buyer.fullName,
      phone: buyer.phone,
      address: '1 Đường Mây',
      provinceCode: '15',
      wardCode: '03006',
      country: 'VN',
      postalCode: null,
    },
    billingSameAsShipping: true,
    billing: undefined,
    notes: null,
    paymentMethod,
    locale: 'vi',
  };
}

/** A guest's order of `quantity` × TEST_SKU, paid by `method`. */
export async function placeTestOrder(
  store: Store,
  method: PaymentMethodId,
  quantity = 2,
  /** The buyer's resolved address, as the router passes it from the request. */
  ip?: string,
): Promise<OrderView> {
  const cartId = `guest_${Date.now().toString(36)}_${randomBytes(18).toString('base64url')}`;
  const catalog = getCatalog();
  await addItem(store, catalog, { kind: 'guest', cartId }, { sku: TEST_SKU, quantity });
  const placed = await placeGoodsOrder(
    store,
    catalog,
    testCheckoutInput({
      cartId,
      idempotencyKey: randomBytes(16).toString('hex'),
      buyer: { fullName: 'Nguyễn Văn A', ...TEST_CONTACT },
      paymentMethod: method,
    }),
    { userId: null, ip },
    { methods: testMethods(store) },
  );
  return placed.order;
}

/** How many mails (by kind) or history rows (by kind) an order has. */
export async function countOrderRows(
  store: Store,
  table: 'mail_outbox' | 'order_events',
  where: { orderCode: string; kind: string },
): Promise<number> {
  const order = await store.db
    .selectFrom('orders')
    .select('id')
    .where('order_code', '=', where.orderCode)
    .executeTakeFirstOrThrow();
  const column = table === 'mail_outbox' ? 'related_order_id' : 'order_id';
  const row = await store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(column, '=', order.id)
    .where('kind', '=', where.kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
