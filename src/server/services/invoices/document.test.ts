// What an invoice says about whom and what: a company, a person with a citizen ID and a consumer
// who asked for nothing map to Viettel's buyer fields; a refund's decrease spreads the amount
// over the refunded lines at their own rates, to the đồng.
import { testSeller } from '@/testing/invoice-sandbox';
import { originalDocument, refundDocument, splitGross, type InvoiceOrderFacts } from './document';
import type { InvoiceBuyer } from './provider';
import { createInvoiceBody } from './viettel/payload';

const facts: InvoiceOrderFacts = {
  orderCode: 'NM-TEST0001',
  kind: 'tickets',
  lines: [
    {
      id: 'l1',
      code: 've-nguoi-lon',
      name: 'Vé người lớn',
      quantity: 5,
      total: 1_000_000,
      rate: 8,
      net: 925_926,
      vat: 74_074,
    },
    {
      id: 'l2',
      code: 'bia',
      name: 'Bia Núi Mây',
      quantity: 2,
      total: 55_000,
      rate: 10,
      net: 50_000,
      vat: 5_000,
    },
  ],
  shipping: null,
  method: 'payos',
};

const buyerInfo = (buyer: InvoiceBuyer) =>
  createInvoiceBody(originalDocument(facts, buyer, testSeller, 'k'.repeat(36)), {
    adjustmentType: '1',
  }).buyerInfo;

describe('the invoice document', () => {
  it('names a company by legal name, tax code and address, and mails it', () => {
    expect(
      buyerInfo({
        kind: 'company',
        legalName: 'Công ty TNHH ABC',
        taxCode: '0100109106-001',
        address: '1 Lê Lợi',
        email: 'ketoan@abc.vn',
        takesInvoice: true,
      }),
    ).toEqual({
      buyerNotGetInvoice: 0,
      buyerLegalName: 'Công ty TNHH ABC',
      buyerTaxCode: '0100109106-001',
      buyerAddressLine: '1 Lê Lợi',
      buyerEmail: 'ketoan@abc.vn',
    });
  });

  it('names a person by citizen ID (type 1) and a consumer not at all', () => {
    expect(
      buyerInfo({
        kind: 'person',
        name: 'Trần Văn Minh',
        idNo: '001099012345',
        email: 'm@x.vn',
        takesInvoice: true,
      }),
    ).toEqual({
      buyerNotGetInvoice: 0,
      buyerName: 'Trần Văn Minh',
      buyerEmail: 'm@x.vn',
      buyerIdType: '1',
      buyerIdNo: '001099012345',
    });
    expect(buyerInfo({ kind: 'consumer', takesInvoice: false })).toEqual({ buyerNotGetInvoice: 1 });
  });

  it('carries each line at its stored rate, transfers as CK and cash as TM', () => {
    const doc = originalDocument(facts, { kind: 'consumer', takesInvoice: false }, testSeller, 'k');
    expect(doc.lines.map((line) => [line.rate, line.net, line.vat, line.gross])).toEqual([
      [8, 925_926, 74_074, 1_000_000],
      [10, 50_000, 5_000, 55_000],
    ]);
    expect(doc.paymentMethod).toBe('CK');
    expect(
      originalDocument({ ...facts, method: 'cod' }, doc.buyer, testSeller, 'k').paymentMethod,
    ).toBe('TM');
  });

  it('decreases 2 of 5 tickets by what was refunded, split at 8 %', () => {
    const doc = refundDocument(
      facts,
      { amount: 360_000, lines: [{ lineId: 'l1', quantity: 2 }], at: '2026-06-01T03:00:00.000Z' },
      { kind: 'consumer', takesInvoice: false },
      testSeller,
      'k',
    );
    expect(doc.lines).toEqual([
      expect.objectContaining({
        code: 've-nguoi-lon',
        quantity: 2,
        gross: 360_000,
        net: 333_333,
        vat: 26_667,
        rate: 8,
      }),
    ]);
  });

  it('spreads a whole refund over every line at its own rate, the parts adding up to the đồng', () => {
    const doc = refundDocument(
      facts,
      { amount: 1_000_001, lines: null, at: '2026-06-01T03:00:00.000Z' },
      { kind: 'consumer', takesInvoice: false },
      testSeller,
      'k',
    );
    expect(doc.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(1_000_001);
    expect(doc.lines.map((line) => line.rate)).toEqual([8, 10]);
    for (const line of doc.lines) expect(line.net + line.vat).toBe(line.gross);
  });

  it('splits VAT-inclusive amounts per line; a rate of none carries no VAT', () => {
    expect(splitGross(200_000, 8)).toEqual({ net: 185_185, vat: 14_815 });
    expect(splitGross(50_000, -2)).toEqual({ net: 50_000, vat: 0 });
  });
});
