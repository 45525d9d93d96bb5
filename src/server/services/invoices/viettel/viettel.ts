// Viettel S-Invoice as an InvoiceProvider. One createInvoice call makes, signs (Viettel's HSM
// certificate) and issues an invoice; the same transactionUuid always answers the same invoice
// (spec §5.4), but two concurrent sends of one uuid are not guarded, so the outbox claims a
// document before sending and looks it up by uuid before any second send. An answer with a blank
// invoiceNo (spec §7.2 note 5) is taken but not numbered yet: it stays pending and is asked again.
import {
  InvoiceError,
  type Agreement,
  type InvoiceDocument,
  type InvoiceProvider,
  type InvoiceSeller,
  type IssuedInvoice,
  type OriginalRef,
} from '../provider';
import { errorOf, ViettelClient, type ViettelCredentials } from './client';
import { createInvoiceBody, epochMs, type CreateOptions } from './payload';

interface CreateResult {
  supplierTaxCode?: string;
  invoiceNo?: string | null;
  transactionID?: string | null;
  reservationCode?: string | null;
  codeOfTax?: string | null;
}

interface SearchResult {
  invoiceNo?: string | null;
  reservationCode?: string | null;
  issueDate?: number | null;
  codeOfTax?: string | null;
}

function issuedOf(
  key: string,
  seller: Pick<InvoiceSeller, 'templateCode' | 'series'>,
  result: CreateResult & SearchResult,
  issuedAt: Date | null,
): IssuedInvoice {
  const invoiceNo = result.invoiceNo ? result.invoiceNo : null;
  // TT78 numbers are the series followed by the sequence (`K26TNM12`).
  const number =
    invoiceNo && invoiceNo.startsWith(seller.series)
      ? invoiceNo.slice(seller.series.length)
      : invoiceNo;
  return {
    key,
    template: seller.templateCode,
    series: seller.series,
    invoiceNo,
    number,
    lookupCode: result.reservationCode ?? null,
    issuedAt: invoiceNo ? issuedAt : null,
    taxAuthorityCode: result.codeOfTax ?? null,
    pending: invoiceNo === null,
  };
}

export function viettelProvider(
  credentials: ViettelCredentials,
  fetchImpl: typeof fetch = fetch,
): InvoiceProvider {
  const client = new ViettelClient(credentials, fetchImpl);

  async function create(doc: InvoiceDocument, options: CreateOptions): Promise<IssuedInvoice> {
    const path = `InvoiceAPI/InvoiceWS/createInvoice/${encodeURIComponent(doc.seller.taxCode)}`;
    const { status, body } = await client.call(
      path,
      { json: createInvoiceBody(doc, options) },
      true,
    );
    const error = errorOf(status, body);
    if (error) throw error;
    const result = (body.result ?? {}) as CreateResult;
    return issuedOf(doc.key, doc.seller, result, new Date());
  }

  return {
    id: 'viettel',
    issue: (doc) => create(doc, { adjustmentType: '1' }),
    replace: (original, doc, why) => create(doc, { adjustmentType: '3', original, why }),
    adjust: (original, doc, why: Agreement) =>
      create(doc, { adjustmentType: '5', original, why, direction: doc.direction }),

    async status(key, seller) {
      const { status, body } = await client.call(
        'InvoiceAPI/InvoiceWS/searchInvoiceByTransactionUuid',
        { form: { supplierTaxCode: seller.taxCode, transactionUuid: key } },
        false,
      );
      // Not made (or still a draft): Viettel's HTTP 400 NOT_FOUND_DATA means "none", not a fault.
      if (body.message === 'NOT_FOUND_DATA' || body.errorCode === 'NOT_FOUND_DATA') return null;
      const error = errorOf(status, body);
      if (error) throw error;
      const found = Array.isArray(body.result)
        ? (body.result[0] as SearchResult | undefined)
        : null;
      if (!found) return null;
      const issuedAt = found.issueDate ? new Date(Number(found.issueDate)) : null;
      return issuedOf(key, seller, found, issuedAt);
    },

    async cancel(original: OriginalRef, seller, why) {
      const { status, body } = await client.call(
        'InvoiceAPI/InvoiceWS/cancelTransactionInvoice',
        {
          form: {
            supplierTaxCode: seller.taxCode,
            templateCode: original.template,
            invoiceNo: original.invoiceNo,
            strIssueDate: String(epochMs(original.issuedAt)),
            additionalReferenceDesc: why.description,
            additionalReferenceDate: String(epochMs(why.date)),
            reasonDelete: why.reason.slice(0, 255),
          },
        },
        true,
      );
      const error = errorOf(status, body);
      if (error) throw error;
    },

    async pdf(invoice, seller) {
      if (!invoice.invoiceNo) {
        throw new InvoiceError('retryable', 'NOT_ISSUED', 'the invoice has no number yet');
      }
      const { status, body } = await client.call(
        'InvoiceAPI/InvoiceUtilsWS/getInvoiceRepresentationFile',
        {
          json: {
            supplierTaxCode: seller.taxCode,
            templateCode: invoice.template,
            invoiceNo: invoice.invoiceNo,
            transactionUuid: invoice.key,
            fileType: 'PDF',
          },
        },
        false,
      );
      const error = errorOf(status, body);
      if (error) throw error;
      if (typeof body.fileToBytes !== 'string' || body.fileToBytes === '') {
        // The file lags the invoice by a few seconds (Odoo retries too).
        throw new InvoiceError('retryable', 'FILE_NOT_READY', 'S-Invoice has no PDF yet');
      }
      return new Uint8Array(Buffer.from(body.fileToBytes, 'base64'));
    },
  };
}
