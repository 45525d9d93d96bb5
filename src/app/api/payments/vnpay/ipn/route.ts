// GET /api/payments/vnpay/ipn: VNPay's payment notifications (README "Payments"). A thin door:
// hand the query to the IPN service and answer VNPay's { RspCode, Message } as JSON.
import { getStore } from '@/server/db';
import { addSecurityHeaders } from '@/server/http/response';
import { deliverSoon } from '@/server/services/mail/outbox';
import { vnpaySettings } from '@/server/services/payments/vnpay/vnpay';
import { handleVnpayIpn } from '@/server/http/payment-notices';
import { VNPAY_ANSWERS } from '@/server/services/payments/vnpay/notice';

export async function GET(request: Request): Promise<Response> {
  const headers = addSecurityHeaders(new Headers({ 'content-type': 'application/json' }));
  headers.set('cache-control', 'no-store');
  const settings = vnpaySettings();
  if (!settings) return new Response(JSON.stringify(VNPAY_ANSWERS.other), { status: 404, headers });
  const store = await getStore();
  const { answer, result } = await handleVnpayIpn(
    store,
    settings,
    new URL(request.url).searchParams,
  );
  // The confirmation and e-ticket mails leave now, not at the next minute's sweep.
  if (result === 'paid' || result === 'cancelled') deliverSoon(store);
  return new Response(JSON.stringify(answer), { status: 200, headers });
}
