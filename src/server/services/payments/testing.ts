// Test helpers for payments (integration tests only): the sandbox's route handlers as a `fetch`
// the real SDK can use without a server, a PayOS method wired to it, and a placed goods order.
import { randomBytes } from 'node:crypto';
import type { Store } from '../../db/store';
import { addItem } from '../cart/cart';
import { getCatalog } from '../cart/catalog';
import { stockLeft } from '../inventory/inventory';
import { placeOrder } from '../orders/place-order';
import type { OrderView } from '../orders/order-view';
import { cashOnDelivery } from './cod';
import type { PaymentMethod, PaymentMethodId } from './method';
import { createPayosClient, type PayosSettings } from './payos-config';
import { closePayosAttempt, PAYOS_LINK_TTL_MS, startPayosPayment } from './payos';
import type { SandboxConfig } from './sandbox';
import { SANDBOX_API_KEY, SANDBOX_CHECKSUM_KEY, SANDBOX_CLIENT_ID } from '@/payment-sandbox-keys';
import { sandboxCancel, sandboxCreate, sandboxGet } from './sandbox-http';
import { startVietQrPayment, VIETQR_TRANSFER_TTL_MS } from './vietqr-method';

export const TEST_SITE = 'http://localhost:3000';
export const testSandboxConfig: SandboxConfig = {
  clientId: SANDBOX_CLIENT_ID,
  apiKey: SANDBOX_API_KEY,
  checksumKey: SANDBOX_CHECKSUM_KEY,
  siteUrl: TEST_SITE,
};
export const testPayosSettings: PayosSettings = {
  ...testSandboxConfig,
  baseUrl: `${TEST_SITE}/api/payments/sandbox`,
  sandbox: true,
};

/** The sandbox API's route dispatch, as fetch: the real SDK talks to it without a server. */
export function sandboxFetch(store: Store, sandbox: SandboxConfig | null = testSandboxConfig) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const pathname = new URL(request.url).pathname;
    // The app mounts the sandbox here; a request anywhere else would be a 404 in the app too.
    if (!pathname.startsWith('/api/payments/sandbox/')) {
      return new Response('Not Found', { status: 404 });
    }
    const path = pathname.slice('/api/payments/sandbox'.length);
    const cancel = /^\/v2\/payment-requests\/([^/]+)\/cancel$/.exec(path);
    const one = /^\/v2\/payment-requests\/([^/]+)$/.exec(path);
    if (path === '/v2/payment-requests' && request.method === 'POST') {
      return sandboxCreate(store, sandbox, request);
    }
    if (cancel?.[1] && request.method === 'POST') {
      return sandboxCancel(store, sandbox, request, cancel[1]);
    }
    if (one?.[1] && request.method === 'GET') return sandboxGet(store, sandbox, request, one[1]);
    return new Response('Not Found', { status: 404 });
  };
}

export function sandboxSdk(store: Store) {
  return createPayosClient(testPayosSettings, sandboxFetch(store));
}

/** The three methods as the app has them, PayOS and VietQR wired to the test sandbox/account. */
export function testMethods(store: Store): PaymentMethod[] {
  return [
    {
      id: 'payos',
      kinds: ['goods', 'tickets'],
      ttlMs: PAYOS_LINK_TTL_MS,
      isAvailable: () => Promise.resolve(true),
      start: (_store, order) => startPayosPayment(sandboxSdk(store), order, { siteUrl: TEST_SITE }),
      closeAttempt: (code) => closePayosAttempt(sandboxSdk(store), code),
    },
    {
      id: 'vietqr',
      kinds: ['goods', 'tickets'],
      ttlMs: VIETQR_TRANSFER_TTL_MS,
      isAvailable: () => Promise.resolve(true),
      start: (_store, order) =>
        Promise.resolve(
          startVietQrPayment(
            {
              bankBin: '970436',
              accountNumber: '0011004455667',
              accountName: 'CONG TY CAP TREO NUI MAY',
              bankName: 'Vietcombank',
            },
            order,
          ),
        ),
    },
    cashOnDelivery,
  ];
}

export const TEST_SKU = 'NM-KEY-YEL';
export const TEST_CONTACT = { email: 'khach@example.com', phone: '0912345678' };

export async function stockOf(store: Store, sku: string = TEST_SKU): Promise<number> {
  return (await stockLeft(store.db, [sku])).get(sku) ?? 0;
}

/** A guest's order of `quantity` × TEST_SKU, paid by `method`. */
export async function placeTestOrder(
  store: Store,
  method: PaymentMethodId,
  quantity = 2,
): Promise<OrderView> {
  const cartId = `guest_${Date.now().toString(36)}_${randomBytes(18).toString('base64url')}`;
  const catalog = getCatalog();
  await addItem(store, catalog, { kind: 'guest', cartId }, { sku: TEST_SKU, quantity });
  const placed = await placeOrder(
    store,
    catalog,
    {
      cartId,
      idempotencyKey: randomBytes(16).toString('hex'),
      contact: TEST_CONTACT,
      shipping: {
        fullName: 'Nguyễn Văn A',
        phone: TEST_CONTACT.phone,
        address: '1 Đường Mây',
        city: 'Sa Pa',
        state: 'Lào Cai',
        country: 'VN',
        postalCode: null,
      },
      billingSameAsShipping: true,
      billing: undefined,
      notes: null,
      paymentMethod: method,
      locale: 'vi',
    },
    { userId: null },
    { methods: testMethods(store) },
  );
  return placed.order;
}
