// Sandbox: MoMo's `POST /v2/gateway/api/create` (captureWallet). 404 unless PAYMENT_SANDBOX=1.
import { momoSandboxConfig, momoSandboxCreate } from '@/server/sandboxes/payments/momo';

export function POST(request: Request): Promise<Response> {
  return momoSandboxCreate(momoSandboxConfig(), request);
}
