// The guest cart id (spec §3, DESIGN §12): `guest_<base-36 time>_<128-bit random>`, kept in
// localStorage under cart_session_id, and in a cookie of the same name, which the plain forms of
// a visit without JavaScript read on the server. The server checks the same format.
import { CART_SESSION_STORAGE_KEY } from '@/config';

// The same pattern as src/lib/validation/checkout.ts (not imported: it would bring zod along).
export const GUEST_CART_ID_PATTERN = /^guest_[0-9a-z]{6,12}_[A-Za-z0-9_-]{22,64}$/;

type RandomFill = (bytes: Uint8Array) => Uint8Array;

export function createGuestCartId(
  now: number = Date.now(),
  fill: RandomFill = (bytes) => crypto.getRandomValues(bytes),
): string {
  const random = Array.from(fill(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0'));
  return `guest_${now.toString(36)}_${random.join('')}`;
}

export function readGuestCartId(storage: Storage): string | null {
  const stored = storage.getItem(CART_SESSION_STORAGE_KEY);
  return stored && GUEST_CART_ID_PATTERN.test(stored) ? stored : null;
}

/** The browser's cookies, or none outside a browser. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

const documentJar = (): CookieJar | null =>
  typeof document === 'undefined'
    ? null
    : {
        read: () => document.cookie,
        write: (cookie) => {
          document.cookie = cookie;
        },
      };

/** The guest id in a `Cookie` header's value, when it has the right format. */
export function cartIdFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === CART_SESSION_STORAGE_KEY && value && GUEST_CART_ID_PATTERN.test(value)) {
      return value;
    }
  }
  return null;
}

/** The cookie that keeps `cartId` for a year (`Secure` on https). */
export function cartIdCookie(cartId: string, secure: boolean): string {
  return `${CART_SESSION_STORAGE_KEY}=${cartId}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The stored id, or the one a visit without JavaScript started (its cookie), or a new one stored
 * now (spec §4: "if no stored id exists, a new guest id…"); the cookie follows the stored id.
 */
export function ensureGuestCartId(
  storage: Storage,
  jar: CookieJar | null = documentJar(),
): { cartId: string; created: boolean } {
  const inCookie = jar ? cartIdFromCookies(jar.read()) : null;
  let cartId = readGuestCartId(storage) ?? inCookie;
  const created = cartId === null;
  cartId ??= createGuestCartId();
  if (storage.getItem(CART_SESSION_STORAGE_KEY) !== cartId) {
    storage.setItem(CART_SESSION_STORAGE_KEY, cartId);
  }
  if (jar && inCookie !== cartId) {
    jar.write(cartIdCookie(cartId, globalThis.location?.protocol === 'https:'));
  }
  return { cartId, created };
}
