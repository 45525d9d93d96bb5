// VNPay 2.1.0 signatures (DESIGN.md §18): HMAC-SHA512 with the merchant's hash secret, hex, over
// the `vnp_*` parameters sorted by name, each name and value URL-encoded as a form (spaces as `+`,
// the encoding PHP's urlencode and VNPay's own samples use), joined `name=value` by `&`. Empty
// values and the hash fields themselves are left out. Docs:
// https://sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/pay.html
import { VIETNAM_OFFSET_MS } from '@/lib/calendar';
import { createHmac, timingSafeEqual } from 'node:crypto';

export type VnpayParams = Record<string, string>;

const HASH_FIELDS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

/** A form encoding of one value: URLSearchParams writes spaces as `+` and escapes `!'()*`. */
function formEncode(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1);
}

/** The signed `vnp_*` fields of `params`, sorted by name (code-unit order, as PHP's ksort). */
function signedEntries(params: VnpayParams): [string, string][] {
  return Object.entries(params)
    .filter(([name, value]) => name.startsWith('vnp_') && !HASH_FIELDS.has(name) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The string VNPay signs; it is also the query string of a payment URL, less the hash. */
export function vnpaySigningString(params: VnpayParams): string {
  return signedEntries(params)
    .map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`)
    .join('&');
}

export function signVnpay(params: VnpayParams, hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(vnpaySigningString(params), 'utf8').digest('hex');
}

/** Whether `params.vnp_SecureHash` is VNPay's signature of `params` (timing-safe). */
export function verifyVnpay(params: VnpayParams, hashSecret: string): boolean {
  const given = params.vnp_SecureHash;
  if (!hashSecret || typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return false;
  const expected = Buffer.from(signVnpay(params, hashSecret), 'hex');
  const actual = Buffer.from(given.toLowerCase(), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** `params` signed, as the query string of a payment URL or a notification. */
export function signedVnpayQuery(params: VnpayParams, hashSecret: string): string {
  return `${vnpaySigningString(params)}&vnp_SecureHash=${signVnpay(params, hashSecret)}`;
}

/** The `vnp_*` parameters of a query string (repeated names: the first; others ignored). */
export function vnpayParamsOf(query: URLSearchParams): VnpayParams {
  const params: VnpayParams = {};
  for (const [name, value] of query) {
    if (name.startsWith('vnp_') && !(name in params)) params[name] = value;
  }
  return params;
}

/** VNPay's wall-clock timestamps: yyyyMMddHHmmss in Asia/Ho_Chi_Minh (GMT+7, no DST). */
export function vnpayTime(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The instant a VNPay timestamp names, or null when it is not one. */
export function parseVnpayTime(text: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = match.slice(1).map(Number);
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - VIETNAM_OFFSET_MS;
  return Number.isNaN(ms) ? null : new Date(ms);
}
