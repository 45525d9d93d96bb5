// MoMo end to end on both dialects: the signed create request through the sandbox's API, the
// sandbox's page and IPN, and the IPN applying a payment once through the paid path PayOS uses.
import { describeEachDialect } from '@/testing/stores';
import type { Store } from '../../../db/store';
import { expireUnpaid, getPaymentStatus } from '../../orders';
import { PAYMENT_FLAGGED } from '../../orders';
import { handleMomoIpn } from '../../../http/payment-notices';
import { startMomoPayment } from './momo';
import {
  createMomoSandboxPayment,
  momoIpnBody,
  momoSandboxAction,
  openMomoPayUrl,
} from '../../../sandboxes/payments/momo';
import {
  CREATE_SIGNED_FIELDS,
  IPN_SIGNED_FIELDS,
  momoSigningString,
  signMomo,
  verifyMomo,
} from './signature';
import {
  expectHostedFormGuarded,
  momoSandboxFetch,
  TEST_SITE,
  testMethods,
  testMomoSandbox,
  testMomoSettings,
} from '@/testing/payment-methods';
import { countOrderRows, placeTestOrder, stockOf, TEST_CONTACT } from '@/testing/goods-orders';

const lookup = (orderCode: string) => ({ orderCode, contact: { phone: TEST_CONTACT.phone } });
const ipn = (store: Store, body: Record<string, unknown>) =>
  handleMomoIpn(store, testMomoSettings, JSON.stringify(body));

/** MoMo's IPN body for the order's payUrl, as the sandbox's Pay or Cancel builds it. */
function ipnAtSandbox(payUrl: string | null | undefined, action: 'pay' | 'cancel') {
  const opened = openMomoPayUrl(testMomoSandbox, new URL(payUrl ?? ''));
  if (!opened.ok) throw new Error(opened.message);
  return momoIpnBody(testMomoSandbox, opened.sealed, action);
}

function resign(body: Record<string, string | number>, change: (b: typeof body) => void) {
  const next = { ...body };
  change(next);
  const fields = { ...next, accessKey: testMomoSettings.accessKey } as Record<
    (typeof IPN_SIGNED_FIELDS)[number],
    string | number
  >;
  next.signature = signMomo(IPN_SIGNED_FIELDS, fields, testMomoSettings.secretKey);
  return next;
}

describe('MoMo signatures', () => {
  it("signs the create request's fields in MoMo's documented order, values as sent", () => {
    const fields = {
      accessKey: 'F8BBA842ECF85',
      amount: 50000,
      extraData: '',
      ipnUrl: 'https://shop.example/api/payments/momo/ipn',
      orderId: 'MOMO1540456472575',
      orderInfo: 'Thanh toán qua ví MoMo',
      partnerCode: 'MOMO',
      redirectUrl: 'https://shop.example/vi/checkout/success?order=NM-1',
      requestId: 'MOMO1540456472575',
      requestType: 'captureWallet',
    };
    expect(momoSigningString(CREATE_SIGNED_FIELDS, fields)).toBe(
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://shop.example/api/payments/momo/ipn' +
        '&orderId=MOMO1540456472575&orderInfo=Thanh toán qua ví MoMo&partnerCode=MOMO' +
        '&redirectUrl=https://shop.example/vi/checkout/success?order=NM-1' +
        '&requestId=MOMO1540456472575&requestType=captureWallet',
    );
    const signature = signMomo(CREATE_SIGNED_FIELDS, fields, 'K951B6PE1waDMi640xX08PD3vg6EkVlz');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(
      verifyMomo(CREATE_SIGNED_FIELDS, fields, signature, 'K951B6PE1waDMi640xX08PD3vg6EkVlz'),
    ).toBe(true);
    expect(
      verifyMomo(
        CREATE_SIGNED_FIELDS,
        { ...fields, amount: 5000 },
        signature,
        'K951B6PE1waDMi640xX08PD3vg6EkVlz',
      ),
    ).toBe(false);
    expect(verifyMomo(CREATE_SIGNED_FIELDS, fields, signature, 'other')).toBe(false);
    expect(
      verifyMomo(CREATE_SIGNED_FIELDS, fields, 'abc', 'K951B6PE1waDMi640xX08PD3vg6EkVlz'),
    ).toBe(false);
  });

  it('refuses a create request with a wrong signature or partner at the sandbox', () => {
    expect(createMomoSandboxPayment(testMomoSandbox, { partnerCode: 'x' })).toMatchObject({
      resultCode: 20,
    });
    const request = {
      partnerCode: testMomoSandbox.partnerCode,
      requestId: '1',
      amount: 50_000,
      orderId: '1',
      orderInfo: 'x',
      redirectUrl: `${TEST_SITE}/vi/checkout/success`,
      ipnUrl: `${TEST_SITE}/api/payments/momo/ipn`,
      requestType: 'captureWallet',
      extraData: '',
      signature: '0'.repeat(64),
    };
    expect(createMomoSandboxPayment(testMomoSandbox, request)).toMatchObject({ resultCode: 11 });
  });
});

describeEachDialect('MoMo', ({ store }) => {
  const deps = () => ({ methods: testMethods(store()) });
  const mails = (orderCode: string) =>
    countOrderRows(store(), 'mail_outbox', { orderCode, kind: 'order-confirmation' });

  it('creates the payment at MoMo with a fresh orderId per attempt and sends the buyer to payUrl', async () => {
    const before = await stockOf(store());
    const first = await placeTestOrder(store(), 'momo', 2);
    const second = await placeTestOrder(store(), 'momo', 1);
    expect(await stockOf(store())).toBe(before - 3);
    expect(first.payment).toMatchObject({ method: 'momo', status: 'pending' });
    expect(first.payment?.checkoutUrl).toMatch(/\/api\/payments\/sandbox\/momo\/pay\?t=/);
    expect(second.payment?.providerOrderCode).not.toBe(first.payment?.providerOrderCode);
    const opened = openMomoPayUrl(testMomoSandbox, new URL(first.payment?.checkoutUrl ?? ''));
    expect(opened).toMatchObject({
      ok: true,
      sealed: {
        orderId: String(first.payment?.providerOrderCode),
        requestId: String(first.payment?.providerOrderCode),
        amount: first.totalAmount,
        orderInfo: `Thanh toan don hang ${first.orderCode}`,
        redirectUrl: `${TEST_SITE}/vi/checkout/success?order=${first.orderCode}`,
      },
    });
    // MoMo counts whole minutes: the payUrl closes within the order's 15, never after them.
    const minutes = (Date.parse(first.payment?.expiresAt ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(13.9);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('applies one IPN delivered 20 times in parallel once: paid, one mail, all 204', async () => {
    const order = await placeTestOrder(store(), 'momo', 1);
    const stockAfterOrder = await stockOf(store());
    const body = ipnAtSandbox(order.payment?.checkoutUrl, 'pay');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => ipn(store(), body)));
    expect(outcomes.every((o) => o.status === 204)).toBe(true);
    expect(outcomes.filter((o) => o.result === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o.result === 'duplicate')).toHaveLength(19);
    expect(await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      payment: { method: 'momo', status: 'paid' },
    });
    expect(await mails(order.orderCode)).toBe(1);
    expect(await stockOf(store())).toBe(stockAfterOrder);
  });

  it('refuses a forged signature (400), a short amount, an unknown orderId or requestId', async () => {
    const order = await placeTestOrder(store(), 'momo', 1);
    const body = ipnAtSandbox(order.payment?.checkoutUrl, 'pay');
    expect(await ipn(store(), { ...body, transId: 1 })).toEqual({
      status: 400,
      result: 'bad-signature',
    });
    expect(await handleMomoIpn(store(), testMomoSettings, 'not json')).toEqual({
      status: 400,
      result: 'malformed',
    });
    const short = resign(body, (b) => {
      b.amount = order.totalAmount - 1000;
    });
    expect(await ipn(store(), short)).toEqual({ status: 204, result: 'amount-mismatch' });
    const unknown = resign(body, (b) => {
      b.orderId = '123';
      b.requestId = '123';
    });
    expect(await ipn(store(), unknown)).toEqual({ status: 204, result: 'unknown-order' });
    const otherRequest = resign(body, (b) => {
      b.requestId = 'another-request';
    });
    expect((await ipn(store(), otherRequest)).result).toBe('unknown-order');
    const otherPartner = resign(body, (b) => {
      b.partnerCode = 'MOMOOTHER';
    });
    expect((await ipn(store(), otherPartner)).result).toBe('unknown-order');
    expect(await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(
      await countOrderRows(store(), 'order_events', {
        orderCode: order.orderCode,
        kind: PAYMENT_FLAGGED,
      }),
    ).toBe(1);
    expect(await mails(order.orderCode)).toBe(0);
    expect((await ipn(store(), body)).result).toBe('paid');
  });

  it('refuses a payment row in another currency, nothing paid', async () => {
    const order = await placeTestOrder(store(), 'momo', 1);
    await store()
      .db.updateTable('payments')
      .set({ currency: 'USD' })
      .where('provider_order_code', '=', order.payment?.providerOrderCode ?? 0)
      .execute();
    const body = ipnAtSandbox(order.payment?.checkoutUrl, 'pay');
    expect((await ipn(store(), body)).result).toBe('amount-mismatch');
    expect(
      (await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).paymentStatus,
    ).toBe('pending');
  });

  it('cancels the order when the buyer declines in MoMo; a late payment is still recorded', async () => {
    const before = await stockOf(store());
    const order = await placeTestOrder(store(), 'momo', 2);
    const declined = ipnAtSandbox(order.payment?.checkoutUrl, 'cancel');
    expect((await ipn(store(), declined)).result).toBe('cancelled');
    expect(await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(store())).toBe(before);
    const paid = ipnAtSandbox(order.payment?.checkoutUrl, 'pay');
    expect((await ipn(store(), paid)).result).toBe('paid');
    expect(
      (await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).paymentStatus,
    ).toBe('paid');
    expect(await mails(order.orderCode)).toBe(1);
  });

  it("goes through the sandbox's form: IPN first, then redirectUrl with MoMo's fields", async () => {
    const order = await placeTestOrder(store(), 'momo', 1);
    const response = await momoSandboxAction(
      store(),
      testMomoSandbox,
      new Request(order.payment?.checkoutUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      }),
      async (raw) => (await handleMomoIpn(store(), testMomoSettings, raw)).status,
    );
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_SITE}/vi/checkout/success`);
    expect(back.searchParams.get('order')).toBe(order.orderCode);
    expect(back.searchParams.get('resultCode')).toBe('0');
    expect(
      (await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).paymentStatus,
    ).toBe('paid');
    await expectHostedFormGuarded(order.payment?.checkoutUrl ?? '', (on, request, deliver) =>
      momoSandboxAction(store(), on ? testMomoSandbox : null, request, deliver),
    );
  });

  it('fails the start cleanly when MoMo refuses the request', async () => {
    const order = await placeTestOrder(store(), 'cod', 1);
    await expect(
      startMomoPayment(
        { ...testMomoSettings, secretKey: 'wrong-secret' },
        {
          orderId: 'x',
          orderCode: order.orderCode,
          paymentId: 'x',
          totalAmount: order.totalAmount,
          currency: 'VND',
          locale: 'vi',
          kind: 'goods',
          lines: [],
          buyer: { name: '', email: '', phone: '' },
        },
        { siteUrl: TEST_SITE, fetch: momoSandboxFetch() },
      ),
    ).rejects.toThrow(/MoMo refused the payment: 11/);
  });
});

describeEachDialect('MoMo expiry', ({ store }) => {
  it('expires an unpaid MoMo order after 15 minutes; its payUrl then refuses to pay', async () => {
    const before = await stockOf(store());
    const order = await placeTestOrder(store(), 'momo', 2);
    const at16 = new Date(Date.now() + 16 * 60_000);
    await Promise.all([expireUnpaid(store(), at16), expireUnpaid(store(), at16)]);
    expect(
      await getPaymentStatus(store(), lookup(order.orderCode), null, { methods: [] }),
    ).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(store())).toBe(before);
    expect(
      openMomoPayUrl(testMomoSandbox, new URL(order.payment?.checkoutUrl ?? ''), at16),
    ).toMatchObject({ ok: false, status: 410 });
  });
});
