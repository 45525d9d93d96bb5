// MoMo all-in-one v2 signatures (DESIGN.md §18): HMAC-SHA256 with the partner's secret key, hex,
// over `name=value` pairs joined by `&` in the fixed order MoMo documents for each message (its
// names in alphabetical order), values as sent, not encoded. Docs:
// https://developers.momo.vn/v3/docs/payment/api/wallet/onetime (create, IPN), …/other/signature
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a captureWallet create request that its signature covers, in MoMo's order. */
export const CREATE_SIGNED_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;

/** The fields of a status query that its signature covers. */
export const QUERY_SIGNED_FIELDS = ['accessKey', 'orderId', 'partnerCode', 'requestId'] as const;

/** The fields of an IPN (and of the redirect's query) that its signature covers. */
export const IPN_SIGNED_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

type Fields<N extends readonly string[]> = Record<N[number], string | number>;

export function momoSigningString<N extends readonly string[]>(
  names: N,
  fields: Fields<N>,
): string {
  return names.map((name) => `${name}=${fields[name as N[number]]}`).join('&');
}

export function signMomo<N extends readonly string[]>(
  names: N,
  fields: Fields<N>,
  secretKey: string,
): string {
  return createHmac('sha256', secretKey)
    .update(momoSigningString(names, fields), 'utf8')
    .digest('hex');
}

/** Whether `signature` is MoMo's signature of `fields` under `secretKey` (timing-safe). */
export function verifyMomo<N extends readonly string[]>(
  names: N,
  fields: Fields<N>,
  signature: unknown,
  secretKey: string,
): boolean {
  if (!secretKey || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) {
    return false;
  }
  const expected = Buffer.from(signMomo(names, fields, secretKey), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
