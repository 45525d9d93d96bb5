// PayOS as this deployment configures it (env.ts): off, real PayOS, or the local sandbox. The
// only module that turns env into a PayOS client, so every caller gets the same base URL.
import 'server-only';
import { PayOS } from '@payos/node';
import { env } from '@/env';

export interface PayosSettings {
  clientId: string;
  apiKey: string;
  checksumKey: string;
  /** Undefined: the SDK's own (PayOS's API). */
  baseUrl?: string;
  sandbox: boolean;
}

/** PayOS credentials, or null when PayOS is not configured (and the sandbox is off). */
export function payosSettings(): PayosSettings | null {
  const { PAYOS_CLIENT_ID, PAYOS_API_KEY, PAYOS_CHECKSUM_KEY } = env;
  if (!PAYOS_CLIENT_ID || !PAYOS_API_KEY || !PAYOS_CHECKSUM_KEY) return null;
  return {
    clientId: PAYOS_CLIENT_ID,
    apiKey: PAYOS_API_KEY,
    checksumKey: PAYOS_CHECKSUM_KEY,
    baseUrl: env.PAYOS_BASE_URL,
    sandbox: env.PAYMENT_SANDBOX === '1',
  };
}

/** The one switch of the payment sandboxes (PAYMENT_SANDBOX=1): their routes answer 404 without it. */
export function isSandboxOn(): boolean {
  return env.PAYMENT_SANDBOX === '1';
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The SDK resolves its absolute endpoint paths (`/v2/payment-requests`) against the base URL, so
 * a base with a path (the sandbox's `/api/payments/sandbox`) would lose it: give the SDK the
 * origin and put the path back in front of every request it sends.
 */
export function baseUrlParts(baseUrl: string | undefined, fetchImpl: Fetch = fetch) {
  if (!baseUrl) return { baseURL: undefined, fetch: fetchImpl };
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  if (!prefix) return { baseURL: base.origin, fetch: fetchImpl };
  const prefixed: Fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    url.pathname = `${prefix}${url.pathname}`;
    return fetchImpl(url, init);
  };
  return { baseURL: base.origin, fetch: prefixed };
}

/** A client of the real SDK over `settings` (tests pass their own fetch). */
export function createPayosClient(settings: PayosSettings, fetchImpl?: Fetch): PayOS {
  const { baseURL, fetch: send } = baseUrlParts(settings.baseUrl, fetchImpl);
  return new PayOS({
    clientId: settings.clientId,
    apiKey: settings.apiKey,
    checksumKey: settings.checksumKey,
    baseURL,
    // A checkout waits on this call: fail in seconds rather than the SDK's minute, retry once.
    timeout: 15_000,
    maxRetries: 1,
    logLevel: 'warn',
    fetch: send,
  });
}

let client: PayOS | null = null;

/** The process's PayOS client, or null when PayOS is not configured. */
export function payosClient(): PayOS | null {
  const settings = payosSettings();
  if (!settings) return null;
  client ??= createPayosClient(settings);
  return client;
}
