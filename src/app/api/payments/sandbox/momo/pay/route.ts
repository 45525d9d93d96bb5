// Sandbox: MoMo's payUrl page (GET) and its Pay / Cancel forms (POST). Pay delivers the signed IPN
// to the production IPN code in-process, then redirects like MoMo. 404 unless PAYMENT_SANDBOX=1.
import { getStore } from '@/server/db';
import { deliverSoon } from '@/server/services/mail/outbox';
import { handleMomoIpn } from '@/server/http/payment-notices';
import { momoSettings } from '@/server/services/payments/momo/momo';
import {
  momoSandboxAction,
  momoSandboxConfig,
  momoSandboxPage,
} from '@/server/sandboxes/payments/momo';

export function GET(request: Request): Response {
  return momoSandboxPage(momoSandboxConfig(), request);
}

export async function POST(request: Request): Promise<Response> {
  const store = await getStore();
  return momoSandboxAction(store, momoSandboxConfig(), request, async (body) => {
    const settings = momoSettings();
    if (!settings) return 404;
    const outcome = await handleMomoIpn(store, settings, body);
    if (outcome.result === 'paid' || outcome.result === 'cancelled') deliverSoon(store);
    return outcome.status;
  });
}
