// The season's books on both dialects, through the real placing, payment and refund paths: VAT at
// the rate of the day the money arrives, one ledger row per movement and rate however often a
// payment is recorded, and the takings of 30 paid orders with 5 refunds (2 partly) agreeing with
// the orders and the refunds to the đồng, in the report, its CSV and its XLSX.
import { orderIdOf } from '@/testing/shop';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { addDays, instant, vietnamClock } from '@/lib/calendar';
import { splitInclusive, vatRateOn } from '@/lib/tax/vat';
import { vatSchedule } from '@/content/projections';
import type { Store } from '../../db/store';
import { writeSaleEntries } from '../../db/ledger';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { accountWithRole, operatorCaller } from '@/testing/operators';
import { bookTickets, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { testCheckoutInput } from '@/testing/goods-orders';
import { testMethods } from '@/testing/payment-methods';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { addItem } from '../cart/cart';
import { getCatalog } from '../cart/catalog';
import { settleDeliveries } from '../mail/outbox';
import { getOrderView, markPaymentPaid, placeGoodsOrder } from '../orders';
import type { PaymentMethodId } from '@/lib/validation/checkout';
import { takingsReport } from './takings';
import { takingsCsv, takingsXlsx } from './takings-files';
import { mailYesterdaysTakings } from './daily-mail';
import { sweepInvoices } from '../invoices/outbox';
import type { InvoiceDocument } from '../invoices/provider';
import { takingsDownloadResponse } from './takings-download';

jest.setTimeout(180_000);

setUpTempOutbox('outbox-takings-');
setUpTicketSigningKey();

const ADULT = 've-nguoi-lon';
const CHILD = 've-tre-em';
const today = () => vietnamClock(new Date()).date;

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

async function pendingPayment(store: Store, orderId: string) {
  return store.db
    .selectFrom('payments')
    .select(['id', 'amount', 'method'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}

async function pay(store: Store, orderId: string, now?: Date) {
  const payment = await pendingPayment(store, orderId);
  const result = await markPaymentPaid(store, {
    paymentId: payment.id,
    amount: Number(payment.amount),
    currency: 'VND',
    actor: 'test',
    now,
  });
  expect(result.applied).toBe(true);
  return { paymentId: payment.id, amount: Number(payment.amount), method: payment.method };
}

/** A guest's goods order of `lines`, placed through the real checkout. */
async function placeGoods(
  store: Store,
  lines: { sku: string; quantity: number }[],
  method: PaymentMethodId,
) {
  const cartId = `guest_${Date.now().toString(36)}_${randomBytes(18).toString('base64url')}`;
  const catalog = getCatalog();
  for (const line of lines) await addItem(store, catalog, { kind: 'guest', cartId }, line);
  const placed = await placeGoodsOrder(
    store,
    catalog,
    testCheckoutInput({
      cartId,
      idempotencyKey: randomBytes(16).toString('hex'),
      buyer: { fullName: 'Trần Thị Mai', email: 'mai@example.com', phone: '0912345678' },
      paymentMethod: method,
    }),
    { userId: null },
    { methods: testMethods(store) },
  );
  return {
    orderCode: placed.order.orderCode,
    orderId: await orderIdOf(store, placed.order.orderCode),
  };
}

async function ledgerRows(store: Store, orderId: string) {
  return store.db
    .selectFrom('ledger_entries')
    .select(['kind', 'day', 'method', 'vat_rate', 'gross', 'discount', 'refund', 'vat'])
    .where('order_id', '=', orderId)
    .orderBy('kind')
    .orderBy('vat_rate')
    .execute();
}

async function refundTickets(
  store: Store,
  order: { orderCode: string; buyer: { email: string } },
  ticketCodes: string[] | undefined,
  amount: (due: number) => number,
) {
  const api = await callerFor(store, { headers: browserHeaders(), http: { method: 'POST' } });
  const asked = await api.order.requestRefund({
    orderCode: order.orderCode,
    contact: { email: order.buyer.email },
    reason: 'Đổi kế hoạch',
    ...(ticketCodes ? { ticketCodes } : {}),
  });
  const operator = await operatorCaller(store, await accountWithRole(store, 'staff'));
  const orderId = await orderIdOf(store, order.orderCode);
  const { id } = await store.db
    .selectFrom('refund_requests')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const detail = await operator.admin.refunds.get({ id });
  await operator.admin.refunds.approve({ id });
  const refunded = amount(detail.refundableAmount ?? asked.dueAmount ?? 0);
  await operator.admin.refunds.markRefunded({
    id,
    amount: refunded,
    method: 'bank-transfer',
    reference: `FT-${randomBytes(3).toString('hex')}`,
  });
  return refunded;
}

describeEachDialect('the books', ({ store }) => {
  afterEach(() => settleDeliveries());

  it('takes the rate of the day the money arrives: placed on 31 December, paid on 1 January', async () => {
    const visitDate = addDays(today(), 12);
    const late = await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 2 }]);
    const early = await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 2 }]);
    await pay(store(), late.orderId, instant('2027-01-01', '00:05'));
    await pay(store(), early.orderId, instant('2026-12-31', '23:59'));
    const [lateView, earlyView] = await Promise.all([
      getOrderView(store(), late.orderCode),
      getOrderView(store(), early.orderCode),
    ]);
    const total = late.totalAmount;
    expect(lateView?.taxBreakdown).toEqual([{ rate: 10, ...splitInclusive(total, 10) }]);
    expect(earlyView?.taxBreakdown).toEqual([{ rate: 8, ...splitInclusive(total, 8) }]);
    expect(await ledgerRows(store(), late.orderId)).toEqual([
      expect.objectContaining({ kind: 'sale', day: '2027-01-01', vat_rate: 10 }),
    ]);
    expect(await ledgerRows(store(), early.orderId)).toEqual([
      expect.objectContaining({ kind: 'sale', day: '2026-12-31', vat_rate: 8 }),
    ]);
  });

  it('splits wine at 10 % and the rest at 8 % (shipping too), and books a payment once', async () => {
    const order = await placeGoods(
      store(),
      [
        { sku: 'NM-WINE-375', quantity: 1 },
        { sku: 'NM-KEY-YEL', quantity: 1 },
      ],
      'vietqr',
    );
    const paid = await pay(store(), order.orderId, instant('2026-12-02', '09:00'));
    // A second delivery of the same payment, and the writer called again: still one row per rate.
    const again = await markPaymentPaid(store(), {
      paymentId: paid.paymentId,
      amount: paid.amount,
      currency: 'VND',
      actor: 'test',
    });
    expect(again).toMatchObject({ applied: false, reason: 'already' });
    await writeSaleEntries(store().db, paid.paymentId, new Date());
    const view = await getOrderView(store(), order.orderCode);
    expect(view?.taxBreakdown.map((row) => row.rate)).toEqual([8, 10]);
    const wine = view?.lines.find((line) => line.sku === 'NM-WINE-375');
    expect(view?.taxBreakdown[1]).toEqual({ rate: 10, ...splitInclusive(wine?.total ?? 0, 10) });
    const sum = view?.taxBreakdown.reduce((s, row) => s + row.net + row.vat, 0);
    expect(sum).toBe(view?.totalAmount);
    const rows = await ledgerRows(store(), order.orderId);
    expect(rows.map((row) => [row.kind, row.vat_rate])).toEqual([
      ['sale', 8],
      ['sale', 10],
    ]);
    const kept = rows.reduce((s, row) => s + Number(row.gross) - Number(row.discount), 0);
    expect(kept).toBe(paid.amount);
  });

  it('30 paid orders, 5 refunded (2 partly): takings, orders and refunds agree to the đồng', async () => {
    // Sold three days ago, refunded today: the report covers both days.
    const day = addDays(today(), -3);
    const at = instant(day, '10:00');
    const visitDate = addDays(today(), 14);
    const ticketMethods = ['payos', 'vnpay', 'momo', 'vietqr'] as const;
    const goodsMethods: PaymentMethodId[] = ['payos', 'vietqr', 'cod', 'momo'];
    const paid: { orderCode: string; orderId: string; amount: number; method: string }[] = [];
    const ticketOrders: Awaited<ReturnType<typeof bookTickets>>[] = [];
    // Eight bookings (each person's e-ticket is drawn into its mail: the slow part), 22 goods orders.
    for (let i = 0; i < 8; i += 1) {
      const lines =
        i === 0
          ? [
              { ticketType: ADULT, quantity: 2 },
              { ticketType: CHILD, quantity: 2 },
            ]
          : [{ ticketType: ADULT, quantity: i === 1 ? 3 : 1 }];
      const booked = await bookTickets(
        store(),
        visitDate,
        lines,
        undefined,
        'vi',
        ticketMethods[i % ticketMethods.length],
      );
      ticketOrders.push(booked);
      const payment = await pay(store(), booked.orderId, at);
      paid.push({ ...booked, amount: payment.amount, method: payment.method });
    }
    for (let i = 0; i < 22; i += 1) {
      const lines = [
        {
          sku: i % 2 === 1 ? 'NM-KEY-YEL' : i % 4 === 0 ? 'NM-WINE-750' : 'NM-WINE-375',
          quantity: 1 + (i % 3),
        },
        ...(i % 4 === 0 ? [{ sku: 'NM-KEY-YEL', quantity: 1 }] : []),
      ];
      const order = await placeGoods(store(), lines, nth(goodsMethods, i % goodsMethods.length));
      const payment = await pay(store(), order.orderId, at);
      paid.push({ ...order, amount: payment.amount, method: payment.method });
    }
    expect(paid).toHaveLength(30);

    // Five refunds of ticket orders: three whole, one child of a family, one adult of three.
    const refunds: { orderCode: string; amount: number }[] = [];
    for (const booked of ticketOrders.slice(2, 5)) {
      refunds.push({
        orderCode: booked.orderCode,
        amount: await refundTickets(store(), booked, undefined, (due) => due),
      });
    }
    const family = nth(ticketOrders, 0);
    const familyView = await getOrderView(store(), family.orderCode);
    const child = familyView?.tickets.find((t) => t.ticketType === CHILD)?.code ?? '';
    refunds.push({
      orderCode: family.orderCode,
      amount: await refundTickets(store(), family, [child], (due) => due),
    });
    // Three adults: one of them given back, less a 10.000đ fee.
    const three = nth(ticketOrders, 1);
    const threeView = await getOrderView(store(), three.orderCode);
    refunds.push({
      orderCode: three.orderCode,
      amount: await refundTickets(
        store(),
        three,
        [threeView?.tickets[0]?.code ?? ''],
        (due) => due - 10_000,
      ),
    });

    const report = await takingsReport(store().db, { from: day, to: today() });
    const mine = new Set(paid.map((p) => p.orderCode));
    const ours = await store()
      .db.selectFrom('ledger_entries')
      .select([
        'order_code',
        'day',
        'method',
        'order_kind',
        'vat_rate',
        'gross',
        'discount',
        'refund',
        'vat',
      ])
      .where('day', '>=', day)
      .where('day', '<=', today())
      .execute();
    // Other tests of this file share the store: compare on this test's orders only.
    const others = ours.filter((row) => !mine.has(row.order_code));
    const othersNet = others.reduce(
      (s, r) => s + Number(r.gross) - Number(r.discount) - Number(r.refund),
      0,
    );
    const othersVat = others.reduce((s, r) => s + Number(r.vat), 0);

    const paidTotal = paid.reduce((s, p) => s + p.amount, 0);
    const refundTotal = refunds.reduce((s, r) => s + r.amount, 0);
    expect(report.total.net - othersNet).toBe(paidTotal - refundTotal);
    expect(report.total.refunds).toBe(
      refundTotal + others.reduce((s, r) => s + Number(r.refund), 0),
    );

    // VAT: what the orders say they carried, less what the refunds gave back at the sale's rate.
    let saleVat = 0;
    for (const p of paid) {
      const view = await getOrderView(store(), p.orderCode);
      const breakdown = view?.taxBreakdown ?? [];
      expect(breakdown.reduce((s, row) => s + row.net + row.vat, 0)).toBe(p.amount);
      saleVat += breakdown.reduce((s, row) => s + row.vat, 0);
    }
    const ticketRate = vatRateOn(vatSchedule(), 'standard', at);
    const refundVat = refunds.reduce((s, r) => s + splitInclusive(r.amount, ticketRate).vat, 0);
    expect(report.total.vat - othersVat).toBe(saleVat - refundVat);

    // Per method: what each took, less what went back on its orders.
    for (const method of new Set(paid.map((p) => p.method))) {
      const took = paid.filter((p) => p.method === method).reduce((s, p) => s + p.amount, 0);
      const back = refunds
        .filter((r) => paid.find((p) => p.orderCode === r.orderCode)?.method === method)
        .reduce((s, r) => s + r.amount, 0);
      const reported = report.rows
        .filter((row) => row.method === method)
        .reduce((s, row) => s + row.net, 0);
      const foreign = others
        .filter((row) => row.method === method)
        .reduce((s, r) => s + Number(r.gross) - Number(r.discount) - Number(r.refund), 0);
      expect(reported - foreign).toBe(took - back);
    }
    // The invoices say the same, order by order: the originals what was paid and its VAT, the
    // decreases what went back and the VAT in it (the local recorder builds the same documents).
    for (let pass = 0; pass < 20 && (await sweepInvoices(store(), new Date())) > 0; pass += 1);
    for (const p of paid) {
      const docs = await store()
        .db.selectFrom('invoices')
        .select(['kind', 'document_json'])
        .where('order_id', '=', p.orderId)
        .execute();
      const sums = (kind: string) => {
        const lines = docs
          .filter((doc) => doc.kind === kind)
          .flatMap(
            (doc) => (JSON.parse(doc.document_json ?? '{"lines":[]}') as InvoiceDocument).lines,
          );
        return {
          gross: lines.reduce((s, line) => s + line.net + line.vat, 0),
          vat: lines.reduce((s, line) => s + line.vat, 0),
        };
      };
      const rows = ours.filter((row) => row.order_code === p.orderCode);
      const sale = rows.filter((row) => Number(row.refund) === 0);
      const back = rows.filter((row) => Number(row.refund) > 0);
      expect(sums('original')).toEqual({
        gross: p.amount,
        vat: sale.reduce((s, row) => s + Number(row.vat), 0),
      });
      expect(sums('adjustment')).toEqual({
        gross: back.reduce((s, row) => s + Number(row.refund), 0),
        vat: 0 - back.reduce((s, row) => s + Number(row.vat), 0),
      });
    }
    expect(new Set(report.rows.map((row) => row.rate))).toEqual(new Set([8, 10]));
    expect(new Set(report.rows.map((row) => row.kind))).toEqual(new Set(['tickets', 'goods']));

    // The XLSX, opened and summed, says the same; so does the CSV.
    const book = new ExcelJS.Workbook();
    const xlsx = await takingsXlsx(report, 'vi');
    await book.xlsx.load(new Uint8Array(xlsx).buffer);
    const sheet = book.getWorksheet('Doanh thu');
    expect(sheet?.getRow(1).getCell(8).value).toBe('Thực thu (gồm thuế)');
    let net = 0;
    sheet?.eachRow((row, n) => {
      if (n > 1 && n <= report.rows.length + 1) net += Number(row.getCell(8).value);
    });
    expect(net).toBe(report.total.net);
    expect(sheet?.getRow(report.rows.length + 2).getCell(8).value).toBe(report.total.net);
    const csv = takingsCsv(report, 'en');
    expect(csv.startsWith('\uFEFF"Day","Method","Kind","VAT rate","Gross"')).toBe(true);
    const csvLines = csv.trim().split('\r\n');
    expect(csvLines).toHaveLength(report.rows.length + 2);
    expect(csvLines.at(-1)).toBe(
      `"Total",,,,${report.total.gross},${report.total.discounts},${report.total.refunds},${report.total.net},${report.total.vat}`,
    );
  });

  it("mails the previous day's takings once a day at the set hour, from any number of sweepers", async () => {
    const admin = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    const at = (day: string, time: string) => instant(day, time);
    expect(await mailYesterdaysTakings(store(), at('2031-03-02', '08:00'))).toBe(0); // not set
    await admin.admin.reports.setMailSettings({ hour: 7, to: 'ketoan@example.com' });
    expect(await admin.admin.reports.mailSettings()).toEqual({ hour: 7, to: 'ketoan@example.com' });
    expect(await mailYesterdaysTakings(store(), at('2031-03-02', '06:59'))).toBe(0);
    const sent = await Promise.all([
      mailYesterdaysTakings(store(), at('2031-03-02', '07:00')),
      mailYesterdaysTakings(store(), at('2031-03-02', '07:00')),
    ]);
    expect(sent.sort()).toEqual([0, 1]);
    expect(await mailYesterdaysTakings(store(), at('2031-03-02', '21:00'))).toBe(0);
    expect(await mailYesterdaysTakings(store(), at('2031-03-03', '07:01'))).toBe(1);
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'attachments_json'])
      .where('kind', '=', 'takings-report')
      .orderBy('subject')
      .execute();
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      ['ketoan@example.com', 'Báo cáo doanh thu ngày 2031-03-01'],
      ['ketoan@example.com', 'Báo cáo doanh thu ngày 2031-03-02'],
    ]);
    const files = JSON.parse(mails[0]?.attachments_json ?? '[]') as { filename: string }[];
    expect(files.map((f) => f.filename)).toEqual([
      'doanh-thu-2031-03-01_2031-03-01.xlsx',
      'doanh-thu-2031-03-01_2031-03-01.csv',
    ]);
    // An inbox that is not an address is refused, and nothing changes.
    await expect(admin.admin.reports.setMailSettings({ hour: 7, to: 'ketoan' })).rejects.toThrow();
    expect(await admin.admin.reports.mailSettings()).toEqual({ hour: 7, to: 'ketoan@example.com' });
  });

  it('downloads the takings for an admin only, and checks the range', async () => {
    const url = (query: string) =>
      new Request(`http://localhost/api/admin/reports/takings?${query}`);
    const admin = await accountWithRole(store(), 'admin');
    const staff = await accountWithRole(store(), 'staff');
    const range = `from=${addDays(today(), -7)}&to=${today()}`;
    const call = (query: string, token: string | null) =>
      takingsDownloadResponse(url(query), { store: store(), token });
    expect((await call(`${range}&format=csv`, null)).status).toBe(401);
    expect((await call(`${range}&format=csv`, staff.accessToken)).status).toBe(403);
    const backwards = await call(
      `from=${today()}&to=${addDays(today(), -1)}&format=csv`,
      admin.accessToken,
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      error: { message: 'Ngày bắt đầu phải trước ngày kết thúc' },
    });
    expect((await call(`${range}&format=pdf`, admin.accessToken)).status).toBe(400);
    const csv = await call(`${range}&format=csv`, admin.accessToken);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="doanh-thu-${addDays(today(), -7)}_${today()}.csv"`,
    );
    expect((await csv.text()).startsWith('"Ngày","Phương thức"')).toBe(true);
    const xlsx = await call(`${range}&format=xlsx&locale=en`, admin.accessToken);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.getWorksheet('Takings')?.getRow(1).getCell(1).value).toBe('Day');
  });
});
