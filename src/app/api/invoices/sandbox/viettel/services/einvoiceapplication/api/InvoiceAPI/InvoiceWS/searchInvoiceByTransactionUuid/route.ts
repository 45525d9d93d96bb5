// Sandbox: Viettel S-Invoice's `POST …/InvoiceAPI/InvoiceWS/searchInvoiceByTransactionUuid`. 404 unless INVOICE_SANDBOX=1.
import { getStore } from '@/server/db';
import { invoiceSandboxConfig } from '@/server/sandboxes/invoices/config';
import { invoiceSandboxSearch } from '@/server/sandboxes/invoices/http';

export async function POST(request: Request): Promise<Response> {
  return invoiceSandboxSearch(await getStore(), invoiceSandboxConfig(), request);
}
