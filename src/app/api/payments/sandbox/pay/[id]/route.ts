// Sandbox: the hosted payment page (GET) and its Pay / Cancel forms (POST). Pay delivers the
// signed webhook to the production webhook code in-process, then redirects like PayOS.
// 404 unless PAYMENT_SANDBOX=1.
import { getStore } from '@/server/db';
import { deliverSoon } from '@/server/services/mail/outbox';
import { sandboxConfig } from '@/server/sandboxes/payments/config';
import { handlePayosWebhook } from '@/server/http/payment-notices';
import { sandboxHostedAction, sandboxHostedPage } from '@/server/sandboxes/payments/http';

type Params = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { id } = await params;
  return sandboxHostedPage(await getStore(), sandboxConfig(), id);
}

export async function POST(request: Request, { params }: Params): Promise<Response> {
  const { id } = await params;
  const store = await getStore();
  const config = sandboxConfig();
  return sandboxHostedAction(store, config, request, id, async (body) => {
    if (!config) return 404;
    const outcome = await handlePayosWebhook(store, config.checksumKey, body);
    if (outcome.result === 'paid') deliverSoon(store);
    return outcome.status;
  });
}
