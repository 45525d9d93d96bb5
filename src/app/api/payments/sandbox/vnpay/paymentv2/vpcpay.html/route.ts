// Sandbox: VNPay's payment page (GET) and its Pay / Cancel forms (POST). Pay delivers the signed
// IPN to the production IPN code in-process, then redirects like VNPay. 404 unless PAYMENT_SANDBOX=1.
import { getStore } from '@/server/db';
import { deliverSoon } from '@/server/services/mail/outbox';
import { handleVnpayIpn } from '@/server/http/payment-notices';
import {
  vnpaySandboxAction,
  vnpaySandboxConfig,
  vnpaySandboxPage,
} from '@/server/sandboxes/payments/vnpay';
import { vnpaySettings } from '@/server/services/payments/vnpay/vnpay';

export function GET(request: Request): Response {
  return vnpaySandboxPage(vnpaySandboxConfig(), request);
}

export async function POST(request: Request): Promise<Response> {
  const store = await getStore();
  return vnpaySandboxAction(store, vnpaySandboxConfig(), request, async (query) => {
    const settings = vnpaySettings();
    if (!settings) return '99';
    const { answer, result } = await handleVnpayIpn(store, settings, query);
    if (result === 'paid' || result === 'cancelled') deliverSoon(store);
    return answer.RspCode;
  });
}
