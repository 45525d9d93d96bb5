/** @jest-environment jsdom */
import { CART_SESSION_STORAGE_KEY } from '@/config';
import { GUEST_CART_ID_PATTERN as SERVER_PATTERN } from '@/lib/validation/checkout';
import {
  cartIdFromCookies,
  createGuestCartId,
  ensureGuestCartId,
  readGuestCartId,
  type CookieJar,
} from './cart-id';

function jar(initial = ''): CookieJar & { written: string[] } {
  const written: string[] = [];
  return { written, read: () => initial, write: (cookie) => void written.push(cookie) };
}

describe('guest cart id', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'cart_session_id=; Max-Age=0; Path=/';
  });

  it('is guest_ + base-36 time + 128 random bits, in the format the server accepts', () => {
    const id = createGuestCartId(Date.UTC(2026, 0, 1), (bytes) => bytes.fill(0xab));
    expect(id).toBe(`guest_${Date.UTC(2026, 0, 1).toString(36)}_${'ab'.repeat(16)}`);
    expect(SERVER_PATTERN.test(id)).toBe(true);
    expect(SERVER_PATTERN.test(createGuestCartId())).toBe(true);
  });

  it('two ids differ in their random part', () => {
    expect(createGuestCartId(1)).not.toBe(createGuestCartId(1));
  });

  it('is created and stored once, then read back', () => {
    const first = ensureGuestCartId(localStorage);
    expect(first.created).toBe(true);
    expect(localStorage.getItem(CART_SESSION_STORAGE_KEY)).toBe(first.cartId);
    expect(ensureGuestCartId(localStorage)).toEqual({ cartId: first.cartId, created: false });
  });

  it('replaces a stored value that is not a guest id', () => {
    localStorage.setItem(CART_SESSION_STORAGE_KEY, 'user:42');
    expect(readGuestCartId(localStorage)).toBeNull();
    const { cartId, created } = ensureGuestCartId(localStorage);
    expect(created).toBe(true);
    expect(cartId).toMatch(/^guest_/);
  });

  it('keeps the id in a cookie too, for the forms of a visit without JavaScript', () => {
    const cookies = jar();
    const { cartId } = ensureGuestCartId(localStorage, cookies);
    expect(cookies.written).toEqual([
      `cart_session_id=${cartId}; Path=/; Max-Age=31536000; SameSite=Lax`,
    ]);
    expect(cartIdFromCookies(`a=1; cart_session_id=${cartId}; b=2`)).toBe(cartId);
    expect(cartIdFromCookies('cart_session_id=guest_x')).toBeNull();
  });

  it('takes over the cart a visit without JavaScript started', () => {
    const started = createGuestCartId();
    const cookies = jar(`cart_session_id=${started}`);
    expect(ensureGuestCartId(localStorage, cookies)).toEqual({ cartId: started, created: false });
    expect(localStorage.getItem(CART_SESSION_STORAGE_KEY)).toBe(started);
    expect(cookies.written).toEqual([]);
  });
});
