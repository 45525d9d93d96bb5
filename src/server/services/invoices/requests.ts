// An order's e-invoice request: written in the order's transaction (so an order and its request
// are never one without the other), and read back for order.get and the console together with
// the invoice issued for the order (outbox.ts sends it once the order is paid).
import { vietnamDate } from '@/lib/calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isCompanyInvoice, type InvoiceInput } from '@/lib/validation/invoice';

/** The buyer's request as given at checkout; a consumer asked for none. */
export type InvoiceRequestView =
  | { kind: 'company'; companyName: string; taxCode: string; address: string; email: string }
  | { kind: 'person'; citizenId: string; fullName: string; email: string }
  | { kind: 'consumer' };

/** DESIGN.md §20 `order.get` → `invoice`: where the order's invoice stands. */
export type InvoiceViewStatus = 'requested' | 'issued' | 'failed' | 'adjusted' | 'cancelled';

/** What order.get and the console show: the request with the invoice issued for it. */
export type InvoiceView = InvoiceRequestView & {
  status: InvoiceViewStatus;
  /** The invoice's number in its series, its series, and the provider's lookup code. */
  number: string | null;
  series: string | null;
  lookupCode: string | null;
  /** This site's link to the invoice's PDF, once it is issued. */
  pdfUrl: string | null;
  /** The provider's full invoice number (series + number). */
  reference: string | null;
};

/** Inside the order's transaction, after its row. */
export async function recordInvoiceRequest(
  trx: Kysely<Database>,
  orderId: string,
  invoice: InvoiceInput,
  now: Date,
): Promise<void> {
  const company = isCompanyInvoice(invoice);
  await trx
    .insertInto('order_invoices')
    .values({
      order_id: orderId,
      kind: company ? 'company' : 'person',
      company_name: company ? invoice.companyName : null,
      tax_code: company ? invoice.taxCode : null,
      address: company ? invoice.address : null,
      citizen_id: company ? null : invoice.citizenId,
      full_name: company ? null : invoice.fullName,
      email: invoice.email,
      request_day: vietnamDate(now),
      requested_at: now.toISOString(),
      status: 'requested',
      provider: null,
      provider_ref: null,
      claimed_at: null,
      issued_at: null,
    })
    .execute();
}

const INVOICE_COLUMNS = [
  'kind',
  'company_name',
  'tax_code',
  'address',
  'citizen_id',
  'full_name',
  'email',
] as const;

/** The PDF's path on this site (api/invoices/[accessKey]/invoice.pdf). */
export function invoicePdfPath(accessKey: string): string {
  return `/api/invoices/${accessKey}/invoice.pdf`;
}

function viewStatus(status: string): InvoiceViewStatus {
  if (status === 'issued' || status === 'failed' || status === 'adjusted') return status;
  if (status === 'cancelled') return status;
  return 'requested';
}

/**
 * The order's invoice: the buyer's request (if any) and the original document sent for it (if
 * the order was paid); null when there is neither.
 */
export async function loadInvoiceView(
  db: Kysely<Database>,
  orderId: string,
): Promise<InvoiceView | null> {
  const [row, document] = await Promise.all([
    db
      .selectFrom('order_invoices')
      .select(INVOICE_COLUMNS)
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
    db
      .selectFrom('invoices')
      .select(['status', 'number', 'series', 'invoice_no', 'lookup_code', 'access_key'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'original')
      .executeTakeFirst(),
  ]);
  if (!row && !document) return null;
  const issued = Boolean(document?.invoice_no);
  const facts = {
    status: document ? viewStatus(document.status) : ('requested' as const),
    number: document?.number ?? null,
    series: document?.series ?? null,
    lookupCode: document?.lookup_code ?? null,
    pdfUrl: document && issued ? invoicePdfPath(document.access_key) : null,
    reference: document?.invoice_no ?? null,
  };
  if (!row) return { kind: 'consumer', ...facts };
  return row.kind === 'company'
    ? {
        kind: 'company',
        companyName: row.company_name ?? '',
        taxCode: row.tax_code ?? '',
        address: row.address ?? '',
        email: row.email,
        ...facts,
      }
    : {
        kind: 'person',
        citizenId: row.citizen_id ?? '',
        fullName: row.full_name ?? '',
        email: row.email,
        ...facts,
      };
}

/** The PDF link of the order's invoice for its mails (ready once issued), or null when none. */
export async function orderInvoicePath(
  db: Kysely<Database>,
  orderId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('invoices')
    .select('access_key')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'original')
    .executeTakeFirst();
  return row ? invoicePdfPath(row.access_key) : null;
}
