// Reconciliation on the real SQLite file and a real PostgreSQL, each provider answered by its
// sandbox through the production query clients: money the provider took for an attempt the store
// let expire is listed and applied once; a payment the store counted twice is listed and flagged;
// two sweepers run a day once.
import { orderIdOf } from '@/testing/shop';
import { addDays, today } from '@/lib/calendar';
import { randomInt } from 'node:crypto';
import type { Store } from '../../db/store';
import { newId, nowIso } from '../../db/ids';
import { handleVnpayIpn } from '../../http/payment-notices';
import {
  readVnpayRequest,
  vnpayResultQuery,
  vnpaySandboxAction,
} from '../../sandboxes/payments/vnpay';
import { momoSandboxAction } from '../../sandboxes/payments/momo';
import { placeTestOrder, TEST_SKU } from '@/testing/goods-orders';
import { testMethods, testMomoSandbox, testVnpaySettings } from '@/testing/payment-methods';
import { describeEachDialect } from '@/testing/stores';
import { setStockLevel } from '../inventory/inventory';
import { expireUnpaid, getOrderView } from '../orders';
import type { PaymentMethod } from '../payments/method';
import {
  applyReconciled,
  flagReconciled,
  getReconcileView,
  reconcileOnDemand,
  reconcileYesterday,
} from '.';

jest.setTimeout(60_000);

const OPERATOR = { id: 'staff-1', email: 'ketoan@example.com' };

function hostedPost(checkoutUrl: string | null | undefined): Request {
  return new Request(checkoutUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
}

/** The buyer pays on VNPay's page; the IPN to the shop is lost (`deliver` decides). */
async function payAtVnpay(
  store: Store,
  checkoutUrl: string | null | undefined,
  deliver: (query: URLSearchParams) => Promise<string> = () => Promise.resolve('99'),
) {
  const response = await vnpaySandboxAction(
    store,
    testVnpaySettings,
    hostedPost(checkoutUrl),
    deliver,
  );
  expect(response.status).toBe(303);
}

/** The order's history and mail, by kind: what a second apply must leave as it is. */
async function rowsOf(store: Store, orderCode: string) {
  const orderId = await orderIdOf(store, orderCode);
  const events = await store.db
    .selectFrom('order_events')
    .select('kind')
    .where('order_id', '=', orderId)
    .orderBy('kind')
    .execute();
  const mails = await store.db
    .selectFrom('mail_outbox')
    .select('kind')
    .where('related_order_id', '=', orderId)
    .orderBy('kind')
    .execute();
  return { events: events.map((e) => e.kind), mails: mails.map((m) => m.kind) };
}

async function auditActions(store: Store, targetId: string): Promise<string[]> {
  const rows = await store.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_id', '=', targetId)
    .execute();
  return rows.map((row) => row.action);
}

describeEachDialect('reconciliation', ({ store }) => {
  const methods = () => testMethods(store());
  const day = () => today(new Date());
  beforeEach(() => setStockLevel(store(), TEST_SKU, 50));

  it('lists money VNPay took for an attempt the store expired, and applies it once', async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    await payAtVnpay(store(), order.payment?.checkoutUrl);
    // The IPN never came: the sweep lets the attempt lapse.
    await expireUnpaid(store(), new Date(Date.now() + 20 * 60_000));
    expect((await getOrderView(store(), order.orderCode))?.status).toBe('cancelled');

    await reconcileOnDemand(store(), 'vnpay', day(), { methods: methods() });
    const view = await getReconcileView(store(), 'vnpay', day());
    const missed = view.items.filter((i) => i.orderCode === order.orderCode);
    expect(missed).toEqual([
      expect.objectContaining({
        kind: 'paid_not_recorded',
        providerOrderCode: String(order.payment?.providerOrderCode),
        providerAmount: order.totalAmount,
        resolution: null,
      }),
    ]);
    expect(view.run).toMatchObject({ status: 'done' });

    const itemId = missed[0]?.id ?? '';
    expect(await applyReconciled(store(), OPERATOR, itemId)).toEqual({ applied: true });
    const paid = await getOrderView(store(), order.orderCode);
    expect(paid?.paymentStatus).toBe('paid');
    const history = await rowsOf(store(), order.orderCode);

    // A second apply, and a rerun of the day, change nothing.
    expect(await applyReconciled(store(), OPERATOR, itemId)).toEqual({ applied: false });
    await reconcileOnDemand(store(), 'vnpay', day(), { methods: methods() });
    expect(await rowsOf(store(), order.orderCode)).toEqual(history);
    const paidRows = await store()
      .db.selectFrom('payments')
      .select('status')
      .where('order_id', '=', await orderIdOf(store(), order.orderCode))
      .execute();
    expect(paidRows).toEqual([{ status: 'paid' }]);
    const after = await getReconcileView(store(), 'vnpay', day());
    expect(after.items.filter((i) => i.orderCode === order.orderCode)).toEqual([
      expect.objectContaining({ resolution: 'applied', resolvedBy: OPERATOR.email }),
    ]);
    expect(await auditActions(store(), itemId)).toEqual(['reconcile.apply']);
  });

  it('lists money MoMo took that never reached the store', async () => {
    const order = await placeTestOrder(store(), 'momo', 1);
    const response = await momoSandboxAction(
      store(),
      testMomoSandbox,
      hostedPost(order.payment?.checkoutUrl),
      () => Promise.resolve(500),
    );
    expect(response.status).toBe(303);
    await reconcileOnDemand(store(), 'momo', day(), { methods: methods() });
    const view = await getReconcileView(store(), 'momo', day());
    expect(view.items.filter((i) => i.orderCode === order.orderCode)).toEqual([
      expect.objectContaining({ kind: 'paid_not_recorded', providerAmount: order.totalAmount }),
    ]);
  });

  it('lists a payment the store counted twice, and flags it with who and when', async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    await payAtVnpay(store(), order.payment?.checkoutUrl, async (query) => {
      return (await handleVnpayIpn(store(), testVnpaySettings, query)).answer.RspCode;
    });
    const first = await store()
      .db.selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['payments.id', 'payments.order_id', 'payments.reference', 'payments.amount'])
      .where('orders.order_code', '=', order.orderCode)
      .executeTakeFirstOrThrow();
    // The same VNPay transaction recorded a second time on the order, as a faulty retry would.
    const twiceCode = Date.now() * 1000 + randomInt(1000);
    await store()
      .db.insertInto('payments')
      .values({
        id: newId(),
        order_id: first.order_id,
        method: 'vnpay',
        status: 'paid',
        amount: first.amount,
        currency: 'VND',
        provider_order_code: twiceCode,
        checkout_url: null,
        qr_payload: null,
        expires_at: null,
        paid_at: nowIso(),
        reference: first.reference,
        provider_created_at: null,
        created_at: new Date(Date.now() + 1000).toISOString(),
        updated_at: nowIso(),
      })
      .execute();

    await reconcileOnDemand(store(), 'vnpay', day(), { methods: methods() });
    const view = await getReconcileView(store(), 'vnpay', day());
    const mine = view.items.filter((i) => i.orderCode === order.orderCode);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'counted_twice', providerOrderCode: String(twiceCode) }),
      ]),
    );
    // The first payment, which VNPay holds, is not a difference.
    expect(mine.map((i) => i.providerOrderCode)).not.toContain(
      String(order.payment?.providerOrderCode),
    );
    const twice = mine.find((i) => i.kind === 'counted_twice');
    await expect(applyReconciled(store(), OPERATOR, twice?.id ?? '')).rejects.toMatchObject({
      reason: 'reconcile-not-applicable',
    });
    expect(await flagReconciled(store(), OPERATOR, twice?.id ?? '', 'hoàn lại lần trùng')).toEqual({
      flagged: true,
    });
    const flagged = (await getReconcileView(store(), 'vnpay', day())).items.find(
      (i) => i.id === twice?.id,
    );
    expect(flagged).toMatchObject({
      resolution: 'flagged',
      resolvedBy: OPERATOR.email,
      note: 'hoàn lại lần trùng',
    });
    expect(flagged?.resolvedAt).toEqual(expect.any(String));
    expect(await auditActions(store(), twice?.id ?? '')).toEqual(['reconcile.flag']);
  });

  it('lists a payment the store recorded that VNPay does not hold', async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    // A signed result the shop applied, for an attempt nobody paid on VNPay's page.
    const request = new URL(order.payment?.checkoutUrl ?? '').searchParams;
    const checked = readVnpayRequest(testVnpaySettings, request);
    if (!checked.ok) throw new Error(checked.message);
    const result = vnpayResultQuery(testVnpaySettings, checked.params, 'pay');
    expect(
      (await handleVnpayIpn(store(), testVnpaySettings, new URLSearchParams(result))).result,
    ).toBe('paid');
    await reconcileOnDemand(store(), 'vnpay', day(), { methods: methods() });
    const view = await getReconcileView(store(), 'vnpay', day());
    expect(view.items.filter((i) => i.orderCode === order.orderCode)).toEqual([
      expect.objectContaining({ kind: 'recorded_not_paid', storeAmount: order.totalAmount }),
    ]);
  });

  it('runs yesterday once when two sweepers reach it at the same minute', async () => {
    const order = await placeTestOrder(store(), 'vnpay', 1);
    await payAtVnpay(store(), order.payment?.checkoutUrl);
    const asked = new Map<string, number>();
    const counted = methods().map((method): PaymentMethod =>
      method.queryAttempt
        ? {
            ...method,
            queryAttempt: (attempt) => {
              asked.set(method.id, (asked.get(method.id) ?? 0) + 1);
              return method.queryAttempt?.(attempt) ?? Promise.reject(new Error('none'));
            },
          }
        : method,
    );
    // Tomorrow's first minute: "yesterday" is today's attempts.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const [a, b] = await Promise.all([
      reconcileYesterday(store(), tomorrow, { methods: counted }),
      reconcileYesterday(store(), tomorrow, { methods: counted }),
    ]);
    const runs = await store()
      .db.selectFrom('reconciliation_runs')
      .select(['provider', 'status'])
      .where('day', '=', addDays(today(tomorrow), -1))
      .execute();
    expect(runs.map((r) => `${r.provider}:${r.status}`).sort()).toEqual([
      'momo:done',
      'payos:done',
      'vnpay:done',
    ]);
    const vnpayAttempts = await store()
      .db.selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('method', '=', 'vnpay')
      .where('provider_order_code', 'is not', null)
      .executeTakeFirstOrThrow();
    // Every attempt of the day asked once, not twice.
    expect(asked.get('vnpay')).toBe(Number(vnpayAttempts.n));
    expect(a + b).toBeGreaterThanOrEqual(1);
    // A later minute finds the day done and asks nobody.
    await reconcileYesterday(store(), new Date(tomorrow.getTime() + 60_000), { methods: counted });
    expect(asked.get('vnpay')).toBe(Number(vnpayAttempts.n));
  });
});
