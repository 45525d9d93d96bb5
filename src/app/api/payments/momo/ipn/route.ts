// POST /api/payments/momo/ipn: MoMo's payment notifications (README "Payments"). A thin door: read
// the body under its limit, hand it to the IPN service, answer 204 (taken) or 400.
import { getStore } from '@/server/db';
import { addSecurityHeaders } from '@/server/http/response';
import {
  PayloadTooLargeError,
  payloadTooLargeResponse,
  readBodyBytes,
} from '@/server/http/body-limit';
import { deliverSoon } from '@/server/services/mail/outbox';
import { momoSettings } from '@/server/services/payments/momo/momo';
import { handleMomoIpn } from '@/server/http/payment-notices';
import { MOMO_IPN_BODY_LIMIT_BYTES } from '@/server/services/payments/momo/notice';

export async function POST(request: Request): Promise<Response> {
  const headers = addSecurityHeaders(new Headers());
  headers.set('cache-control', 'no-store');
  const settings = momoSettings();
  if (!settings) return new Response(null, { status: 404, headers });
  let raw: string;
  try {
    raw = new TextDecoder().decode(await readBodyBytes(request, MOMO_IPN_BODY_LIMIT_BYTES));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return payloadTooLargeResponse();
    throw error;
  }
  const store = await getStore();
  const outcome = await handleMomoIpn(store, settings, raw);
  // The confirmation and e-ticket mails leave now, not at the next minute's sweep.
  if (outcome.result === 'paid' || outcome.result === 'cancelled') deliverSoon(store);
  return new Response(null, { status: outcome.status, headers });
}
