// Sandbox: Viettel S-Invoice's `POST …/InvoiceWS/createInvoice/{supplierTaxCode}`. 404 unless
// INVOICE_SANDBOX=1.
import { getStore } from '@/server/db';
import { invoiceSandboxConfig } from '@/server/sandboxes/invoices/config';
import { invoiceSandboxCreate } from '@/server/sandboxes/invoices/http';

export async function POST(
  request: Request,
  { params }: { params: Promise<{ taxCode: string }> },
): Promise<Response> {
  const { taxCode } = await params;
  return invoiceSandboxCreate(await getStore(), invoiceSandboxConfig(), request, taxCode);
}
