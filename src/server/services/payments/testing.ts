// Test helpers for payments (integration tests only): the sandbox's route handlers as a `fetch`
// the real SDK can use without a server, and a PayOS method wired to it. A placed goods order is
// src/server/testing/goods-orders.ts: payments never import the order lifecycle.
import type { Store } from '../../db/store';
import { cashOnDelivery } from './cod';
import type { PaymentMethod } from './method';
import { createPayosClient, type PayosSettings } from './payos-config';
import { closePayosAttempt, PAYOS_LINK_TTL_MS, startPayosPayment } from './payos';
import type { SandboxConfig } from './sandbox';
import { SANDBOX_API_KEY, SANDBOX_CHECKSUM_KEY, SANDBOX_CLIENT_ID } from './sandbox-keys';
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
