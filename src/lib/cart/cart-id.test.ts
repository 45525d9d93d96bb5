/** @jest-environment jsdom */
import { CART_SESSION_STORAGE_KEY } from '@/config';
import { GUEST_CART_ID_PATTERN as SERVER_PATTERN } from '@/lib/validation/checkout';
import { createGuestCartId, ensureGuestCartId, readGuestCartId } from './cart-id';

describe('guest cart id', () => {
  beforeEach(() => localStorage.clear());

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
});
