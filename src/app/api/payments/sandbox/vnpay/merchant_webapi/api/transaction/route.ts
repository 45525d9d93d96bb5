// Sandbox: VNPay's merchant API `POST /merchant_webapi/api/transaction` (querydr, as the day's
// reconciliation asks it). 404 unless PAYMENT_SANDBOX=1.
import { getStore } from '@/server/db';
import { vnpaySandboxConfig, vnpaySandboxQuery } from '@/server/sandboxes/payments/vnpay';

export async function POST(request: Request): Promise<Response> {
  return vnpaySandboxQuery(await getStore(), vnpaySandboxConfig(), request);
}
