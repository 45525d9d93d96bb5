// Sandbox: MoMo's `POST /v2/gateway/api/query` (a transaction's status, as the day's
// reconciliation asks it). 404 unless PAYMENT_SANDBOX=1.
import { getStore } from '@/server/db';
import { momoSandboxConfig, momoSandboxQuery } from '@/server/sandboxes/payments/momo';

export async function POST(request: Request): Promise<Response> {
  return momoSandboxQuery(await getStore(), momoSandboxConfig(), request);
}
