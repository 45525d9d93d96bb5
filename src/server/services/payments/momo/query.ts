// MoMo's transaction status query (issue 41 reconciliation): `POST {endpoint}/v2/gateway/api/query`
// with `{ partnerCode, requestId, orderId, lang, signature }`, the signature HMAC-SHA256 over
// `accessKey&orderId&partnerCode&requestId` (signature.ts). The requestId is fresh per query.
// Docs: https://developers.momo.vn/v3/docs/payment/api/payment-api/query
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ProviderRecord } from '../method';
import { QUERY_SIGNED_FIELDS, signMomo } from './signature';
import type { MomoSettings } from './momo';

export const MOMO_QUERY_PATH = '/v2/gateway/api/query';

export function momoQueryUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}${MOMO_QUERY_PATH}`;
}

/** resultCode 42: MoMo holds no such orderId. */
const NOT_FOUND = 42;

const answerSchema = z.object({
  orderId: z.string(),
  resultCode: z.number().int(),
  amount: z.number().int().optional(),
  transId: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
});

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The signed query body for `orderId`; `requestId` is the test seam. */
export function momoQueryBody(
  settings: Omit<MomoSettings, 'endpoint'>,
  orderId: string,
  requestId: string = randomBytes(16).toString('hex'),
): Record<string, string> {
  const fields = {
    accessKey: settings.accessKey,
    orderId,
    partnerCode: settings.partnerCode,
    requestId,
  };
  return {
    partnerCode: settings.partnerCode,
    requestId,
    orderId,
    lang: 'vi',
    signature: signMomo(QUERY_SIGNED_FIELDS, fields, settings.secretKey),
  };
}

/**
 * Reads MoMo's record of one attempt. Throws when MoMo cannot be reached or answers about another
 * order, or refuses the query itself (a bad signature, 11): no difference is listed on a guess.
 */
export async function queryMomoAttempt(
  settings: MomoSettings,
  providerOrderCode: number,
  options: { fetch?: Fetch } = {},
): Promise<ProviderRecord> {
  const body = momoQueryBody(settings, String(providerOrderCode));
  const response = await (options.fetch ?? fetch)(momoQueryUrl(settings.endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = answerSchema.parse(await response.json());
  if (answer.resultCode === NOT_FOUND) return { state: 'not-found', amount: null, reference: null };
  if (answer.orderId !== body.orderId) {
    throw new Error(`MoMo answered about another order (${answer.orderId})`);
  }
  if (answer.resultCode === 11 || answer.resultCode === 20) {
    throw new Error(`MoMo refused the query for ${providerOrderCode}: ${answer.resultCode}`);
  }
  const reference = answer.transId !== undefined ? String(answer.transId) : null;
  const amount = answer.amount ?? null;
  if (answer.resultCode === 0) return { state: 'paid', amount, reference };
  // 1000, 7000, 7002, 9000 (still under way) and the failures alike: no money kept yet.
  return { state: 'unpaid', amount, reference };
}
