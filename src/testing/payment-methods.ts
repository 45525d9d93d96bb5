// Test helpers for payments (integration tests only): the sandbox's route handlers as a `fetch`
// the real SDK can use without a server, and a PayOS method wired to it. A placed goods order is
// src/testing/goods-orders.ts: payments never import the order lifecycle.
import type { Store } from '@/server/db/store';
import { cashOnDelivery } from '@/server/services/payments/cod';
import type { PaymentMethod } from '@/server/services/payments/method';
import { createPayosClient, type PayosSettings } from '@/server/services/payments/payos/config';
import {
  askPayosAttempt,
  closePayosAttempt,
  PAYOS_LINK_TTL_MS,
  queryPayosAttempt,
  startPayosPayment,
} from '@/server/services/payments/payos/payos';
import { queryVnpayAttempt } from '@/server/services/payments/vnpay/query';
import { queryMomoAttempt } from '@/server/services/payments/momo/query';
import { vnpaySandboxQuery } from '@/server/sandboxes/payments/vnpay';
import type { SandboxConfig } from '@/server/sandboxes/payments/payos';
import {
  SANDBOX_API_KEY,
  SANDBOX_CHECKSUM_KEY,
  SANDBOX_CLIENT_ID,
  SANDBOX_MOMO_ACCESS_KEY,
  SANDBOX_MOMO_PARTNER_CODE,
  SANDBOX_MOMO_SECRET_KEY,
  SANDBOX_VNPAY_HASH_SECRET,
  SANDBOX_VNPAY_TMN_CODE,
} from '@/payment-sandbox-keys';
import { sandboxCancel, sandboxCreate, sandboxGet } from '@/server/sandboxes/payments/http';
import {
  startVietQrPayment,
  VIETQR_TRANSFER_TTL_MS,
} from '@/server/services/payments/vietqr/vietqr-method';
import {
  startVnpayPayment,
  VNPAY_TTL_MS,
  type VnpaySettings,
} from '@/server/services/payments/vnpay/vnpay';
import {
  MOMO_TTL_MS,
  startMomoPayment,
  type MomoSettings,
} from '@/server/services/payments/momo/momo';
import {
  momoSandboxCreate,
  momoSandboxQuery,
  type MomoSandboxConfig,
} from '@/server/sandboxes/payments/momo';

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

export const testVnpaySettings: VnpaySettings = {
  tmnCode: SANDBOX_VNPAY_TMN_CODE,
  hashSecret: SANDBOX_VNPAY_HASH_SECRET,
  paymentUrl: `${TEST_SITE}/api/payments/sandbox/vnpay/paymentv2/vpcpay.html`,
  apiUrl: `${TEST_SITE}/api/payments/sandbox/vnpay/merchant_webapi/api/transaction`,
};

export const testMomoSandbox: MomoSandboxConfig = {
  partnerCode: SANDBOX_MOMO_PARTNER_CODE,
  accessKey: SANDBOX_MOMO_ACCESS_KEY,
  secretKey: SANDBOX_MOMO_SECRET_KEY,
  siteUrl: TEST_SITE,
};
export const testMomoSettings: MomoSettings = {
  partnerCode: testMomoSandbox.partnerCode,
  accessKey: testMomoSandbox.accessKey,
  secretKey: testMomoSandbox.secretKey,
  endpoint: `${TEST_SITE}/api/payments/sandbox/momo`,
};

/**
 * A VNPay or MoMo sandbox page's form refuses a cross-site POST (403) and answers 404 when the
 * sandbox is off; neither delivers a notification.
 */
export async function expectHostedFormGuarded(
  url: string,
  act: (on: boolean, request: Request, deliver: () => Promise<never>) => Promise<Response>,
): Promise<void> {
  const never = () => Promise.reject(new Error('must not deliver'));
  const post = (headers: Record<string, string>) =>
    new Request(url, { method: 'POST', headers, body: 'action=pay' });
  const crossSite = await act(true, post({ 'sec-fetch-site': 'cross-site' }), never);
  const otherOrigin = await act(
    true,
    post({ origin: 'https://evil.example', host: 'localhost:3000' }),
    never,
  );
  const off = await act(false, post({}), never);
  if (crossSite.status !== 403 || otherOrigin.status !== 403 || off.status !== 404) {
    throw new Error(`form not guarded: ${crossSite.status} ${otherOrigin.status} ${off.status}`);
  }
}

/** MoMo's create (and, given the store, query) API as the sandbox serves it, as fetch. */
export function momoSandboxFetch(
  sandbox: MomoSandboxConfig | null = testMomoSandbox,
  store?: Store,
) {
  return (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/payments/sandbox/momo/v2/gateway/api/create') {
      return momoSandboxCreate(sandbox, request);
    }
    if (store && pathname === '/api/payments/sandbox/momo/v2/gateway/api/query') {
      return momoSandboxQuery(store, sandbox, request);
    }
    return Promise.resolve(new Response('Not Found', { status: 404 }));
  };
}

/** VNPay's merchant API (querydr) as the sandbox serves it, as fetch. */
export function vnpaySandboxApiFetch(store: Store) {
  return (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.url !== testVnpaySettings.apiUrl) {
      return Promise.resolve(new Response('Not Found', { status: 404 }));
    }
    return vnpaySandboxQuery(store, testVnpaySettings, request);
  };
}

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

/** The methods as the app has them, the online ones wired to the test sandboxes (VietQR to an account). */
export function testMethods(store: Store): PaymentMethod[] {
  return [
    {
      id: 'payos',
      kinds: ['goods', 'tickets'],
      ttlMs: PAYOS_LINK_TTL_MS,
      isAvailable: () => Promise.resolve(true),
      start: (_store, order) => startPayosPayment(sandboxSdk(store), order, { siteUrl: TEST_SITE }),
      closeAttempt: (code) => closePayosAttempt(sandboxSdk(store), code),
      askAttempt: (code) => askPayosAttempt(sandboxSdk(store), code),
      queryAttempt: (attempt) => queryPayosAttempt(sandboxSdk(store), attempt.providerOrderCode),
    },
    {
      id: 'vnpay',
      kinds: ['goods', 'tickets'],
      ttlMs: VNPAY_TTL_MS,
      isAvailable: () => Promise.resolve(true),
      start: (_store, order) =>
        Promise.resolve(startVnpayPayment(testVnpaySettings, order, { siteUrl: TEST_SITE })),
      queryAttempt: (attempt) =>
        queryVnpayAttempt(testVnpaySettings, attempt, { fetch: vnpaySandboxApiFetch(store) }),
    },
    {
      id: 'momo',
      kinds: ['goods', 'tickets'],
      ttlMs: MOMO_TTL_MS,
      isAvailable: () => Promise.resolve(true),
      start: (_store, order) =>
        startMomoPayment(testMomoSettings, order, {
          siteUrl: TEST_SITE,
          fetch: momoSandboxFetch(),
        }),
      queryAttempt: (attempt) =>
        queryMomoAttempt(testMomoSettings, attempt.providerOrderCode, {
          fetch: momoSandboxFetch(testMomoSandbox, store),
        }),
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
