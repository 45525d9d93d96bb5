// VNPay end to end on both dialects: the signed payment URL, the sandbox's page and result, and
// the IPN applying a payment once through the paid path PayOS uses (amount, reference, replays).
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import { bookTickets, freshBuyer, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { describeEachDialect } from '@/testing/stores';
import type { Store } from '../../../db/store';
import {
  expireUnpaid,
  cancelPaymentAttempt,
  getPaymentStatus,
  placeTicketOrder,
} from '../../orders';
import { PAYMENT_FLAGGED } from '../../orders';
import { handleVnpayIpn } from '../../../http/payment-notices';
import {
  expectHostedFormGuarded,
  TEST_SITE,
  testMethods,
  testVnpaySettings,
} from '@/testing/payment-methods';
import { countOrderRows, placeTestOrder, stockOf, TEST_CONTACT } from '@/testing/goods-orders';
import {
  readVnpayRequest,
  vnpayResultQuery,
  vnpaySandboxAction,
} from '../../../sandboxes/payments/vnpay';
import { signedVnpayQuery, verifyVnpay, vnpayParamsOf } from './signature';
import { VNPAY_NO_CLIENT_IP, vnpayIpAddr } from './vnpay';

setUpTicketSigningKey();

const lookup = (orderCode: string) => ({ orderCode, contact: { phone: TEST_CONTACT.phone } });
const ipn = (store: Store, query: string) =>
  handleVnpayIpn(store, testVnpaySettings, new URLSearchParams(query));

/** The query VNPay's page was opened with (the order's checkout URL). */
function requestOf(checkoutUrl: string | null | undefined): URLSearchParams {
  const url = new URL(checkoutUrl ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(testVnpaySettings.paymentUrl);
  return url.searchParams;
}

/** VNPay's signed result for the order's attempt, as the sandbox's Pay or Cancel builds it. */
function resultAtSandbox(checkoutUrl: string | null | undefined, action: 'pay' | 'cancel') {
  const checked = readVnpayRequest(testVnpaySettings, requestOf(checkoutUrl));
  if (!checked.ok) throw new Error(checked.message);
  return vnpayResultQuery(testVnpaySettings, checked.params, action);
}

function resign(query: string, change: (params: Record<string, string>) => void): string {
  const params = vnpayParamsOf(new URLSearchParams(query));
  change(params);
  return signedVnpayQuery(params, testVnpaySettings.hashSecret);
}

describeEachDialect('VNPay', ({ store }) => {
  const deps = () => ({ methods: testMethods(store()) });
  const mails = (orderCode: string) =>
    countOrderRows(store(), 'mail_outbox', { orderCode, kind: 'order-confirmation' });

  it('sends the buyer to VNPay with a signed 2.1.0 request: total × 100, fresh ref, 15 minutes', async () => {
    const before = await stockOf(store());
    const first = await placeTestOrder(store(), 'vnpay', 2);
    const second = await placeTestOrder(store(), 'vnpay', 1);
    expect(await stockOf(store())).toBe(before - 3);
    const params = vnpayParamsOf(requestOf(first.payment?.checkoutUrl));
    expect(verifyVnpay(params, testVnpaySettings.hashSecret)).toBe(true);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: testVnpaySettings.tmnCode,
      vnp_Amount: String(first.totalAmount * 100),
      vnp_CurrCode: 'VND',
      vnp_TxnRef: String(first.payment?.providerOrderCode),
      vnp_OrderInfo: `Thanh toan don hang ${first.orderCode}`,
      vnp_Locale: 'vn',
      vnp_ReturnUrl: `${TEST_SITE}/vi/checkout/success?order=${first.orderCode}`,
    });
    expect(second.payment?.providerOrderCode).not.toBe(first.payment?.providerOrderCode);
    const minutes = (Date.parse(first.payment?.expiresAt ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    // The URL is signed: the sandbox page refuses one with its amount changed.
    const tampered = requestOf(first.payment?.checkoutUrl);
    tampered.set('vnp_Amount', '100');
    expect(readVnpayRequest(testVnpaySettings, tampered)).toMatchObject({ ok: false, status: 403 });
  });

  it("sends the buyer's resolved address as vnp_IpAddr, for goods and for tickets", async () => {
    const goods = await placeTestOrder(store(), 'vnpay', 1, '203.0.113.7');
    expect(vnpayParamsOf(requestOf(goods.payment?.checkoutUrl)).vnp_IpAddr).toBe('203.0.113.7');
    const visitDate = addDays(vietnamClock(new Date()).date, 3);
    const { order: tickets } = await placeTicketOrder(
      store(),
      getTicketCatalog(),
      {
        idempotencyKey: randomBytes(18).toString('base64url'),
        visitDate,
        lines: [{ ticketType: 've-nguoi-lon', quantity: 1 }],
        buyer: freshBuyer(),
        paymentMethod: 'vnpay',
        locale: 'vi',
      },
      { userId: null, ip: '2001:db8::7' },
      { methods: testMethods(store()) },
    );
    expect(vnpayParamsOf(requestOf(tickets.payment?.checkoutUrl)).vnp_IpAddr).toBe('2001:db8::7');
    // An order placed by a script has no address: the loopback address stands in.
    const scripted = await placeTestOrder(store(), 'vnpay', 1);
    expect(vnpayParamsOf(requestOf(scripted.payment?.checkoutUrl)).vnp_IpAddr).toBe(
      VNPAY_NO_CLIENT_IP,
    );
  });

  it('applies one IPN delivered 20 times in parallel once: paid, one mail, 00 then 02', async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    const stockAfterOrder = await stockOf(store());
    const result = resultAtSandbox(order.payment?.checkoutUrl, 'pay');
    const answers = await Promise.all(Array.from({ length: 20 }, () => ipn(store(), result)));
    expect(answers.filter((a) => a.answer.RspCode === '00')).toHaveLength(1);
    expect(answers.filter((a) => a.answer.RspCode === '02')).toHaveLength(19);
    expect(answers.find((a) => a.result === 'paid')?.answer).toEqual({
      RspCode: '00',
      Message: 'Confirm Success',
    });
    expect(await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      awaitingPayment: false,
      payment: { method: 'vnpay', status: 'paid' },
    });
    expect(await mails(order.orderCode)).toBe(1);
    expect(await stockOf(store())).toBe(stockAfterOrder);
  });

  it('answers 97 to a forged signature, 04 to a short amount, 01 to an unknown ref', async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    const result = resultAtSandbox(order.payment?.checkoutUrl, 'pay');
    const forged = new URLSearchParams(result);
    forged.set('vnp_TransactionNo', '99999999');
    expect((await ipn(store(), forged.toString())).answer).toEqual({
      RspCode: '97',
      Message: 'Invalid signature',
    });
    const otherSecret = resign(result, () => undefined).replace(/vnp_SecureHash=[0-9a-f]+/, '');
    expect((await ipn(store(), otherSecret)).answer.RspCode).toBe('97');
    const short = resign(result, (p) => {
      p.vnp_Amount = String((order.totalAmount - 1000) * 100);
    });
    expect((await ipn(store(), short)).answer).toEqual({
      RspCode: '04',
      Message: 'Invalid amount',
    });
    const fraction = resign(result, (p) => {
      p.vnp_Amount = String(order.totalAmount * 100 + 1);
    });
    expect((await ipn(store(), fraction)).answer.RspCode).toBe('04');
    const unknown = resign(result, (p) => {
      p.vnp_TxnRef = '123';
    });
    expect((await ipn(store(), unknown)).answer).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
    const otherMerchant = resign(result, (p) => {
      p.vnp_TmnCode = 'OTHERTMN';
    });
    expect((await ipn(store(), otherMerchant)).answer.RspCode).toBe('01');
    expect(await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      awaitingPayment: true,
    });
    expect(
      await countOrderRows(store(), 'order_events', {
        orderCode: order.orderCode,
        kind: PAYMENT_FLAGGED,
      }),
    ).toBe(2);
    expect(await mails(order.orderCode)).toBe(0);
    // The genuine result still applies afterwards.
    expect((await ipn(store(), result)).answer.RspCode).toBe('00');
  });

  it('refuses a payment row in another currency: 04, nothing paid', async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    await store()
      .db.updateTable('payments')
      .set({ currency: 'USD' })
      .where('provider_order_code', '=', order.payment?.providerOrderCode ?? 0)
      .execute();
    const result = resultAtSandbox(order.payment?.checkoutUrl, 'pay');
    expect((await ipn(store(), result)).answer.RspCode).toBe('04');
    expect(
      (await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).paymentStatus,
    ).toBe('pending');
  });

  it("cancels the order when the buyer cancels on VNPay's page: stock back once", async () => {
    const before = await stockOf(store());
    const order = await placeTestOrder(store(), 'vnpay', 2);
    const cancel = resultAtSandbox(order.payment?.checkoutUrl, 'cancel');
    const answers = await Promise.all([ipn(store(), cancel), ipn(store(), cancel)]);
    expect(answers.map((a) => a.answer.RspCode)).toEqual(['00', '00']);
    expect(answers.map((a) => a.result).sort()).toEqual(['cancelled', 'noted']);
    expect(await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(store())).toBe(before);
  });

  it('records money that arrives after the buyer cancelled: reinstated, mailed once', async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    const cancelled = await cancelPaymentAttempt(store(), lookup(order.orderCode), null, deps());
    expect(cancelled.outcome).toBe('cancelled');
    const pay = resultAtSandbox(order.payment?.checkoutUrl, 'pay');
    expect((await ipn(store(), pay)).result).toBe('paid');
    expect(await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(await mails(order.orderCode)).toBe(1);
  });

  it("goes through the sandbox's form: IPN first, then the return URL with VNPay's result", async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    const delivered: string[] = [];
    const response = await vnpaySandboxAction(
      store(),
      testVnpaySettings,
      new Request(order.payment?.checkoutUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      }),
      async (query) => {
        delivered.push(query.toString());
        return (await handleVnpayIpn(store(), testVnpaySettings, query)).answer.RspCode;
      },
    );
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_SITE}/vi/checkout/success`);
    expect(back.searchParams.get('order')).toBe(order.orderCode);
    expect(back.searchParams.get('vnp_ResponseCode')).toBe('00');
    expect(verifyVnpay(vnpayParamsOf(back.searchParams), testVnpaySettings.hashSecret)).toBe(true);
    expect(delivered).toHaveLength(1);
    expect(
      (await getPaymentStatus(store(), lookup(order.orderCode), null, deps())).paymentStatus,
    ).toBe('paid');
    await expectHostedFormGuarded(order.payment?.checkoutUrl ?? '', (on, request, deliver) =>
      vnpaySandboxAction(store(), on ? testVnpaySettings : null, request, deliver),
    );
  });
});

describeEachDialect('VNPay tickets', ({ store }) => {
  it('issues the tickets of a ticket order paid by VNPay once, however often the IPN comes', async () => {
    const visitDate = addDays(vietnamClock(new Date()).date, 5);
    const booked = await bookTickets(
      store(),
      visitDate,
      [{ ticketType: 've-nguoi-lon', quantity: 2 }],
      undefined,
      'en',
      'vnpay',
    );
    const payment = await store()
      .db.selectFrom('payments')
      .select(['checkout_url', 'method'])
      .where('order_id', '=', booked.orderId)
      .executeTakeFirstOrThrow();
    expect(payment.method).toBe('vnpay');
    expect(new URL(payment.checkout_url ?? '').searchParams.get('vnp_Locale')).toBe('en');
    const result = resultAtSandbox(payment.checkout_url, 'pay');
    const answers = await Promise.all(Array.from({ length: 5 }, () => ipn(store(), result)));
    expect(answers.filter((a) => a.result === 'paid')).toHaveLength(1);
    const tickets = await store()
      .db.selectFrom('tickets')
      .select('quantity')
      .where('order_id', '=', booked.orderId)
      .execute();
    // One e-ticket per visitor: the line's two, issued once.
    expect(tickets.map((ticket) => Number(ticket.quantity))).toEqual([1, 1]);
  });
});

describeEachDialect('VNPay expiry', ({ store }) => {
  it('expires an unpaid VNPay order after 15 minutes; its page then refuses to pay', async () => {
    const before = await stockOf(store());
    const order = await placeTestOrder(store(), 'vnpay', 2);
    await expireUnpaid(store(), new Date(Date.now() + 60_000));
    expect(await stockOf(store())).toBe(before - 2);
    const at16 = new Date(Date.now() + 16 * 60_000);
    await Promise.all([expireUnpaid(store(), at16), expireUnpaid(store(), at16)]);
    expect(
      await getPaymentStatus(store(), lookup(order.orderCode), null, { methods: [] }),
    ).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(store())).toBe(before);
    expect(
      readVnpayRequest(testVnpaySettings, requestOf(order.payment?.checkoutUrl), at16),
    ).toMatchObject({ ok: false, status: 410 });
  });
});

describe('vnpayIpAddr', () => {
  it('sends an IPv4 or IPv6 address as it is and the loopback address for anything else', () => {
    expect(vnpayIpAddr('198.51.100.4')).toBe('198.51.100.4');
    expect(vnpayIpAddr('2001:db8::1')).toBe('2001:db8::1');
    expect(vnpayIpAddr('unknown')).toBe(VNPAY_NO_CLIENT_IP);
    expect(vnpayIpAddr('')).toBe(VNPAY_NO_CLIENT_IP);
    expect(vnpayIpAddr(undefined)).toBe(VNPAY_NO_CLIENT_IP);
  });
});
