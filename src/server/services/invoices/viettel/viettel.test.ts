// The production S-Invoice adapter against the sandbox over loopback HTTP (the real fetch): one
// login kept for many calls and renewed when Viettel answers 500 GENERAL; numbers, lookup codes
// and the PDF as Viettel returns them; a blank number pending; failures told apart.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDialect } from '@/testing/stores';
import {
  sandboxViettel,
  startInvoiceSandbox,
  testSeller,
  type RunningInvoiceSandbox,
} from '@/testing/invoice-sandbox';
import { failNextCalls } from '../../../sandboxes/invoices/viettel';
import { InvoiceError, type InvoiceDocument, type InvoiceProvider } from '../provider';
import { forgetViettelTokens } from './client';
import { viettelProvider } from './viettel';

function document(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    key: randomUUID(),
    seller: testSeller,
    buyer: { kind: 'person', name: 'Trần Văn Minh', idNo: '001099012345', takesInvoice: true },
    lines: [
      {
        code: 'VE-NL',
        name: 'Vé người lớn',
        unit: 'Vé',
        quantity: 3,
        gross: 300000,
        net: 277778,
        vat: 22222,
        rate: 8,
      },
      {
        code: 'BIA',
        name: 'Bia Núi Mây',
        unit: 'Lon',
        quantity: 2,
        gross: 55000,
        net: 50000,
        vat: 5000,
        rate: 10,
      },
    ],
    paymentMethod: 'CK',
    paid: true,
    ...overrides,
  };
}

describeEachDialect('the Viettel S-Invoice adapter', ({ store }) => {
  let sandbox: RunningInvoiceSandbox;
  let viettel: InvoiceProvider;

  beforeAll(async () => {
    sandbox = await startInvoiceSandbox(store());
    viettel = sandboxViettel(sandbox);
  });
  afterAll(() => sandbox.close());
  beforeEach(() => forgetViettelTokens());

  it('issues under one login, and the invoice prints as a PDF', async () => {
    const logins = sandbox.calls.login ?? 0;
    const first = await viettel.issue(document());
    const second = await viettel.issue(document());
    expect(first).toMatchObject({
      series: 'K26TNM',
      template: '1/770',
      pending: false,
      invoiceNo: `K26TNM${first.number ?? ''}`,
      lookupCode: expect.stringMatching(/^[A-Z0-9]{15}$/) as unknown,
    });
    expect(Number(second.number)).toBe(Number(first.number) + 1);
    expect((sandbox.calls.login ?? 0) - logins).toBe(1);
    const pdf = await viettel.pdf(first, testSeller);
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('logs in again once when a call answers 500 GENERAL, and goes on', async () => {
    await viettel.issue(document());
    const logins = sandbox.calls.login ?? 0;
    await failNextCalls(store(), 'create', 1, 'general');
    const issued = await viettel.issue(document());
    expect(issued.invoiceNo).toMatch(/^K26TNM\d+$/);
    expect((sandbox.calls.login ?? 0) - logins).toBe(1);
  });

  it('finds a document by its key (form body), and null for a key never sent', async () => {
    const doc = document();
    const issued = await viettel.issue(doc);
    expect(await viettel.status(doc.key, testSeller)).toMatchObject({
      invoiceNo: issued.invoiceNo,
      lookupCode: issued.lookupCode,
      pending: false,
    });
    expect(await viettel.status(randomUUID(), testSeller)).toBeNull();
  });

  it('answers a blank number as pending, numbered on a later lookup', async () => {
    await failNextCalls(store(), 'create', 1, 'blank-number');
    const doc = document();
    const taken = await viettel.issue(doc);
    expect(taken).toMatchObject({ pending: true, invoiceNo: null, number: null });
    const later = await viettel.status(doc.key, testSeller);
    expect(later).toMatchObject({
      pending: false,
      invoiceNo: expect.stringMatching(/^K26TNM/) as unknown,
    });
  });

  it('tells a refusal (permanent) from an outage (retryable) and a lost answer (uncertain)', async () => {
    const refused = await viettel
      .issue(document({ seller: { ...testSeller, series: 'K26TZZ' } }))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvoiceError);
    expect(refused).toMatchObject({ failure: 'permanent', code: 'INVOICE_SERIAL_NOT_FOUND' });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = viettelProvider({
      baseUrl: `http://127.0.0.1:${port}`,
      username: 'x',
      password: 'y',
      timeoutMs: 1_000,
    });
    await expect(nowhere.issue(document())).rejects.toMatchObject({ failure: 'retryable' });

    await failNextCalls(store(), 'create', 1, 'late-answer');
    const impatient = sandboxViettel(sandbox, 300);
    await expect(impatient.issue(document())).rejects.toMatchObject({
      failure: 'uncertain',
      code: 'TIMEOUT',
    });
  });
});
