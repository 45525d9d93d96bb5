// Sandbox: Viettel S-Invoice's `POST …/InvoiceAPI/InvoiceUtilsWS/getInvoiceRepresentationFile`. 404 unless INVOICE_SANDBOX=1.
import { getStore } from '@/server/db';
import { invoiceSandboxConfig } from '@/server/sandboxes/invoices/config';
import { invoiceSandboxFile } from '@/server/sandboxes/invoices/http';

export async function POST(request: Request): Promise<Response> {
  return invoiceSandboxFile(await getStore(), invoiceSandboxConfig(), request);
}
