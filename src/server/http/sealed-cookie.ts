// Short-lived cookies that carry what a plain form (no JavaScript) needs on the next page: the
// fields typed so far, and the proof that this browser placed an order. Their values are sealed
// (AES-256-GCM under a key derived per purpose from the server's cookie secret), so nobody can
// read a buyer's contact from the cookie jar's raw value or forge one; they are HttpOnly, never in
// an address (no history, logs or Referer carry them), and expire within hours.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/env';
import { deviceSecret } from '../services/auth/device-cookies';

export type SealedPurpose = 'form-draft' | 'order-proof';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Browsers keep about 4 KB per cookie, name and attributes included. */
const MAX_VALUE_CHARS = 3600;

function keyFor(purpose: SealedPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', deviceSecret(), Buffer.alloc(0), `nm-${purpose}`, 32));
}

/** The sealed value of `payload`, valid until `maxAgeSeconds` from now; null when too large. */
export function seal(
  purpose: SealedPurpose,
  payload: unknown,
  maxAgeSeconds: number,
): string | null {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
  const plain = JSON.stringify({ exp: Date.now() + maxAgeSeconds * 1000, payload });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const value = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return value.length <= MAX_VALUE_CHARS ? value : null;
}

/** What `seal` sealed for this purpose, when authentic and not expired; else null. */
export function unseal(purpose: SealedPurpose, value: string | null | undefined): unknown {
  if (!value || value.length > MAX_VALUE_CHARS || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  let plain: string;
  try {
    plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch (error) {
    // Sealed under another secret or altered: treated as absent, and said.
    console.warn(`[cookies] a ${purpose} cookie did not open`, (error as Error).message);
    return null;
  }
  const opened = JSON.parse(plain) as { exp: number; payload: unknown };
  return opened.exp > Date.now() ? opened.payload : null;
}

/** A cookie's value in a Cookie request header, or null. */
export function cookieFrom(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** The Set-Cookie header for a sealed value (null: the cookie is removed). */
export function sealedSetCookie(name: string, value: string | null, maxAgeSeconds: number): string {
  return [
    `${name}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${value ? maxAgeSeconds : 0}`,
    'HttpOnly',
    // Lax: the return from a payment provider is a top-level navigation from its site.
    'SameSite=Lax',
    ...(env.SITE_URL.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');
}
