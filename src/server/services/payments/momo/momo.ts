// MoMo all-in-one v2, captureWallet (DESIGN.md §18, method id `momo`): the server asks MoMo's
// create API for a payUrl (request signed, momo-signature.ts) and the browser goes there. Each
// attempt has a fresh numeric orderId (stored as the payment's provider order code); its requestId
// is MoMo's idempotency key, the same on a retried create, so a lost answer cannot open a second
// payment. MoMo tells the shop through the IPN (./notice.ts); the redirect URL only
// shows the order's state. Like VNPay, MoMo has no call that closes an unpaid payUrl: money that
// arrives after a cancel is recorded by the paid path (reinstated, or a refund due).
import { z } from 'zod';
import { env } from '@/env';
import type { OrderForPayment, PaymentMethod, PaymentStart } from '../method';
import { CREATE_SIGNED_FIELDS, signMomo } from './signature';
import { checkoutReturnUrls, newProviderOrderCode } from '../payos/payos';
import { queryMomoAttempt } from './query';

/** The payUrl is valid this long (orderExpireTime); the order expires with it. */
export const MOMO_TTL_MS = 15 * 60_000;

export interface MomoSettings {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** MoMo's API origin; `/v2/gateway/api/create` is appended. */
  endpoint: string;
}

export const MOMO_PRODUCTION_ENDPOINT = 'https://payment.momo.vn';

/** MoMo as this deployment configures it, or null when it is not. */
export function momoSettings(): MomoSettings | null {
  if (!env.MOMO_PARTNER_CODE || !env.MOMO_ACCESS_KEY || !env.MOMO_SECRET_KEY) return null;
  return {
    partnerCode: env.MOMO_PARTNER_CODE,
    accessKey: env.MOMO_ACCESS_KEY,
    secretKey: env.MOMO_SECRET_KEY,
    endpoint: env.MOMO_ENDPOINT ?? MOMO_PRODUCTION_ENDPOINT,
  };
}

export const MOMO_CREATE_PATH = '/v2/gateway/api/create';
export const MOMO_IPN_PATH = '/api/payments/momo/ipn';

export function momoCreateUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}${MOMO_CREATE_PATH}`;
}

const answerSchema = z.object({
  orderId: z.string(),
  requestId: z.string(),
  amount: z.number(),
  resultCode: z.number().int(),
  message: z.string().optional(),
  payUrl: z.string().url().optional(),
});

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Posts the create request; a network failure is retried once with the same requestId. */
async function postCreate(url: string, body: string, send: Fetch): Promise<unknown> {
  const attempt = async () => {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    return (await response.json()) as unknown;
  };
  try {
    return await attempt();
  } catch (error) {
    console.warn('[payments] MoMo create failed once; retrying with the same requestId', error);
    return attempt();
  }
}

/** Creates the payment at MoMo; `send` and `now` are the test seams. */
export async function startMomoPayment(
  settings: MomoSettings,
  order: OrderForPayment,
  options: { siteUrl: string; now?: Date; fetch?: Fetch },
): Promise<PaymentStart> {
  if (order.currency !== 'VND') throw new Error(`MoMo takes VND only, not ${order.currency}`);
  const now = options.now ?? new Date();
  const deadline = Math.min(
    now.getTime() + MOMO_TTL_MS,
    order.expiresAt ? Date.parse(order.expiresAt) : Infinity,
  );
  const minutes = Math.max(1, Math.floor((deadline - now.getTime()) / 60_000));
  const orderCode = newProviderOrderCode(now.getTime());
  const fields = {
    accessKey: settings.accessKey,
    amount: order.totalAmount,
    extraData: '',
    ipnUrl: new URL(MOMO_IPN_PATH, options.siteUrl).href,
    orderId: String(orderCode),
    orderInfo: `Thanh toan don hang ${order.orderCode}`,
    partnerCode: settings.partnerCode,
    redirectUrl: checkoutReturnUrls(options.siteUrl, order).returnUrl,
    requestId: String(orderCode),
    requestType: 'captureWallet',
  };
  const { accessKey, ...sent } = fields;
  void accessKey;
  const body = JSON.stringify({
    ...sent,
    lang: order.locale === 'en' ? 'en' : 'vi',
    orderExpireTime: minutes,
    signature: signMomo(CREATE_SIGNED_FIELDS, fields, settings.secretKey),
  });
  const answer = answerSchema.parse(
    await postCreate(momoCreateUrl(settings.endpoint), body, options.fetch ?? fetch),
  );
  if (answer.resultCode !== 0 || !answer.payUrl) {
    throw new Error(`MoMo refused the payment: ${answer.resultCode} ${answer.message ?? ''}`);
  }
  if (answer.orderId !== fields.orderId || answer.amount !== order.totalAmount) {
    throw new Error(`MoMo answered another payment (${answer.orderId})`);
  }
  return {
    status: 'pending',
    checkoutUrl: answer.payUrl,
    providerOrderCode: orderCode,
    expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
  };
}

export const momoMethod: PaymentMethod = {
  id: 'momo',
  kinds: ['goods', 'tickets'],
  ttlMs: MOMO_TTL_MS,
  isAvailable: () => Promise.resolve(momoSettings() !== null),
  start(store, order) {
    void store;
    const settings = momoSettings();
    if (!settings) return Promise.reject(new Error('MoMo is not configured'));
    return startMomoPayment(settings, order, { siteUrl: env.SITE_URL });
  },
  queryAttempt(attempt) {
    const settings = momoSettings();
    if (!settings) return Promise.reject(new Error('MoMo is not configured'));
    return queryMomoAttempt(settings, attempt.providerOrderCode);
  },
};
