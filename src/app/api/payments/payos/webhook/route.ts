// POST /api/payments/payos/webhook: PayOS's payment notifications (README "Payments"). A thin
// door: read the body under its limit, hand it to the webhook service, answer its status.
import { getStore } from '@/server/db';
import { addSecurityHeaders } from '@/server/http/response';
import {
  PayloadTooLargeError,
  payloadTooLargeResponse,
  readBodyBytes,
} from '@/server/http/body-limit';
import { deliverSoon } from '@/server/services/mail/outbox';
import { payosSettings } from '@/server/services/payments/payos/config';
import { handlePayosWebhook } from '@/server/http/payment-notices';
import { WEBHOOK_BODY_LIMIT_BYTES } from '@/server/services/payments/payos/notice';

export async function POST(request: Request): Promise<Response> {
  const settings = payosSettings();
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'application/json' }));
  headers.set('cache-control', 'no-store');
  if (!settings) return new Response('{"success":false}', { status: 404, headers });
  let raw: string;
  try {
    raw = new TextDecoder().decode(await readBodyBytes(request, WEBHOOK_BODY_LIMIT_BYTES));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return payloadTooLargeResponse();
    throw error;
  }
  const store = await getStore();
  const outcome = await handlePayosWebhook(store, settings.checksumKey, raw);
  // The confirmation and e-ticket mails leave now, not at the next minute's sweep.
  if (outcome.result === 'paid') deliverSoon(store);
  return new Response(JSON.stringify({ success: outcome.status === 200 }), {
    status: outcome.status,
    headers,
  });
}
