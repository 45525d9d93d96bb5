// The local MoMo-compatible sandbox (DESIGN.md §18, /api/payments/sandbox/momo/…): MoMo's create
// API (`POST …/v2/gateway/api/create`, request signature checked) answering a payUrl, and the
// payUrl's page, labelled as a test. The payUrl carries the request itself, sealed with an HMAC of
// the secret key, so the sandbox keeps no state. Pay (or Cancel) signs MoMo's IPN body, delivers
// it to the production IPN code, then sends the browser to redirectUrl with the same fields as
// MoMo does. A second Pay is a second IPN, which the IPN applies once. No money moves.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/env';
import { momoSettings, type MomoSettings } from '../../services/payments/momo/momo';
import {
  CREATE_SIGNED_FIELDS,
  IPN_SIGNED_FIELDS,
  QUERY_SIGNED_FIELDS,
  signMomo,
  verifyMomo,
} from '../../services/payments/momo/signature';
import type { Store } from '../../db/store';
import { htmlResponse, notFound, providerApiDoor, readHostedForm, seeOther } from './http';
import { findSettled, recordSettled } from './settled';
import { renderHostedRefusal } from './page';
import { renderProviderPage } from './provider-page';

export interface MomoSandboxConfig extends Omit<MomoSettings, 'endpoint'> {
  /** Origin the buyer's browser reaches this site on (payUrl is built on it). */
  siteUrl: string;
}

/** The sandbox's settings when PAYMENT_SANDBOX=1, else null (its routes then answer 404). */
export function momoSandboxConfig(): MomoSandboxConfig | null {
  if (env.PAYMENT_SANDBOX !== '1') return null;
  const settings = momoSettings();
  return settings ? { ...settings, siteUrl: env.SITE_URL } : null;
}

const createSchema = z.object({
  partnerCode: z.string().max(50),
  requestId: z.string().min(1).max(50),
  amount: z.number().int(),
  orderId: z.string().regex(/^[0-9a-zA-Z_.:-]{1,50}$/),
  orderInfo: z.string().max(255),
  redirectUrl: z.string().url().max(2048),
  ipnUrl: z.string().url().max(2048),
  requestType: z.literal('captureWallet'),
  extraData: z.string().max(10_000),
  lang: z.enum(['vi', 'en']).optional(),
  orderExpireTime: z.number().int().min(1).max(100).optional(),
  signature: z.string(),
});

/** What the payUrl seals: the request as the page and the IPN need it. */
const sealedSchema = z.object({
  orderId: z.string(),
  requestId: z.string(),
  amount: z.number().int(),
  orderInfo: z.string(),
  redirectUrl: z.string().url(),
  extraData: z.string(),
  expiresAt: z.number().int(),
});
type Sealed = z.infer<typeof sealedSchema>;

function seal(config: MomoSandboxConfig, sealed: Sealed): string {
  const payload = Buffer.from(JSON.stringify(sealed)).toString('base64url');
  const mac = createHmac('sha256', config.secretKey).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

function unseal(config: MomoSandboxConfig, token: string | null): Sealed | null {
  const [payload = '', mac = ''] = (token ?? '').split('.');
  const expected = createHmac('sha256', config.secretKey).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  // Sealed by this sandbox's key: the payload is its own JSON.
  const parsed = sealedSchema.safeParse(
    JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
  );
  return parsed.success ? parsed.data : null;
}

/** MoMo's amount limits for captureWallet. */
const MIN_AMOUNT = 1_000;
const MAX_AMOUNT = 50_000_000;

/** `POST …/v2/gateway/api/create`: MoMo's answer to a create request. */
export function createMomoSandboxPayment(
  config: MomoSandboxConfig,
  body: unknown,
  now: Date = new Date(),
): Record<string, unknown> {
  const responseTime = now.getTime();
  const parsed = createSchema.safeParse(body);
  if (!parsed.success) {
    return { resultCode: 20, message: 'Yêu cầu sai định dạng.', responseTime };
  }
  const request = parsed.data;
  const refusal = (resultCode: number, message: string) => ({
    partnerCode: request.partnerCode,
    orderId: request.orderId,
    requestId: request.requestId,
    amount: request.amount,
    responseTime,
    resultCode,
    message,
  });
  const signed = verifyMomo(
    CREATE_SIGNED_FIELDS,
    { ...request, accessKey: config.accessKey },
    request.signature,
    config.secretKey,
  );
  if (request.partnerCode !== config.partnerCode || !signed) {
    return refusal(11, 'Truy cập bị từ chối.');
  }
  if (request.amount < MIN_AMOUNT || request.amount > MAX_AMOUNT) {
    return refusal(22, 'Số tiền giao dịch không hợp lệ.');
  }
  const minutes = request.orderExpireTime ?? 100;
  const token = seal(config, {
    orderId: request.orderId,
    requestId: request.requestId,
    amount: request.amount,
    orderInfo: request.orderInfo,
    redirectUrl: request.redirectUrl,
    extraData: request.extraData,
    expiresAt: responseTime + minutes * 60_000,
  });
  const payUrl = new URL('/api/payments/sandbox/momo/pay', config.siteUrl);
  payUrl.searchParams.set('t', token);
  return { ...refusal(0, 'Thành công.'), payUrl: payUrl.href };
}

/** MoMo's IPN body for the sealed request, signed: also the redirect's query. */
export function momoIpnBody(
  config: MomoSandboxConfig,
  sealed: Sealed,
  action: 'pay' | 'cancel',
  now: Date = new Date(),
): Record<string, string | number> {
  const paid = action === 'pay';
  const fields = {
    accessKey: config.accessKey,
    amount: sealed.amount,
    extraData: sealed.extraData,
    message: paid ? 'Thành công.' : 'Giao dịch bị từ chối bởi người dùng.',
    orderId: sealed.orderId,
    orderInfo: sealed.orderInfo,
    orderType: 'momo_wallet',
    partnerCode: config.partnerCode,
    payType: 'qr',
    requestId: sealed.requestId,
    responseTime: now.getTime(),
    resultCode: paid ? 0 : 1006,
    transId: randomInt(1_000_000_000, 10_000_000_000),
  };
  const { accessKey, ...body } = fields;
  void accessKey;
  return { ...body, signature: signMomo(IPN_SIGNED_FIELDS, fields, config.secretKey) };
}

type Opened = { ok: true; sealed: Sealed } | { ok: false; status: number; message: string };

/** The sealed request of a payUrl, when genuine and not expired. */
export function openMomoPayUrl(
  config: MomoSandboxConfig,
  url: URL,
  now: Date = new Date(),
): Opened {
  const sealed = unseal(config, url.searchParams.get('t'));
  if (!sealed) return { ok: false, status: 404, message: 'Không tìm thấy giao dịch' };
  if (sealed.expiresAt <= now.getTime()) {
    return { ok: false, status: 410, message: 'Giao dịch đã hết hạn' };
  }
  return { ok: true, sealed };
}

/** `GET /api/payments/sandbox/momo/pay?t=…`: the payment page. */
export function momoSandboxPage(config: MomoSandboxConfig | null, request: Request): Response {
  if (!config) return notFound();
  const opened = openMomoPayUrl(config, new URL(request.url));
  if (!opened.ok) return htmlResponse(renderHostedRefusal(opened.message), opened.status);
  return htmlResponse(
    renderProviderPage({
      provider: 'MoMo',
      amount: opened.sealed.amount,
      description: opened.sealed.orderInfo,
      reference: opened.sealed.orderId,
      closedReason: null,
    }),
  );
}

/** Delivers a signed IPN body to the production IPN code; answers its HTTP status. */
export type MomoIpnDelivery = (rawBody: string) => Promise<number>;

/** `POST` of the same URL: Pay or Cancel (remembered for the query), the IPN, then redirectUrl. */
export async function momoSandboxAction(
  store: Store,
  config: MomoSandboxConfig | null,
  request: Request,
  deliverIpn: MomoIpnDelivery,
): Promise<Response> {
  if (!config) return notFound();
  const read = await readHostedForm(request);
  if (read instanceof Response) return read;
  const opened = openMomoPayUrl(config, new URL(request.url));
  if (!opened.ok) return htmlResponse(renderHostedRefusal(opened.message), opened.status);
  const body = momoIpnBody(config, opened.sealed, read.action);
  await recordSettled(store, {
    provider: 'momo',
    order_ref: opened.sealed.orderId,
    outcome: read.action === 'pay' ? 'paid' : 'declined',
    amount: opened.sealed.amount,
    transaction_no: String(body.transId),
    paid_at: String(body.responseTime),
    request_created_at: null,
    order_info: opened.sealed.orderInfo,
  });
  const status = await deliverIpn(JSON.stringify(body));
  if (status !== 204) console.error(`[payments/sandbox] MoMo IPN answered ${status}`);
  const back = new URL(opened.sealed.redirectUrl);
  for (const [name, value] of Object.entries(body)) back.searchParams.set(name, String(value));
  return seeOther(back.href);
}

/** `POST …/v2/gateway/api/create` as a route: JSON in, MoMo's JSON answer out. */
export async function momoSandboxCreate(
  config: MomoSandboxConfig | null,
  request: Request,
): Promise<Response> {
  return providerApiDoor(config, request, 'MoMo create', (c, body) =>
    createMomoSandboxPayment(c, body),
  );
}

const queryRequestSchema = z.object({
  partnerCode: z.string().max(50),
  requestId: z.string().min(1).max(50),
  orderId: z.string().max(50),
  lang: z.enum(['vi', 'en']).optional(),
  signature: z.string(),
});

/**
 * MoMo's answer to a status query: 11 for a bad signature or partner, 42 for an orderId nobody
 * acted on, else the outcome the buyer chose on the page (0 paid, 1006 declined).
 */
export async function answerMomoQuery(
  store: Store,
  config: MomoSandboxConfig,
  body: unknown,
  now: Date = new Date(),
): Promise<Record<string, unknown>> {
  const responseTime = now.getTime();
  const parsed = queryRequestSchema.safeParse(body);
  if (!parsed.success) return { resultCode: 20, message: 'Yêu cầu sai định dạng.', responseTime };
  const request = parsed.data;
  const base = {
    partnerCode: request.partnerCode,
    orderId: request.orderId,
    requestId: request.requestId,
    responseTime,
  };
  const signed = verifyMomo(
    QUERY_SIGNED_FIELDS,
    { ...request, accessKey: config.accessKey },
    request.signature,
    config.secretKey,
  );
  if (request.partnerCode !== config.partnerCode || !signed) {
    return { ...base, resultCode: 11, message: 'Truy cập bị từ chối.' };
  }
  const settled = await findSettled(store, 'momo', request.orderId);
  if (!settled) return { ...base, resultCode: 42, message: 'Giao dịch không tồn tại.' };
  const paid = settled.outcome === 'paid';
  return {
    ...base,
    amount: settled.amount,
    transId: Number(settled.transaction_no),
    payType: 'qr',
    resultCode: paid ? 0 : 1006,
    message: paid ? 'Thành công.' : 'Giao dịch bị từ chối bởi người dùng.',
    lastUpdated: Number(settled.paid_at),
    refundTrans: [],
  };
}

/** `POST …/v2/gateway/api/query` as a route. */
export async function momoSandboxQuery(
  store: Store,
  config: MomoSandboxConfig | null,
  request: Request,
): Promise<Response> {
  return providerApiDoor(config, request, 'MoMo query', (c, body) =>
    answerMomoQuery(store, c, body),
  );
}
