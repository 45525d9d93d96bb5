// Sandbox: PayOS's `GET /v2/payment-requests/{id}` (id or orderCode). 404 unless PAYMENT_SANDBOX=1.
import { getStore } from '@/server/db';
import { sandboxConfig } from '@/server/sandboxes/payments/config';
import { sandboxGet } from '@/server/sandboxes/payments/http';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  return sandboxGet(await getStore(), sandboxConfig(), request, id);
}
