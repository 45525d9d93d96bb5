// The guest cart id (spec §3, DESIGN §12): `guest_<base-36 time>_<128-bit random>`, kept in
// localStorage under cart_session_id. The server checks the same format.
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

/** The stored id, or a new one stored now (spec §4: "if no stored id exists, a new guest id…"). */
export function ensureGuestCartId(storage: Storage): { cartId: string; created: boolean } {
  const existing = readGuestCartId(storage);
  if (existing) return { cartId: existing, created: false };
  const cartId = createGuestCartId();
  storage.setItem(CART_SESSION_STORAGE_KEY, cartId);
  return { cartId, created: true };
}
