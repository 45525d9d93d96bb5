// E-invoice requests and the two-level shipping address on real SQLite
// and PostgreSQL: stored with the order in its transaction and answered on order.get, refused
// with nothing changed when the ward is another province's, and exported by day as CSV. Sending
// them to the provider: outbox.test.ts.
import { addDays, vietnamClock, vietnamDate } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import type { Store } from '../../db/store';
import { setUpTicketSigningKey } from '@/testing/paid-tickets';
import { checkoutFor, commerceSnapshot, newGuestCartId } from '@/testing/shop';
import { callerFor, describeEachDialect } from '@/testing/stores';
import { operatorCaller, accountWithRole, codeOf } from '@/testing/operators';
import { addItem } from '../cart/cart';
import { getCatalog } from '../cart/catalog';
import { DomainError } from '../errors';
import { setStockLevel } from '../inventory/inventory';
import { placeGoodsOrder, placeTicketOrder } from '../orders';
import { testMethods } from '@/testing/payment-methods';
import { getTicketCatalog } from '../tickets/ticket-catalog';
import { GEO_DATASET_VERSION } from '../geo/vn-units';
import { invoicesCsv } from './export';
import { checkoutInput } from '@/lib/validation/checkout';
import { ticketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';

const SKU = 'NM-CARD-6';
const COMPANY = {
  companyName: 'Công ty TNHH Du lịch Núi Mây',
  taxCode: '0100109106-001',
  address: '=HYPERLINK("x") 1 Lê Lợi, Phường Tô Hiệu, Tỉnh Sơn La',
  email: 'ketoan@example.vn',
};

async function goodsOrder(store: Store, overrides: Record<string, unknown> = {}) {
  const cartId = newGuestCartId();
  await addItem(store, getCatalog(), { kind: 'guest', cartId }, { sku: SKU, quantity: 1 });
  const input = checkoutInput.parse({ ...checkoutFor(cartId), ...overrides });
  return placeGoodsOrder(
    store,
    getCatalog(),
    input,
    { userId: null },
    { methods: testMethods(store) },
  );
}

setUpTicketSigningKey();

describeEachDialect('invoice requests and two-level addresses', ({ store }) => {
  beforeAll(async () => {
    await setStockLevel(store(), SKU, 1000);
  });

  it('stores a company invoice with the order and answers it on order.get', async () => {
    const { order } = await goodsOrder(store(), { invoice: COMPANY });
    expect(order.invoice).toEqual({
      kind: 'company',
      ...COMPANY,
      status: 'requested',
      number: null,
      series: null,
      lookupCode: null,
      pdfUrl: null,
      reference: null,
    });
    const caller = await callerFor(store());
    const seen = await caller.order.get({
      orderCode: order.orderCode,
      contact: { phone: '0912345678' },
    });
    expect(seen.invoice).toMatchObject({ kind: 'company', taxCode: '0100109106-001' });
  });

  it('keeps the shipping province and ward by code, name and dataset version', async () => {
    const { order } = await goodsOrder(store());
    expect(order.invoice).toBeNull();
    expect(order.shipping).toMatchObject({
      address: '12 Lê Lợi',
      province: { code: '14', name: 'Tỉnh Sơn La' },
      ward: { code: '03646', name: 'Phường Tô Hiệu' },
      geoVersion: GEO_DATASET_VERSION,
      city: 'Phường Tô Hiệu',
      state: 'Tỉnh Sơn La',
    });
  });

  it('refuses a ward of another province and changes nothing', async () => {
    const cartId = newGuestCartId();
    await addItem(store(), getCatalog(), { kind: 'guest', cartId }, { sku: SKU, quantity: 1 });
    const before = await commerceSnapshot(store());
    const base = checkoutFor(cartId);
    // 03006 is Phường Sa Pa, in Lào Cai (15), not in Sơn La (14).
    const input = checkoutInput.parse({
      ...base,
      shipping: { ...base.shipping, provinceCode: '14', wardCode: '03006' },
      invoice: COMPANY,
    });
    const refusal = await placeGoodsOrder(store(), getCatalog(), input, { userId: null }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      kind: 'BAD_REQUEST',
      reason: 'ward-not-in-province',
    });
    expect(await commerceSnapshot(store())).toEqual(before);
  });

  it('refuses an invalid tax code at the procedure, before anything is written', async () => {
    const cartId = newGuestCartId();
    await addItem(store(), getCatalog(), { kind: 'guest', cartId }, { sku: SKU, quantity: 1 });
    const before = await commerceSnapshot(store());
    const caller = await callerFor(store());
    const input = { ...checkoutFor(cartId), invoice: { ...COMPANY, taxCode: '0100109107' } };
    await expect(caller.checkout.placeOrder(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await commerceSnapshot(store())).toEqual(before);
  });

  it('stores a citizen-ID invoice with a ticket booking', async () => {
    const input = ticketPlaceOrderInput.parse({
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate: addDays(vietnamClock(new Date()).date, 5),
      lines: [{ ticketType: 've-nguoi-lon', quantity: 1 }],
      buyer: { fullName: 'Trần Văn Minh', email: 'minh@example.vn', phone: '0987654321' },
      paymentMethod: 'payos',
      locale: 'en',
      invoice: { citizenId: '001099012345', fullName: 'Trần Văn Minh', email: 'minh@example.vn' },
    });
    const { order } = await placeTicketOrder(
      store(),
      getTicketCatalog(),
      input,
      { userId: null },
      { methods: testMethods(store()) },
    );
    expect(order.invoice).toEqual({
      kind: 'person',
      citizenId: '001099012345',
      fullName: 'Trần Văn Minh',
      email: 'minh@example.vn',
      status: 'requested',
      number: null,
      series: null,
      lookupCode: null,
      pdfUrl: null,
      reference: null,
    });
  });

  it('exports the day’s requests as CSV, formulas neutralised, other days left out', async () => {
    const { order } = await goodsOrder(store(), { invoice: COMPANY });
    const csv = await invoicesCsv(store().db, vietnamDate(new Date()));
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/^order_code,order_day,requested_at,buyer_kind,company_name,tax_code/);
    const row = rows.find((line) => line.startsWith(`"${order.orderCode}"`));
    expect(row).toContain('"Công ty TNHH Du lịch Núi Mây","0100109106-001"');
    expect(row).toContain(`"'=HYPERLINK(""x"") 1 Lê Lợi`);
    expect(await invoicesCsv(store().db, '2020-01-01')).toBe(`\uFEFF${header}\r\n`);
    // The amounts add up: subtotal − discount − voucher_discount + shipping_fee = total_amount.
    const columns = header?.split(',') ?? [];
    const cells = (row?.match(/"(?:[^"]|"")*"/g) ?? []).map((cell) => cell.slice(1, -1));
    const amount = (name: string) => Number(cells[columns.indexOf(name)]);
    expect(amount('total_amount')).toBe(order.totalAmount);
    expect(
      amount('subtotal') - amount('discount') - amount('voucher_discount') + amount('shipping_fee'),
    ).toBe(amount('total_amount'));
  });

  it('lets only an admin download the export', async () => {
    const staff = await accountWithRole(store(), 'staff');
    const admin = await accountWithRole(store(), 'admin');
    const day = vietnamDate(new Date());
    expect(
      await codeOf(operatorCaller(store(), staff).then((c) => c.admin.invoices.exportDay({ day }))),
    ).toBe('FORBIDDEN');
    const file = await (await operatorCaller(store(), admin)).admin.invoices.exportDay({ day });
    expect(file.filename).toBe(`hoa-don-${day}.csv`);
    expect(file.csv).toContain('order_code');
  });
});
