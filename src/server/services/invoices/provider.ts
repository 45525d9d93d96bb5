// The e-invoice provider seam (issue 41): the outbox (outbox.ts) hands each document to the
// provider configured here, in provider-neutral terms (whole đồng, VAT per line as the order
// stored it). A provider is idempotent by `InvoiceDocument.key`: the same key never makes a
// second invoice. Viettel S-Invoice is the real adapter (viettel/); `local` records nothing
// outside the shop (the accountant types the day's CSV, export.ts).

/** VAT rates an invoice line may carry: percent, -2 not taxable, -1 not declared. */
export type InvoiceVatRate = -2 | -1 | 0 | 5 | 8 | 10;

export interface InvoiceLine {
  code: string;
  name: string;
  unit: string;
  quantity: number;
  /** net + vat = gross, whole đồng; the rate the order stored for the line. */
  gross: number;
  net: number;
  vat: number;
  rate: InvoiceVatRate;
  note?: string;
}

export interface InvoiceBuyer {
  /** company: name and tax code; person: citizen ID; consumer: asked for nothing. */
  kind: 'company' | 'person' | 'consumer';
  name?: string;
  legalName?: string;
  taxCode?: string;
  idNo?: string;
  address?: string;
  email?: string;
  /** false: "người mua không lấy hóa đơn" (issued all the same, not sent to the buyer). */
  takesInvoice: boolean;
}

export interface InvoiceSeller {
  taxCode: string;
  legalName: string;
  address: string;
  templateCode: string;
  series: string;
}

export interface InvoiceDocument {
  /** The idempotency key (Viettel's transactionUuid): one per document, never regenerated. */
  key: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** TM cash, CK transfer (PayOS, VNPay, MoMo, VietQR). */
  paymentMethod: 'TM' | 'CK';
  paid: boolean;
  note?: string;
}

export interface IssuedInvoice {
  key: string;
  template: string;
  series: string;
  /** The provider's invoice number with its series (`K26TNM12`); null while it is pending. */
  invoiceNo: string | null;
  /** The sequence alone (`12`). */
  number: string | null;
  /** What the buyer types on the provider's lookup page (Viettel's reservationCode). */
  lookupCode: string | null;
  issuedAt: Date | null;
  taxAuthorityCode: string | null;
  /** Taken, its number not given yet (Viettel answers a blank invoiceNo): asked again later. */
  pending: boolean;
}

/** The original a follow-up document refers to. */
export interface OriginalRef {
  invoiceNo: string;
  template: string;
  issuedAt: Date;
}

/** The written agreement (company) or the public notice (consumer) a correction rests on. */
export interface Agreement {
  description: string;
  date: Date;
}

export interface InvoiceProvider {
  /** Stored with each document ("local", "viettel"). */
  readonly id: string;
  issue(doc: InvoiceDocument): Promise<IssuedInvoice>;
  /** The document the provider holds under `key`, or null when it has none. */
  status(key: string, seller: InvoiceSeller): Promise<IssuedInvoice | null>;
  replace(original: OriginalRef, doc: InvoiceDocument, why: Agreement): Promise<IssuedInvoice>;
  /** A money adjustment: `doc.lines` are the delta, all in `direction`. */
  adjust(
    original: OriginalRef,
    doc: InvoiceDocument & { direction: 'decrease' | 'increase' },
    why: Agreement,
  ): Promise<IssuedInvoice>;
  cancel(
    original: OriginalRef,
    seller: InvoiceSeller,
    why: Agreement & { reason: string },
  ): Promise<void>;
  pdf(invoice: IssuedInvoice, seller: InvoiceSeller): Promise<Uint8Array>;
}

/**
 * How a call failed. `retryable`: nothing was made (refused connection, expired login, 5xx before
 * the send): try again later. `uncertain`: the request may have been taken (a timeout after the
 * send): the next attempt asks `status(key)` first. `permanent`: the provider refused the
 * document (a business code): it waits for an operator.
 */
export type InvoiceFailure = 'retryable' | 'uncertain' | 'permanent';

export class InvoiceError extends Error {
  constructor(
    readonly failure: InvoiceFailure,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvoiceError';
  }
}

/** Whatever a provider threw, as the outbox reads it: an unknown error might have been sent. */
export function failureOf(error: unknown): InvoiceError {
  if (error instanceof InvoiceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new InvoiceError('uncertain', 'UNEXPECTED', message);
}

/**
 * The local recorder: nothing leaves the shop. Each document is "issued" under its key with no
 * number, and the accountant takes the day's requests from the console's CSV export.
 */
export const localRecorder: InvoiceProvider = {
  id: 'local',
  issue: (doc) => Promise.resolve(localIssued(doc.key, doc.seller)),
  status: () => Promise.resolve(null),
  replace: (_original, doc) => Promise.resolve(localIssued(doc.key, doc.seller)),
  adjust: (_original, doc) => Promise.resolve(localIssued(doc.key, doc.seller)),
  cancel: () => Promise.resolve(),
  pdf: () =>
    Promise.reject(new InvoiceError('permanent', 'NO_PDF', 'the local recorder keeps no PDF')),
};

function localIssued(key: string, seller: InvoiceSeller): IssuedInvoice {
  return {
    key,
    template: seller.templateCode,
    series: seller.series,
    invoiceNo: null,
    number: null,
    lookupCode: null,
    issuedAt: new Date(),
    taxAuthorityCode: null,
    pending: false,
  };
}
