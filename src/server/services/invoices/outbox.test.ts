// The invoice outbox on real SQLite and PostgreSQL, the production Viettel adapter talking to
// the sandbox over loopback HTTP: a paid order is invoiced once in the name the buyer gave; the
// sandbox failing once is retried and issues one invoice; two sweepers racing make one create
// call; a timeout after the send is found by its key, not created again; a blank number is
// polled; a refund's decrease adjusts (or, behind the switch, cancels) the original.
import { addDays, vietnamClock } from '@/lib/calendar';
import type { Store } from '../../db/store';
import { accountWithRole, codeOf, operatorCaller, refusalOf } from '@/testing/operators';
import { bookPaidTickets, payOrder, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { checkoutFor, newGuestCartId, orderIdOf } from '@/testing/shop';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import {
  sandboxViettel,
  startInvoiceSandbox,
  testSeller,
  type RunningInvoiceSandbox,
} from '@/testing/invoice-sandbox';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { testMethods } from '@/testing/payment-methods';
import { checkoutInput } from '@/lib/validation/checkout';
import { addItem } from '../cart/cart';
import { getCatalog } from '../cart/catalog';
import { setStockLevel } from '../inventory/inventory';
import { getOrderView, placeGoodsOrder } from '../orders';
import { settleDeliveries } from '../mail/outbox';
import { failNextCalls, sandboxInvoiceCount } from '../../sandboxes/invoices/viettel';
import { sweepInvoices } from './outbox';
import { localRecorder, type InvoiceProvider } from './provider';
import { invoicePdf } from './pdf';
import { INVOICE_SETTINGS_KEY, setInvoiceSettings } from './settings';
import { forgetViettelTokens } from './viettel/client';

jest.setTimeout(120_000);
setUpTicketSigningKey();
setUpTempOutbox('outbox-invoices-');

const SKU = 'NM-CARD-6';
const COMPANY = {
  companyName: 'Công ty TNHH Du lịch Núi Mây',
  taxCode: '0100109106-001',
  address: '1 Lê Lợi, Phường Tô Hiệu, Tỉnh Sơn La',
  email: 'ketoan@example.vn',
};
const MINUTE = 60_000;

async function paidGoodsOrder(store: Store, invoice: typeof COMPANY | null) {
  const cartId = newGuestCartId();
  await addItem(store, getCatalog(), { kind: 'guest', cartId }, { sku: SKU, quantity: 2 });
  const input = checkoutInput.parse({
    ...checkoutFor(cartId),
    paymentMethod: 'payos',
    ...(invoice ? { invoice } : {}),
  });
  const { order } = await placeGoodsOrder(
    store,
    getCatalog(),
    input,
    { userId: null },
    {
      methods: testMethods(store),
    },
  );
  const orderId = await orderIdOf(store, order.orderCode);
  await payOrder(store, orderId);
  return { orderCode: order.orderCode, orderId, totalAmount: order.totalAmount };
}

async function documents(store: Store, orderId: string) {
  return store.db
    .selectFrom('invoices')
    .select([
      'id',
      'kind',
      'status',
      'idempotency_key',
      'invoice_no',
      'attempts',
      'last_error',
      'document_json',
      'original_invoice_id',
      'total_amount',
    ])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
}

async function sandboxRequest(store: Store, key: string): Promise<Record<string, unknown>> {
  const row = await store.db
    .withTables<{ sandbox_invoices: { transaction_uuid: string; request_json: string } }>()
    .selectFrom('sandbox_invoices')
    .select('request_json')
    .where('transaction_uuid', '=', key)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.request_json) as Record<string, unknown>;
}

describeEachDialect('the invoice outbox against the S-Invoice sandbox', ({ store }) => {
  let sandbox: RunningInvoiceSandbox;
  let provider: InvoiceProvider;
  let clock = Date.now();
  /** Each sweep a little later than the last, so backoffs and polls come due when asked to. */
  const sweep = (afterMs = 0) => {
    clock += afterMs + 1_000;
    return sweepInvoices(store(), new Date(clock), provider);
  };
  const creates = () => sandbox.calls.createInvoice ?? 0;

  beforeAll(async () => {
    await setStockLevel(store(), SKU, 1000);
    sandbox = await startInvoiceSandbox(store());
    provider = sandboxViettel(sandbox, 500);
    const admin = await accountWithRole(store(), 'admin');
    await setInvoiceSettings(
      store(),
      { id: admin.userId, email: admin.email },
      {
        sellerTaxCode: testSeller.taxCode,
        sellerLegalName: testSeller.legalName,
        sellerAddress: testSeller.address,
        templateCode: testSeller.templateCode,
        series: testSeller.series,
        cancelOnWholeRefund: false,
      },
    );
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    forgetViettelTokens();
    // Whatever an earlier test left due is sent now, so each test counts only its own calls.
    await sweep(2 * 60 * MINUTE);
  });
  afterEach(() => settleDeliveries());

  it('invoices a paid order once, in the company’s name, with its number and PDF link', async () => {
    const order = await paidGoodsOrder(store(), COMPANY);
    const [queued] = await documents(store(), order.orderId);
    expect(queued).toMatchObject({ kind: 'original', status: 'requested' });
    await sweep();
    const view = await getOrderView(store(), order.orderCode);
    expect(view?.invoice).toMatchObject({
      kind: 'company',
      status: 'issued',
      series: 'K26TNM',
      number: expect.stringMatching(/^\d+$/) as unknown,
      lookupCode: expect.stringMatching(/^[A-Z0-9]{15}$/) as unknown,
      pdfUrl: expect.stringMatching(/^\/api\/invoices\/[\w-]{32}\/invoice\.pdf$/) as unknown,
    });
    const sent = await sandboxRequest(store(), queued?.idempotency_key ?? '');
    expect(sent.buyerInfo).toMatchObject({
      buyerLegalName: COMPANY.companyName,
      buyerTaxCode: COMPANY.taxCode,
      buyerAddressLine: COMPANY.address,
      buyerEmail: COMPANY.email,
      buyerNotGetInvoice: 0,
    });
    expect(sent.summarizeInfo).toMatchObject({ totalAmountWithTax: order.totalAmount });
    // A second payment notice (the webhook delivered twice) adds no second invoice.
    expect(await documents(store(), order.orderId)).toHaveLength(1);
    // The paid mail links the same PDF.
    const mail = await store()
      .db.selectFrom('mail_outbox')
      .select('body_text')
      .where('related_order_id', '=', order.orderId)
      .where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(
      `Hóa đơn điện tử (sẵn sàng sau ít phút): http://localhost:3000${view?.invoice?.pdfUrl ?? '-'}`,
    );
  });

  it('invoices a buyer who asked for nothing as a consumer who takes no invoice', async () => {
    const order = await paidGoodsOrder(store(), null);
    await sweep();
    const [doc] = await documents(store(), order.orderId);
    expect(doc?.status).toBe('issued');
    const sent = await sandboxRequest(store(), doc?.idempotency_key ?? '');
    expect(sent.buyerInfo).toEqual({ buyerNotGetInvoice: 1 });
    expect((await getOrderView(store(), order.orderCode))?.invoice).toMatchObject({
      kind: 'consumer',
      status: 'issued',
    });
  });

  it('retries after the sandbox fails once and issues one invoice', async () => {
    const order = await paidGoodsOrder(store(), COMPANY);
    await failNextCalls(store(), 'create', 1, 'unavailable');
    const before = creates();
    await sweep();
    const [failed] = await documents(store(), order.orderId);
    expect(failed).toMatchObject({ status: 'requested', attempts: 1, invoice_no: null });
    expect(failed?.last_error).toMatch(/HTTP_503/);
    // Not due before its backoff.
    await sweep();
    expect(creates() - before).toBe(1);
    await sweep(MINUTE);
    const [issued] = await documents(store(), order.orderId);
    expect(issued).toMatchObject({ status: 'issued', last_error: null });
    expect(issued?.document_json).toBe(failed?.document_json);
    expect(await sandboxInvoiceCount(store(), issued?.idempotency_key)).toBe(1);
    expect(creates() - before).toBe(2);
  });

  it('makes one create call when two sweepers race for the same invoice', async () => {
    const order = await paidGoodsOrder(store(), COMPANY);
    const before = creates();
    clock += 1_000;
    const at = new Date(clock);
    await Promise.all([sweepInvoices(store(), at, provider), sweepInvoices(store(), at, provider)]);
    expect(creates() - before).toBe(1);
    const [doc] = await documents(store(), order.orderId);
    expect(doc?.status).toBe('issued');
    expect(await sandboxInvoiceCount(store(), doc?.idempotency_key)).toBe(1);
  });

  it('finds an invoice whose answer timed out by its key instead of creating it again', async () => {
    const order = await paidGoodsOrder(store(), COMPANY);
    await failNextCalls(store(), 'create', 1, 'late-answer');
    const before = creates();
    await sweep();
    const [lost] = await documents(store(), order.orderId);
    expect(lost).toMatchObject({ status: 'requested', invoice_no: null });
    expect(lost?.last_error).toMatch(/^TIMEOUT/);
    // The sandbox made it all the same.
    expect(await sandboxInvoiceCount(store(), lost?.idempotency_key)).toBe(1);
    await sweep(MINUTE);
    const [found] = await documents(store(), order.orderId);
    expect(found?.status).toBe('issued');
    expect(found?.invoice_no).toMatch(/^K26TNM\d+$/);
    expect(creates() - before).toBe(1);
    expect(await sandboxInvoiceCount(store(), found?.idempotency_key)).toBe(1);
  });

  it('keeps an invoice taken without a number issuing, and numbers it when polled', async () => {
    const order = await paidGoodsOrder(store(), COMPANY);
    await failNextCalls(store(), 'create', 1, 'blank-number');
    await sweep();
    const [pending] = await documents(store(), order.orderId);
    expect(pending).toMatchObject({ status: 'issuing', invoice_no: null });
    expect((await getOrderView(store(), order.orderCode))?.invoice).toMatchObject({
      status: 'requested',
      number: null,
      pdfUrl: null,
    });
    const before = creates();
    await sweep(30_000);
    const [numbered] = await documents(store(), order.orderId);
    expect(numbered?.status).toBe('issued');
    expect(numbered?.invoice_no).toMatch(/^K26TNM\d+$/);
    expect(creates() - before).toBe(0);
  });

  it('fails a document the provider refuses, with its reason, and sends nothing more', async () => {
    const order = await paidGoodsOrder(store(), COMPANY);
    await store()
      .db.updateTable('order_lines')
      .set({ vat_rate: 7 })
      .where('order_id', '=', order.orderId)
      .execute();
    await sweep();
    const [doc] = await documents(store(), order.orderId);
    expect(doc?.status).toBe('failed');
    expect(doc?.last_error).toMatch(/^VAT_MISSING/);
    expect((await getOrderView(store(), order.orderCode))?.invoice?.status).toBe('failed');

    // The console lists it with its reason; once the cause is fixed, a retry issues it.
    const admin = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    const day = vietnamClock(new Date()).date;
    const listed = await admin.admin.invoices.list({ from: day, to: day, status: 'failed' });
    expect(listed.find((row) => row.orderCode === order.orderCode)).toMatchObject({
      kind: 'original',
      status: 'failed',
      buyer: { kind: 'company', name: COMPANY.companyName, taxCode: COMPANY.taxCode },
      lastError: expect.stringMatching(/^VAT_MISSING/) as unknown,
    });
    const staff = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    expect(await codeOf(staff.admin.invoices.retry({ orderCode: order.orderCode }))).toBe(
      'FORBIDDEN',
    );
    await store()
      .db.updateTable('order_lines')
      .set({ vat_rate: 8 })
      .where('order_id', '=', order.orderId)
      .execute();
    expect(await admin.admin.invoices.retry({ orderCode: order.orderCode })).toEqual({
      requeued: 1,
    });
    expect(await refusalOf(admin.admin.invoices.retry({ orderCode: order.orderCode }))).toBe(
      'invoice-not-failed',
    );
    await sweep();
    const [issued] = await documents(store(), order.orderId);
    expect(issued).toMatchObject({ status: 'issued', last_error: null });
  });

  it('serves the PDF from the provider once, then from the store', async () => {
    const order = await paidGoodsOrder(store(), COMPANY);
    await sweep();
    const view = await getOrderView(store(), order.orderCode);
    const key = view?.invoice?.pdfUrl?.split('/')[3] ?? '';
    const files = sandbox.calls.getInvoiceRepresentationFile ?? 0;
    const first = await invoicePdf(store(), key, provider);
    const second = await invoicePdf(store(), key, provider);
    expect(first.kind).toBe('pdf');
    expect(second).toEqual(first);
    if (first.kind !== 'pdf') throw new Error('no pdf');
    expect(Buffer.from(first.bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.fileName).toMatch(/^hoa-don-K26TNM\d+\.pdf$/);
    expect((sandbox.calls.getInvoiceRepresentationFile ?? 0) - files).toBe(1);
    expect(await invoicePdf(store(), 'x'.repeat(32), provider)).toEqual({ kind: 'not-found' });
  });

  it('keeps the seller’s settings private, audited, and admin-only', async () => {
    const admin = await accountWithRole(store(), 'admin');
    const api = await operatorCaller(store(), admin);
    const before = await api.admin.invoices.getSettings();
    expect(before.settings).toMatchObject({ series: 'K26TNM', cancelOnWholeRefund: false });
    const staff = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    expect(await codeOf(staff.admin.invoices.getSettings())).toBe('FORBIDDEN');
    const row = await store()
      .db.selectFrom('settings')
      .select('is_public')
      .where('key', '=', INVOICE_SETTINGS_KEY)
      .executeTakeFirstOrThrow();
    expect(Number(row.is_public)).toBe(0);
    const audit = await store()
      .db.selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'invoices.settings.set')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  /** The buyer gives back `ticketCodes` (all: the whole order); staff approve and pay it out. */
  async function refund(
    order: { orderId: string; orderCode: string; buyer: { email: string }; totalAmount: number },
    ticketCodes?: string[],
  ): Promise<number> {
    const api = await callerFor(store(), { headers: browserHeaders(), http: { method: 'POST' } });
    const asked = await api.order.requestRefund({
      orderCode: order.orderCode,
      contact: { email: order.buyer.email },
      reason: 'Đổi kế hoạch',
      ...(ticketCodes ? { ticketCodes } : {}),
    });
    const operator = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    const request = await store()
      .db.selectFrom('refund_requests')
      .select('id')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    await operator.admin.refunds.approve({ id: request.id });
    const amount = ticketCodes ? (asked.dueAmount ?? 0) : order.totalAmount;
    await operator.admin.refunds.markRefunded({
      id: request.id,
      amount,
      method: 'bank-transfer',
      reference: `FT-${order.orderCode}`,
    });
    return amount;
  }

  it('adjusts the original by the refunded tickets at their rate, a decrease linked to it', async () => {
    const visitDate = addDays(vietnamClock(new Date()).date, 9);
    const order = await bookPaidTickets(store(), visitDate, [
      { ticketType: 've-nguoi-lon', quantity: 3 },
    ]);
    await sweep();
    const [original] = await documents(store(), order.orderId);
    expect(original?.status).toBe('issued');
    const codes = await store()
      .db.selectFrom('tickets')
      .select('code')
      .where('order_id', '=', order.orderId)
      .orderBy('unit_no')
      .execute();
    const amount = await refund(
      order,
      codes.slice(0, 2).map((row) => row.code),
    );
    await sweep();
    const [first, adjustment] = await documents(store(), order.orderId);
    expect(adjustment).toMatchObject({
      kind: 'adjustment',
      status: 'issued',
      original_invoice_id: first?.id,
      total_amount: amount,
    });
    expect(first?.status).toBe('adjusted');
    const sent = await sandboxRequest(store(), adjustment?.idempotency_key ?? '');
    expect(sent.generalInvoiceInfo).toMatchObject({
      adjustmentType: '5',
      adjustmentInvoiceType: '1',
      originalInvoiceId: first?.invoice_no,
    });
    const items = sent.itemInfo as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 2, taxPercentage: 8, isIncreaseItem: false });
    expect(Number(items[0]?.itemTotalAmountWithTax)).toBe(amount);
    expect((sent.taxBreakdowns as Record<string, unknown>[])[0]).toMatchObject({
      taxableAmountPos: false,
      taxAmountPos: false,
    });
    expect((await getOrderView(store(), order.orderCode))?.invoice?.status).toBe('adjusted');
  });

  it('decreases the whole original for a whole refund, cancels it only behind the switch', async () => {
    const visitDate = addDays(vietnamClock(new Date()).date, 9);
    const lines = [{ ticketType: 've-nguoi-lon', quantity: 2 }];
    const adjusted = await bookPaidTickets(store(), visitDate, lines);
    await sweep();
    await refund(adjusted);
    await sweep();
    const [original, decrease] = await documents(store(), adjusted.orderId);
    expect(original?.status).toBe('adjusted');
    expect(decrease).toMatchObject({
      kind: 'adjustment',
      status: 'issued',
      total_amount: adjusted.totalAmount,
    });
    const sent = await sandboxRequest(store(), decrease?.idempotency_key ?? '');
    expect(sent.summarizeInfo).toMatchObject({
      totalAmountWithTax: adjusted.totalAmount,
      isTotalAmountPos: false,
    });

    const admin = await accountWithRole(store(), 'admin');
    const settings = {
      sellerTaxCode: testSeller.taxCode,
      sellerLegalName: testSeller.legalName,
      sellerAddress: testSeller.address,
      templateCode: testSeller.templateCode,
      series: testSeller.series,
    };
    const actor = { id: admin.userId, email: admin.email };
    await setInvoiceSettings(store(), actor, { ...settings, cancelOnWholeRefund: true });
    try {
      const cancelled = await bookPaidTickets(store(), visitDate, lines);
      await sweep();
      await refund(cancelled);
      await sweep();
      const [first, cancellation] = await documents(store(), cancelled.orderId);
      expect(cancellation).toMatchObject({ kind: 'cancellation', status: 'issued' });
      expect(first?.status).toBe('cancelled');
      expect((await getOrderView(store(), cancelled.orderCode))?.invoice?.status).toBe('cancelled');
    } finally {
      await setInvoiceSettings(store(), actor, { ...settings, cancelOnWholeRefund: false });
    }
  });
});

describeEachDialect('the invoice outbox with the local recorder', ({ store }) => {
  beforeAll(() => setStockLevel(store(), SKU, 1000));
  afterEach(() => settleDeliveries());

  it('records a paid order’s invoice without any seller set, nothing sent anywhere', async () => {
    const order = await paidGoodsOrder(store(), COMPANY);
    await sweepInvoices(store(), new Date(Date.now() + 1_000), localRecorder);
    const [doc] = await documents(store(), order.orderId);
    expect(doc).toMatchObject({ status: 'issued', invoice_no: null, last_error: null });
    expect((await getOrderView(store(), order.orderCode))?.invoice).toMatchObject({
      kind: 'company',
      status: 'issued',
      pdfUrl: null,
    });
  });
});
