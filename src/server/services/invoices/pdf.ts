// The invoice's PDF for this site's link (order.get → invoice.pdfUrl): fetched from the provider
// once it is issued, kept in the store after the first fetch (every instance then serves it
// without asking the provider again). The link's key is the document's own unguessable key.
import type { Store } from '../../db/store';
import { failureOf, type InvoiceProvider } from './provider';
import { invoiceProvider } from './registry';
import { invoiceSettings } from './settings';

export type InvoicePdf =
  | { kind: 'pdf'; bytes: Uint8Array; fileName: string }
  | { kind: 'not-found' }
  | { kind: 'not-ready' };

export async function invoicePdf(
  store: Store,
  accessKey: string,
  provider: InvoiceProvider = invoiceProvider(),
): Promise<InvoicePdf> {
  const row = await store.db
    .selectFrom('invoices')
    .select([
      'id',
      'idempotency_key',
      'invoice_no',
      'number',
      'series',
      'template_code',
      'issued_at',
      'pdf_data',
    ])
    .where('access_key', '=', accessKey)
    .executeTakeFirst();
  if (!row) return { kind: 'not-found' };
  // The paid mail links it at once; the number comes within minutes.
  if (!row.invoice_no || !row.template_code || !row.series) return { kind: 'not-ready' };
  const fileName = `hoa-don-${row.invoice_no.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
  if (row.pdf_data) return { kind: 'pdf', bytes: new Uint8Array(row.pdf_data), fileName };
  const settings = await invoiceSettings(store.db);
  if (!settings) return { kind: 'not-ready' };
  let bytes: Uint8Array;
  try {
    bytes = await provider.pdf(
      {
        key: row.idempotency_key,
        template: row.template_code,
        series: row.series,
        invoiceNo: row.invoice_no,
        number: row.number,
        lookupCode: null,
        issuedAt: row.issued_at ? new Date(row.issued_at) : null,
        taxAuthorityCode: null,
        pending: false,
      },
      settings.seller,
    );
  } catch (error) {
    console.error(`[invoices] PDF of ${row.invoice_no} not fetched`, failureOf(error).message);
    return { kind: 'not-ready' };
  }
  await store.db
    .updateTable('invoices')
    .set({ pdf_data: Buffer.from(bytes) })
    .where('id', '=', row.id)
    .execute();
  return { kind: 'pdf', bytes, fileName };
}
