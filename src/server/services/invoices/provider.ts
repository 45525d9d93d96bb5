// The invoice provider seam: orders only record a buyer's request (requests.ts);
// a sweep hands paid orders' requests to the provider configured here. A provider's API (an
// e-invoice service under Decree 123/2020) is added by implementing InvoiceProvider and naming it
// in invoiceProvider(), without touching orders.
export interface InvoiceRequest {
  orderCode: string;
  kind: 'company' | 'person';
  companyName: string | null;
  taxCode: string | null;
  address: string | null;
  citizenId: string | null;
  fullName: string | null;
  email: string;
  /** The order's total in đồng, VAT included, and its day (Asia/Ho_Chi_Minh). */
  totalAmount: number;
  requestDay: string;
}

export interface InvoiceProvider {
  /** Stored with each request it took ("local", or the provider's name). */
  readonly id: string;
  /** Issues (or queues) the invoice; answers the provider's reference for it. Throws to retry. */
  issue(request: InvoiceRequest): Promise<{ reference: string }>;
}

/**
 * The local recorder: nothing leaves the shop. The request is marked recorded under the order's
 * code, and the accountant takes the day's requests from the console's CSV export (export.ts).
 */
export const localRecorder: InvoiceProvider = {
  id: 'local',
  issue: (request) => Promise.resolve({ reference: request.orderCode }),
};

let configured: InvoiceProvider = localRecorder;

export function invoiceProvider(): InvoiceProvider {
  return configured;
}

/** Tests (and a future provider's set-up) replace the provider. */
export function setInvoiceProvider(provider: InvoiceProvider): void {
  configured = provider;
}
