// A provider-neutral document as Viettel S-Invoice's createInvoice body (its integration spec
// §6–7.2; the field names as Odoo's l10n_vn_edi_viettel sends them). Pure and deterministic: the
// same document always gives the same bytes, so a retry re-sends exactly what was sent.
// Amounts stay positive; a decrease travels in the isIncreaseItem and …Pos flags (spec §6.7).
import type {
  Agreement,
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceLine,
  OriginalRef,
} from '../provider';

/** Viettel's adjustmentType: 1 original, 3 replacement, 5 adjustment. */
export type AdjustmentType = '1' | '3' | '5';

export interface CreateOptions {
  adjustmentType: AdjustmentType;
  original?: OriginalRef;
  why?: Agreement;
  direction?: 'decrease' | 'increase';
}

/** Every date is epoch milliseconds at whole seconds (spec §5.1). */
export function epochMs(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}

/** The unit price before tax, to 4 decimals: Viettel allows 5 đ between qty × price and the line. */
export function unitPriceOf(line: InvoiceLine): number {
  return Math.round((line.net / line.quantity) * 10_000) / 10_000;
}

function buyerInfo(buyer: InvoiceBuyer): Record<string, unknown> {
  const info: Record<string, unknown> = { buyerNotGetInvoice: buyer.takesInvoice ? 0 : 1 };
  if (buyer.name) info.buyerName = buyer.name;
  if (buyer.legalName) info.buyerLegalName = buyer.legalName;
  if (buyer.taxCode) info.buyerTaxCode = buyer.taxCode;
  if (buyer.address) info.buyerAddressLine = buyer.address;
  if (buyer.email) info.buyerEmail = buyer.email;
  if (buyer.idNo) {
    info.buyerIdType = '1';
    info.buyerIdNo = buyer.idNo;
  }
  return info;
}

function byRate(lines: readonly InvoiceLine[]): { rate: number; net: number; vat: number }[] {
  const rates = new Map<number, { rate: number; net: number; vat: number }>();
  for (const line of lines) {
    const entry = rates.get(line.rate) ?? { rate: line.rate, net: 0, vat: 0 };
    entry.net += line.net;
    entry.vat += line.vat;
    rates.set(line.rate, entry);
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}

export function createInvoiceBody(
  doc: InvoiceDocument,
  options: CreateOptions,
): Record<string, unknown> {
  const increase = options.direction !== 'decrease';
  const adjusting = options.adjustmentType === '5';
  const general: Record<string, unknown> = {
    invoiceType: '1',
    templateCode: doc.seller.templateCode,
    invoiceSeries: doc.seller.series,
    currencyCode: 'VND',
    exchangeRate: 1,
    adjustmentType: options.adjustmentType,
    paymentStatus: doc.paid,
    cusGetInvoiceRight: true,
    transactionUuid: doc.key,
    validation: 1,
  };
  if (doc.note) general.invoiceNote = doc.note;
  if (options.original && options.why) {
    if (adjusting) general.adjustmentInvoiceType = '1';
    general.originalInvoiceId = options.original.invoiceNo;
    general.originalInvoiceIssueDate = epochMs(options.original.issuedAt);
    general.originalTemplateCode = options.original.template;
    general.additionalReferenceDesc = options.why.description;
    general.additionalReferenceDate = epochMs(options.why.date);
  }
  const items = doc.lines.map((line, i) => {
    const item: Record<string, unknown> = {
      lineNumber: i + 1,
      selection: 1,
      itemCode: line.code,
      itemName: line.name,
      unitName: line.unit,
      unitPrice: unitPriceOf(line),
      quantity: line.quantity,
      itemTotalAmountWithoutTax: line.net,
      taxPercentage: line.rate,
      taxAmount: line.vat,
      itemTotalAmountWithTax: line.gross,
    };
    if (adjusting) item.isIncreaseItem = increase;
    if (line.note) item.itemNote = line.note;
    return item;
  });
  const rates = byRate(doc.lines);
  const net = rates.reduce((sum, rate) => sum + rate.net, 0);
  const vat = rates.reduce((sum, rate) => sum + rate.vat, 0);
  return {
    generalInvoiceInfo: general,
    sellerInfo: {
      sellerLegalName: doc.seller.legalName,
      sellerTaxCode: doc.seller.taxCode,
      sellerAddressLine: doc.seller.address,
    },
    buyerInfo: buyerInfo(doc.buyer),
    payments: [{ paymentMethodName: doc.paymentMethod }],
    itemInfo: items,
    taxBreakdowns: rates.map((rate) => ({
      taxPercentage: rate.rate,
      taxableAmount: rate.net,
      taxAmount: rate.vat,
      taxableAmountPos: increase,
      taxAmountPos: increase,
    })),
    summarizeInfo: {
      sumOfTotalLineAmountWithoutTax: net,
      totalAmountWithoutTax: net,
      totalTaxAmount: vat,
      totalAmountWithTax: net + vat,
      discountAmount: 0,
      totalAmountAfterDiscount: net,
      isTotalAmountPos: increase,
      isTotalTaxAmountPos: increase,
      isTotalAmtWithoutTaxPos: increase,
    },
  };
}
