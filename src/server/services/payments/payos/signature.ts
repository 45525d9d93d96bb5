// payOS signatures (DESIGN.md §14): HMAC-SHA256 with the checksum key, hex. Two shapes:
// - a payment request signs `amount=…&cancelUrl=…&description=…&orderCode=…&returnUrl=…`;
// - webhook `data` (and API response `data`) signs its keys sorted, `key=value` joined by `&`,
//   null as empty, arrays and objects as JSON with their objects' keys sorted.
// Docs: https://payos.vn/docs/tich-hop-webhook/kiem-tra-du-lieu-voi-signature/
// The SDK compares with `!==`; every comparison we make is timing-safe.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentRequestFields {
  amount: number;
  cancelUrl: string;
  description: string;
  orderCode: number;
  returnUrl: string;
}

function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

/** The string payOS signs for a payment request (fixed field order, values as given). */
export function paymentRequestSigningString(fields: PaymentRequestFields): string {
  return (
    `amount=${fields.amount}&cancelUrl=${fields.cancelUrl}&description=${fields.description}` +
    `&orderCode=${fields.orderCode}&returnUrl=${fields.returnUrl}`
  );
}

export function signPaymentRequest(fields: PaymentRequestFields, checksumKey: string): string {
  return hmacHex(checksumKey, paymentRequestSigningString(fields));
}

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (typeof value === 'object' && value !== null) {
    const source = value as Record<string, unknown>;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(source).sort()) sorted[key] = sortKeysDeep(source[key]);
    return sorted;
  }
  return value;
}

function fieldText(value: unknown): string {
  // payOS and its SDK write null, and the strings "null"/"undefined", as nothing.
  if (value === null || value === undefined || value === 'null' || value === 'undefined') return '';
  if (typeof value === 'object') return JSON.stringify(sortKeysDeep(value));
  return String(value);
}

/** The string payOS signs for a data object: keys sorted, undefined keys left out. */
export function dataSigningString(data: Record<string, unknown>): string {
  return Object.keys(data)
    .filter((key) => data[key] !== undefined)
    .sort()
    .map((key) => `${key}=${fieldText(data[key])}`)
    .join('&');
}

export function signData(data: Record<string, unknown>, checksumKey: string): string {
  return hmacHex(checksumKey, dataSigningString(data));
}

/** Timing-safe comparison of two hex signatures; false for anything not 64 hex characters. */
export function signaturesMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expected.toLowerCase(), 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `signature` is payOS's signature of `data` under `checksumKey`. */
export function verifyDataSignature(
  data: Record<string, unknown>,
  signature: unknown,
  checksumKey: string,
): boolean {
  if (!checksumKey) return false;
  return signaturesMatch(signData(data, checksumKey), signature);
}

/** Whether `signature` is the payment request signature of `fields` under `checksumKey`. */
export function verifyPaymentRequestSignature(
  fields: PaymentRequestFields,
  signature: unknown,
  checksumKey: string,
): boolean {
  if (!checksumKey) return false;
  return signaturesMatch(signPaymentRequest(fields, checksumKey), signature);
}
