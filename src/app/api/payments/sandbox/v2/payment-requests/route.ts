// Sandbox: PayOS's `POST /v2/payment-requests` (create). 404 unless PAYMENT_SANDBOX=1.
import { getStore } from '@/server/db';
import { sandboxConfig } from '@/server/sandboxes/payments/config';
import { sandboxCreate } from '@/server/sandboxes/payments/http';

export async function POST(request: Request): Promise<Response> {
  return sandboxCreate(await getStore(), sandboxConfig(), request);
}
