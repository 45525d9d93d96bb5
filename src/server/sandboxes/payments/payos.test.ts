import { PayOS } from '@payos/node';
import { describeEachDialect } from '@/testing/stores';
import { createPayosClient, type PayosSettings } from '../../services/payments/payos/config';
import { verifyDataSignature } from '../../services/payments/payos/signature';
import { SANDBOX_API_KEY, SANDBOX_CHECKSUM_KEY, SANDBOX_CLIENT_ID } from '@/payment-sandbox-keys';
import type { SandboxConfig } from './payos';
import { sandboxHostedAction, sandboxHostedPage } from './http';
import { sandboxFetch } from '@/testing/payment-methods';
import { decodeVietQrPayload } from '../../services/payments/vietqr/vietqr';

const SITE = 'http://localhost:3000';
const config: SandboxConfig = {
  clientId: SANDBOX_CLIENT_ID,
  apiKey: SANDBOX_API_KEY,
  checksumKey: SANDBOX_CHECKSUM_KEY,
  siteUrl: SITE,
};
const settings: PayosSettings = {
  ...config,
  baseUrl: `${SITE}/api/payments/sandbox`,
  sandbox: true,
};

let nextOrderCode = Date.now();
function paymentRequest(
  overrides: Partial<Parameters<PayOS['paymentRequests']['create']>[0]> = {},
) {
  nextOrderCode += 1;
  return {
    orderCode: nextOrderCode,
    amount: 385000,
    description: 'NM-7K2Q9XZA',
    returnUrl: `${SITE}/vi/checkout/success?order=NM-7K2Q9XZA`,
    cancelUrl: `${SITE}/vi/checkout/cancel?order=NM-7K2Q9XZA`,
    items: [{ name: 'Cà phê Arabica', quantity: 2, price: 192500 }],
    buyerName: 'Nguyễn Văn A',
    expiredAt: Math.floor(Date.now() / 1000) + 900,
    ...overrides,
  };
}

function formPost(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

function tokenOf(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no form token on the page');
  return match[1];
}

describeEachDialect('PayOS sandbox through the real SDK', ({ store }) => {
  const sdk = () => createPayosClient(settings, sandboxFetch(store()));

  it('creates a payment request answered and signed like PayOS', async () => {
    const request = paymentRequest();
    const created = await sdk().paymentRequests.create(request);
    expect(created).toMatchObject({
      amount: 385000,
      orderCode: request.orderCode,
      currency: 'VND',
      status: 'PENDING',
      description: 'NM-7K2Q9XZA',
    });
    expect(created.checkoutUrl).toBe(`${SITE}/api/payments/sandbox/pay/${created.paymentLinkId}`);
    expect(decodeVietQrPayload(created.qrCode)).toMatchObject({ valid: true, amount: 385000 });

    const byCode = await sdk().paymentRequests.get(request.orderCode);
    const byId = await sdk().paymentRequests.get(created.paymentLinkId);
    expect(byCode).toEqual(byId);
    expect(byCode).toMatchObject({ status: 'PENDING', amountPaid: 0, amountRemaining: 385000 });
  });

  it('refuses a request signed with another checksum key, wrong API keys and a reused orderCode', async () => {
    const wrongKey = createPayosClient(
      { ...settings, checksumKey: 'another-key' },
      sandboxFetch(store()),
    );
    await expect(wrongKey.paymentRequests.create(paymentRequest())).rejects.toThrow(/Chữ ký/);
    const wrongApiKey = createPayosClient({ ...settings, apiKey: 'nope' }, sandboxFetch(store()));
    await expect(wrongApiKey.paymentRequests.create(paymentRequest())).rejects.toThrow();
    const request = paymentRequest();
    await sdk().paymentRequests.create(request);
    await expect(sdk().paymentRequests.create(request)).rejects.toThrow(/đã tồn tại/);
  });

  it('is not there when the sandbox is off', async () => {
    const off = createPayosClient(settings, sandboxFetch(store(), null));
    await expect(off.paymentRequests.create(paymentRequest())).rejects.toThrow();
    const page = await sandboxHostedPage(store(), null, '0'.repeat(32));
    expect(page.status).toBe(404);
  });

  it('serves a labelled hosted page with security headers, and Pay sends one signed webhook', async () => {
    const request = paymentRequest();
    const created = await sdk().paymentRequests.create(request);
    const page = await sandboxHostedPage(store(), config, created.paymentLinkId);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('Thanh toán thử nghiệm — không trừ tiền');
    expect(html).not.toContain('<script');
    const token = tokenOf(html);

    const delivered: string[] = [];
    const deliver = async (body: string) => {
      delivered.push(body);
      return 200;
    };
    const url = created.checkoutUrl;
    const forged = await sandboxHostedAction(
      store(),
      config,
      formPost(url, { action: 'pay', token: 'x'.repeat(32) }),
      created.paymentLinkId,
      deliver,
    );
    expect(forged.status).toBe(403);
    const crossSite = await sandboxHostedAction(
      store(),
      config,
      formPost(
        url,
        { action: 'pay', token },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ),
      created.paymentLinkId,
      deliver,
    );
    expect(crossSite.status).toBe(403);
    expect(delivered).toHaveLength(0);

    const paid = await sandboxHostedAction(
      store(),
      config,
      formPost(url, { action: 'pay', token }),
      created.paymentLinkId,
      deliver,
    );
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location') ?? '');
    expect(location.pathname).toBe('/vi/checkout/success');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: 'NM-7K2Q9XZA',
      code: '00',
      id: created.paymentLinkId,
      cancel: 'false',
      status: 'PAID',
      orderCode: String(request.orderCode),
    });
    expect(delivered).toHaveLength(1);
    const webhook = JSON.parse(delivered[0] ?? '') as {
      data: Record<string, unknown>;
      signature: string;
    };
    expect(verifyDataSignature(webhook.data, webhook.signature, SANDBOX_CHECKSUM_KEY)).toBe(true);
    const verified = await new PayOS({ ...config, baseURL: settings.baseUrl }).webhooks.verify(
      JSON.parse(delivered[0] ?? ''),
    );
    expect(verified).toMatchObject({
      orderCode: request.orderCode,
      amount: 385000,
      currency: 'VND',
    });

    // A second Pay (double submit, back button) redirects again and sends nothing.
    const again = await sandboxHostedAction(
      store(),
      config,
      formPost(url, { action: 'pay', token }),
      created.paymentLinkId,
      deliver,
    );
    expect(again.status).toBe(303);
    expect(delivered).toHaveLength(1);
    expect(await sdk().paymentRequests.get(request.orderCode)).toMatchObject({
      status: 'PAID',
      amountPaid: 385000,
    });
    await expect(sdk().paymentRequests.cancel(request.orderCode)).rejects.toThrow();
  });

  it('cancels through the SDK and through the page, redirecting with PayOS cancel parameters', async () => {
    const first = paymentRequest();
    await sdk().paymentRequests.create(first);
    expect(await sdk().paymentRequests.cancel(first.orderCode, 'khách đổi ý')).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'khách đổi ý',
    });

    const second = paymentRequest();
    const created = await sdk().paymentRequests.create(second);
    const token = tokenOf(
      await (await sandboxHostedPage(store(), config, created.paymentLinkId)).text(),
    );
    const deliver = jest.fn(async () => 200);
    const cancelled = await sandboxHostedAction(
      store(),
      config,
      formPost(created.checkoutUrl, { action: 'cancel', token }),
      created.paymentLinkId,
      deliver,
    );
    expect(cancelled.status).toBe(303);
    const location = new URL(cancelled.headers.get('location') ?? '');
    expect(location.pathname).toBe('/vi/checkout/cancel');
    expect(location.searchParams.get('cancel')).toBe('true');
    expect(location.searchParams.get('status')).toBe('CANCELLED');
    expect(deliver).not.toHaveBeenCalled();
  });

  it('writes every value on the hosted page as text', async () => {
    const created = await sdk().paymentRequests.create(
      paymentRequest({ items: [{ name: '<script>alert(1)</script>', quantity: 1, price: 1 }] }),
    );
    const html = await (await sandboxHostedPage(store(), config, created.paymentLinkId)).text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
  });

  it('lets an attempt expire at its expiredAt: no payment after it', async () => {
    const request = paymentRequest({ expiredAt: Math.floor(Date.now() / 1000) - 1 });
    const created = await sdk().paymentRequests.create(request);
    expect(await sdk().paymentRequests.get(request.orderCode)).toMatchObject({ status: 'EXPIRED' });
    const html = await (await sandboxHostedPage(store(), config, created.paymentLinkId)).text();
    expect(html).not.toContain('name="token"');
  });
});
