// Test helpers of the shop: guest cart ids, checkout input, and a snapshot of every commerce
// table's row count plus stock levels, for "nothing changed" assertions.
import { randomBytes } from 'node:crypto';
import type { Store } from '@/server/db/store';
import type { CheckoutInput } from '@/lib/validation/checkout';

export function newGuestCartId(): string {
  return `guest_${Date.now().toString(36)}_${randomBytes(16).toString('base64url')}`;
}

export function newIdempotencyKey(): string {
  return randomBytes(18).toString('base64url');
}

export function checkoutFor(
  cartId: string,
  overrides: Partial<CheckoutInput> = {},
): CheckoutInput & Record<string, unknown> {
  return {
    cartId,
    idempotencyKey: newIdempotencyKey(),
    contact: { email: 'lan.nguyen@example.vn', phone: '0912345678' },
    shipping: {
      fullName: 'Nguyễn Thị Lan',
      phone: '0912345678',
      address: '12 Lê Lợi',
      provinceCode: '14',
      wardCode: '03646',
      country: 'VN',
      postalCode: null,
    },
    billingSameAsShipping: true,
    notes: null,
    paymentMethod: 'cod',
    locale: 'vi',
    ...overrides,
  };
}

const COMMERCE_TABLES = [
  'carts',
  'cart_lines',
  'orders',
  'order_lines',
  'order_events',
  'payments',
  'mail_outbox',
  'order_invoices',
  'invoices',
] as const;

/** Row counts of every commerce table and the whole stock table, to compare before and after. */
export async function commerceSnapshot(store: Store): Promise<Record<string, unknown>> {
  const counts: Record<string, number> = {};
  for (const table of COMMERCE_TABLES) {
    // Counted here rather than with stores.ts's countRows: that module loads the whole app router,
    // which the child processes and the benchmark that import this file do not need.
    const row = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const stock = await store.db.selectFrom('stock').select(['sku', 'left']).orderBy('sku').execute();
  return { counts, stock: stock.map((row) => `${row.sku}=${row.left}`).join(',') };
}

/** Units left of one SKU. */
/** The store's id of the order with this code. */
export async function orderIdOf(store: Store, orderCode: string): Promise<string> {
  const row = await store.db
    .selectFrom('orders')
    .select('id')
    .where('order_code', '=', orderCode)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function leftOf(store: Store, sku: string): Promise<number> {
  const row = await store.db
    .selectFrom('stock')
    .select('left')
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
