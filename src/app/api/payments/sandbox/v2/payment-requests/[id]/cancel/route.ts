// Sandbox: PayOS's `POST /v2/payment-requests/{id}/cancel`. 404 unless PAYMENT_SANDBOX=1.
import { getStore } from '@/server/db';
import { sandboxConfig } from '@/server/sandboxes/payments/config';
import { sandboxCancel } from '@/server/sandboxes/payments/http';

export async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  return sandboxCancel(await getStore(), sandboxConfig(), request, id);
}
