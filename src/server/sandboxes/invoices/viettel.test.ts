// The Viettel S-Invoice sandbox refuses what Viettel refuses, each in Viettel's shape
// ({code, message, data}), on real SQLite and PostgreSQL (its invoices live in the store).
import { randomUUID } from 'node:crypto';
import { describeEachDialect } from '@/testing/stores';
import { testInvoiceSandboxConfig as config, testSeller } from '@/testing/invoice-sandbox';
import { createInvoiceBody } from '../../services/invoices/viettel/payload';
import type { InvoiceDocument } from '../../services/invoices/provider';
import {
  failNextCalls,
  isBuyerTaxCode,
  sandboxCreate,
  sandboxFile,
  sandboxLogin,
  sandboxSearch,
  sandboxToken,
} from './viettel';

type Json = Record<string, unknown>;

function document(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    key: randomUUID(),
    seller: testSeller,
    buyer: {
      kind: 'company',
      legalName: 'Công ty TNHH Du lịch Núi Mây',
      taxCode: '0100109106-001',
      address: '1 Lê Lợi, Sơn La',
      email: 'ketoan@example.vn',
      takesInvoice: true,
    },
    lines: [
      {
        code: 'VE-NL',
        name: 'Vé người lớn',
        unit: 'Vé',
        quantity: 2,
        gross: 200000,
        net: 185185,
        vat: 14815,
        rate: 8,
      },
    ],
    paymentMethod: 'CK',
    paid: true,
    ...overrides,
  };
}

const cookie = () => `access_token=${sandboxToken(config, Date.now() + 60_000)}`;

function items(body: Json): Json[] {
  return body.itemInfo as Json[];
}

describeEachDialect('the Viettel S-Invoice sandbox', ({ store }) => {
  const create = (body: unknown, token = cookie()) =>
    sandboxCreate(store(), config, {
      taxCode: config.username,
      cookie: token,
      rawBody: JSON.stringify(body),
    });

  it('logs in with its account only', async () => {
    const ok = await sandboxLogin(store(), config, {
      username: config.username,
      password: config.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'bearer', expires_in: 600 });
    const bad = await sandboxLogin(store(), config, { username: config.username, password: 'x' });
    expect(bad.status).toBe(401);
  });

  it('issues an invoice numbered in its series, and the same uuid answers the same invoice', async () => {
    const body = createInvoiceBody(document(), { adjustmentType: '1' });
    const first = await create(body);
    expect(first.status).toBe(200);
    const result = (first.body as { result: Json }).result;
    expect(result.invoiceNo).toMatch(/^K26TNM\d+$/);
    expect(result.reservationCode).toMatch(/^[A-Z0-9]{15}$/);
    expect(first.body).toMatchObject({ errorCode: null, description: null });
    const again = await create(body);
    expect((again.body as { result: Json }).result).toEqual(result);
  });

  it('answers an expired login with HTTP 500 GENERAL, as Viettel does', async () => {
    const expired = `access_token=${sandboxToken(config, Date.now() - 1)}`;
    const answer = await create(createInvoiceBody(document(), { adjustmentType: '1' }), expired);
    expect(answer).toEqual({
      status: 500,
      body: { error: 'Internal Server Error', message: 'GENERAL' },
    });
  });

  it.each([
    ['a bad check digit', '0100109107', 'BUYER_TAX_CODE_INVALID'],
    ['digits 3–9 all zero', '0100000003', 'BUYER_TAX_CODE_INVALID'],
  ])('refuses a buyer tax code with %s', async (_what, taxCode, message) => {
    const doc = document();
    const answer = await create(
      createInvoiceBody({ ...doc, buyer: { ...doc.buyer, taxCode } }, { adjustmentType: '1' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message, data: 'Mã số thuế người mua không hợp lệ' });
  });

  it('takes a 12-digit personal ID as a household business’s tax code', async () => {
    expect(isBuyerTaxCode('001099012345')).toBe(true);
    expect(isBuyerTaxCode('0100109106-001')).toBe(true);
    const doc = document();
    const answer = await create(
      createInvoiceBody(
        { ...doc, buyer: { ...doc.buyer, taxCode: '001099012345' } },
        { adjustmentType: '1' },
      ),
    );
    expect(answer.status).toBe(200);
  });

  it('allows 5 đ between quantity × unit price and the line, and refuses 6 đ', async () => {
    const at = async (delta: number) => {
      const body = createInvoiceBody(document(), { adjustmentType: '1' });
      const item = items(body)[0] ?? {};
      item.unitPrice = (185185 + delta) / 2;
      return create(body);
    };
    expect((await at(5)).status).toBe(200);
    const refused = await at(6);
    expect(refused.body).toMatchObject({
      code: 400,
      message: 'IVI_TOTAL_A_WITHOUT_TAX_AND_UP_QUAN_NOT_COMPARED',
    });
  });

  it('refuses a tax amount 2 đ off the line’s net × rate, a rate of 7 and a negative tax', async () => {
    const withItem = (change: (item: Json) => void) => {
      const body = createInvoiceBody(document(), { adjustmentType: '1' });
      change(items(body)[0] ?? {});
      return create(body);
    };
    expect((await withItem((item) => (item.taxAmount = 14817))).body).toMatchObject({
      message: 'VAT_AMOUNT_INVALID',
    });
    expect((await withItem((item) => (item.taxPercentage = 7))).body).toMatchObject({
      message: 'VAT_PERCENTAGE_INVALID',
    });
    expect((await withItem((item) => (item.taxAmount = -1))).body).toMatchObject({
      message: 'VAT_TAX_AMOUNT_NEGATE',
    });
  });

  it('refuses tax breakdowns that do not sum the lines per rate', async () => {
    const body = createInvoiceBody(document(), { adjustmentType: '1' });
    (body.taxBreakdowns as Json[])[0] = {
      taxPercentage: 8,
      taxableAmount: 185000,
      taxAmount: 14815,
    };
    expect((await create(body)).body).toMatchObject({
      code: 400,
      message: 'TAX_BREAKDOWN_INVALID',
    });
  });

  it('refuses a series the seller has not registered', async () => {
    const answer = await create(
      createInvoiceBody(document({ seller: { ...testSeller, series: 'K26TZZ' } }), {
        adjustmentType: '1',
      }),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'INVOICE_SERIAL_NOT_FOUND',
        data: 'Ký hiệu hóa đơn không tồn tại',
      },
    });
  });

  it('refuses malformed JSON and a missing payment status', async () => {
    const broken = await sandboxCreate(store(), config, {
      taxCode: config.username,
      cookie: cookie(),
      rawBody: '{"generalInvoiceInfo":',
    });
    expect(broken.body).toMatchObject({ message: 'JSON_PARSE_ERROR' });
    const body = createInvoiceBody(document(), { adjustmentType: '1' });
    delete (body.generalInvoiceInfo as Json).paymentStatus;
    expect((await create(body)).body).toMatchObject({
      message: 'BAD_REQUEST_PAYMENT_STATUS_REQUIRED',
    });
  });

  it('finds an invoice by uuid (form body) and answers NOT_FOUND_DATA for an unknown one', async () => {
    const doc = document();
    await create(createInvoiceBody(doc, { adjustmentType: '1' }));
    const form = (uuid: string) =>
      new URLSearchParams({ supplierTaxCode: config.username, transactionUuid: uuid });
    const found = await sandboxSearch(store(), config, { cookie: cookie(), form: form(doc.key) });
    expect(found.status).toBe(200);
    expect((found.body as { result: Json[] }).result[0]).toMatchObject({
      invoiceNo: expect.stringMatching(/^K26TNM/) as unknown,
      status: 'Hóa đơn gốc',
    });
    const missing = await sandboxSearch(store(), config, {
      cookie: cookie(),
      form: form(randomUUID()),
    });
    expect(missing).toEqual({
      status: 400,
      body: { code: 400, message: 'NOT_FOUND_DATA', data: 'Không tìm thấy dữ liệu' },
    });
  });

  it('serves a real PDF of an issued invoice', async () => {
    const answer = await create(createInvoiceBody(document(), { adjustmentType: '1' }));
    const invoiceNo = String((answer.body as { result: Json }).result.invoiceNo);
    const file = await sandboxFile(store(), config, {
      cookie: cookie(),
      body: {
        supplierTaxCode: config.username,
        templateCode: testSeller.templateCode,
        invoiceNo,
        fileType: 'PDF',
      },
    });
    const bytes = Buffer.from(String((file.body as Json).fileToBytes), 'base64');
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain(invoiceNo);
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('fails the next N calls when told, then works again', async () => {
    await failNextCalls(store(), 'create', 2, 'unavailable');
    const body = createInvoiceBody(document(), { adjustmentType: '1' });
    expect((await create(body)).status).toBe(503);
    expect((await create(body)).status).toBe(503);
    expect((await create(body)).status).toBe(200);
  });

  it('takes a decrease adjustment of an issued invoice, amounts positive and flags off', async () => {
    const original = await create(createInvoiceBody(document(), { adjustmentType: '1' }));
    const invoiceNo = String((original.body as { result: Json }).result.invoiceNo);
    const body = createInvoiceBody(
      document({
        lines: [
          {
            code: 'VE-NL',
            name: 'Vé người lớn',
            unit: 'Vé',
            quantity: 1,
            gross: 100000,
            net: 92593,
            vat: 7407,
            rate: 8,
          },
        ],
      }),
      {
        adjustmentType: '5',
        direction: 'decrease',
        original: { invoiceNo, template: testSeller.templateCode, issuedAt: new Date() },
        why: { description: 'Thông báo điều chỉnh trên website', date: new Date() },
      },
    );
    expect(body.taxBreakdowns).toEqual([
      {
        taxPercentage: 8,
        taxableAmount: 92593,
        taxAmount: 7407,
        taxableAmountPos: false,
        taxAmountPos: false,
      },
    ]);
    expect(items(body)[0]).toMatchObject({ isIncreaseItem: false });
    const answer = await create(body);
    expect(answer.status).toBe(200);
    const unknown = createInvoiceBody(document(), {
      adjustmentType: '5',
      direction: 'decrease',
      original: { invoiceNo: 'K26TNM999999', template: '1/770', issuedAt: new Date() },
      why: { description: 'x', date: new Date() },
    });
    expect((await create(unknown)).body).toMatchObject({
      message: 'BAD_REQUEST_ORIGIN_INVOICE_NO_INVALID',
    });
  });
});
