// Payments end to end on both dialects, through the real SDK and the sandbox: webhooks applied
// once, amounts checked, URL parameters never trusted, attempts cancelled, unpaid orders expired.
import { describeEachDialect } from '@/testing/stores';
import type { Store } from '../../db/store';
import { setSetting } from '../site/settings/settings';
import { expireUnpaid, cancelPaymentAttempt, getPaymentStatus } from '../orders';
import { signData } from './payos/signature';
import { handlePayosWebhook } from '../../http/payment-notices';
import { PAYMENT_FLAGGED } from '../orders';
import { actOnHostedPage, findSandboxPayment } from '../../sandboxes/payments/payos';
import { SANDBOX_CHECKSUM_KEY } from '@/payment-sandbox-keys';
import {
  countOrderRows as count,
  placeTestOrder,
  stockOf,
  TEST_CONTACT,
} from '@/testing/goods-orders';
import { sandboxSdk, testMethods, testSandboxConfig } from '@/testing/payment-methods';
import { decodeVietQrPayload, VIETQR_SETTING_KEYS } from './vietqr/vietqr';

/** The webhook PayOS would send for the attempt, as the sandbox builds it (after "Pay"). */
async function payAtSandbox(store: Store, providerOrderCode: number): Promise<string> {
  const attempt = await findSandboxPayment(store, String(providerOrderCode));
  if (!attempt) throw new Error('no sandbox attempt');
  const outcome = await actOnHostedPage(
    store,
    testSandboxConfig,
    attempt.id,
    'pay',
    attempt.form_token,
  );
  if (outcome.kind !== 'redirect' || !outcome.webhookBody) throw new Error('sandbox did not pay');
  return outcome.webhookBody;
}

function resign(body: string, change: (data: Record<string, unknown>) => void): string {
  const parsed = JSON.parse(body) as { data: Record<string, unknown>; signature: string };
  change(parsed.data);
  parsed.signature = signData(parsed.data, SANDBOX_CHECKSUM_KEY);
  return JSON.stringify(parsed);
}

const lookup = (orderCode: string) => ({ orderCode, contact: { phone: TEST_CONTACT.phone } });

describeEachDialect('payments', ({ store }) => {
  const deps = () => ({ methods: testMethods(store()) });

  it('sends a PayOS order to the sandbox checkout with a fresh orderCode, stock taken', async () => {
    const before = await stockOf(store());
    const order = await placeTestOrder(store(), 'payos', 2);
    expect(order.status).toBe('pending');
    expect(order.payment).toMatchObject({ method: 'payos', status: 'pending' });
    expect(order.payment?.checkoutUrl).toMatch(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
    expect(order.payment?.providerOrderCode).toBeGreaterThan(0);
    expect(order.payment?.providerOrderCode).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(await stockOf(store())).toBe(before - 2);
    const link = await sandboxSdk(store()).paymentRequests.get(
      order.payment?.providerOrderCode ?? 0,
    );
    expect(link).toMatchObject({ amount: order.totalAmount, status: 'PENDING' });
  });

  it('applies one webhook delivered 20 times in parallel once: paid, one mail, stock once', async () => {
    const order = await placeTestOrder(store(), 'payos', 1);
    const stockAfterOrder = await stockOf(store());
    const body = await payAtSandbox(store(), order.payment?.providerOrderCode ?? 0);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, body)),
    );
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.result === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o.result === 'duplicate')).toHaveLength(19);
    const status = await getPaymentStatus(store(), lookup(order.orderCode), null, deps());
    expect(status).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      awaitingPayment: false,
      payment: { status: 'paid' },
    });
    expect(
      await count(store(), 'mail_outbox', {
        orderCode: order.orderCode,
        kind: 'order-confirmation',
      }),
    ).toBe(1);
    expect(await stockOf(store())).toBe(stockAfterOrder);
  });

  it('does not pay a webhook with a lower amount: flagged for an operator', async () => {
    const order = await placeTestOrder(store(), 'payos', 1);
    const body = await payAtSandbox(store(), order.payment?.providerOrderCode ?? 0);
    const lower = resign(body, (data) => {
      data.amount = Number(data.amount) - 1000;
    });
    expect(await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, lower)).toEqual({
      status: 200,
      result: 'amount-mismatch',
    });
    const other = resign(body, (data) => {
      data.currency = 'USD';
    });
    expect((await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, other)).result).toBe(
      'amount-mismatch',
    );
    const view = await getPaymentStatus(store(), lookup(order.orderCode), null, { methods: [] });
    expect(view).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(
      await count(store(), 'order_events', { orderCode: order.orderCode, kind: PAYMENT_FLAGGED }),
    ).toBe(2);
  });

  it('refuses a bad signature and changes nothing; answers 200 to an unknown orderCode', async () => {
    const order = await placeTestOrder(store(), 'payos', 1);
    const body = await payAtSandbox(store(), order.payment?.providerOrderCode ?? 0);
    const forged = JSON.parse(body) as { data: Record<string, unknown>; signature: string };
    forged.data.reference = 'FORGED';
    expect(await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, JSON.stringify(forged))).toEqual(
      {
        status: 400,
        result: 'bad-signature',
      },
    );
    expect(await handlePayosWebhook(store(), 'another-key', body)).toMatchObject({ status: 400 });
    expect(await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, 'not json')).toMatchObject({
      status: 400,
      result: 'malformed',
    });
    const view = await getPaymentStatus(store(), lookup(order.orderCode), null, { methods: [] });
    expect(view).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      awaitingPayment: true,
    });
    expect(
      await count(store(), 'order_events', { orderCode: order.orderCode, kind: PAYMENT_FLAGGED }),
    ).toBe(1);

    // PayOS's confirm-webhook sample: orderCode 123, signed with the right key.
    const sample = resign(body, (data) => {
      data.orderCode = 123;
    });
    expect(await handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, sample)).toEqual({
      status: 200,
      result: 'unknown-order',
    });
  });

  it('never changes an order from return or cancel URL parameters; asks PayOS instead', async () => {
    const order = await placeTestOrder(store(), 'payos', 1);
    // The buyer came back with "?status=PAID&code=00&cancel=false" but nothing was paid.
    const waiting = await getPaymentStatus(store(), lookup(order.orderCode), null, deps());
    expect(waiting).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      awaitingPayment: true,
    });
    // Paid at PayOS, webhook lost: the return page's status read applies it, amount checked.
    await payAtSandbox(store(), order.payment?.providerOrderCode ?? 0);
    const paid = await getPaymentStatus(store(), lookup(order.orderCode), null, deps());
    expect(paid).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      awaitingPayment: false,
    });
    expect(
      await count(store(), 'mail_outbox', {
        orderCode: order.orderCode,
        kind: 'order-confirmation',
      }),
    ).toBe(1);
  });

  it('cancels the attempt at PayOS and the unpaid order, stock back once', async () => {
    const before = await stockOf(store());
    const order = await placeTestOrder(store(), 'payos', 3);
    expect(await stockOf(store())).toBe(before - 3);
    const first = await cancelPaymentAttempt(store(), lookup(order.orderCode), null, deps());
    expect(first.outcome).toBe('cancelled');
    expect(first.order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    const again = await cancelPaymentAttempt(store(), lookup(order.orderCode), null, deps());
    expect(again.outcome).toBe('already-cancelled');
    expect(await stockOf(store())).toBe(before);
    const link = await sandboxSdk(store()).paymentRequests.get(
      order.payment?.providerOrderCode ?? 0,
    );
    expect(link.status).toBe('CANCELLED');
  });

  it('does not cancel an attempt PayOS has already been paid for', async () => {
    const order = await placeTestOrder(store(), 'payos', 1);
    await payAtSandbox(store(), order.payment?.providerOrderCode ?? 0);
    const result = await cancelPaymentAttempt(store(), lookup(order.orderCode), null, deps());
    expect(result.outcome).toBe('paid');
    expect(result.order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('shows a VietQR order its QR, decoding to the total and the order code; pending until checked', async () => {
    const settings = {
      [VIETQR_SETTING_KEYS.bankBin]: '970436',
      [VIETQR_SETTING_KEYS.accountNumber]: '0011004455667',
      [VIETQR_SETTING_KEYS.accountName]: 'CONG TY CAP TREO NUI MAY',
      [VIETQR_SETTING_KEYS.bankName]: 'Vietcombank',
    };
    for (const [key, value] of Object.entries(settings)) {
      await setSetting(store(), { key, value, isPublic: false });
    }
    const order = await placeTestOrder(store(), 'vietqr', 2);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(decodeVietQrPayload(order.payment?.qr?.payload ?? '')).toEqual({
      valid: true,
      bankBin: '970436',
      accountNumber: '0011004455667',
      amount: order.totalAmount,
      content: order.orderCode,
    });
    const hours = (Date.parse(order.payment?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const view = await getPaymentStatus(store(), lookup(order.orderCode), null, deps());
    expect(view.payment?.qr).toEqual({
      payload: order.payment?.qr?.payload,
      bankName: 'Vietcombank',
      accountNumber: '0011004455667',
      accountName: 'CONG TY CAP TREO NUI MAY',
      amount: order.totalAmount,
      description: order.orderCode,
    });
    expect(view.payment?.qrSvg).toMatch(/^<svg/);
    expect(view.awaitingPayment).toBe(true);
  });

  it('confirms a cash-on-delivery order at once, payment pending', async () => {
    const order = await placeTestOrder(store(), 'cod', 1);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
    const view = await getPaymentStatus(store(), lookup(order.orderCode), null, deps());
    expect(view.awaitingPayment).toBe(false);
  });
});

// Its own store: the sweep cancels every expired order, so no other test's orders may be there.
describeEachDialect('payment expiry sweep', ({ store }) => {
  it('expires unpaid online orders on a fake clock: stock back exactly once, even with two sweeps racing', async () => {
    const before = await stockOf(store());
    const payos = await placeTestOrder(store(), 'payos', 2);
    const transfer = await placeTestOrder(store(), 'vietqr', 3);
    const cod = await placeTestOrder(store(), 'cod', 1);
    expect(await stockOf(store())).toBe(before - 6);
    const status = (code: string) => getPaymentStatus(store(), lookup(code), null, { methods: [] });

    // Before any deadline: nothing moves.
    await expireUnpaid(store(), new Date(Date.now() + 60_000));
    expect((await status(payos.orderCode)).status).toBe('pending');

    // Past PayOS's 15 minutes: two sweeps race.
    const at16 = new Date(Date.now() + 16 * 60_000);
    await Promise.all([expireUnpaid(store(), at16), expireUnpaid(store(), at16)]);
    expect(await status(payos.orderCode)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect((await status(transfer.orderCode)).status).toBe('pending');
    expect(await stockOf(store())).toBe(before - 4);
    expect(
      await count(store(), 'order_events', { orderCode: payos.orderCode, kind: 'stock-released' }),
    ).toBe(1);

    // Past the transfer's 24 hours.
    const at25h = new Date(Date.now() + 25 * 3_600_000);
    const counts = await Promise.all([expireUnpaid(store(), at25h), expireUnpaid(store(), at25h)]);
    expect(await status(transfer.orderCode)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(store())).toBe(before - 1);
    expect(
      await count(store(), 'order_events', {
        orderCode: transfer.orderCode,
        kind: 'stock-released',
      }),
    ).toBe(1);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(1);
    // Cash on delivery never expires.
    expect(await status(cod.orderCode)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
    });
  });
});
