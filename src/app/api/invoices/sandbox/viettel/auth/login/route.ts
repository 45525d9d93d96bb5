// Sandbox: Viettel S-Invoice's `POST /auth/login`. 404 unless INVOICE_SANDBOX=1.
import { getStore } from '@/server/db';
import { invoiceSandboxConfig } from '@/server/sandboxes/invoices/config';
import { invoiceSandboxLogin } from '@/server/sandboxes/invoices/http';

export async function POST(request: Request): Promise<Response> {
  return invoiceSandboxLogin(await getStore(), invoiceSandboxConfig(), request);
}
