// What every page knows about the cart without asking the server: its line count (for the
// header badge) and whether the guest cart holds anything (to merge it once on login). Kept in
// localStorage so other tabs follow through the `storage` event.
/** Also read before the first paint by the cart and checkout pages (cart-room.ts). */
export const CART_COUNT_KEY = 'cart_line_count';
const GUEST_LINES_KEY = 'cart_guest_has_lines';
const CHANGE_EVENT = 'cart-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('[cart] localStorage unavailable', error);
    return null;
  }
}

export function cartLineCount(): number {
  const value = Number(storage()?.getItem(CART_COUNT_KEY) ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function setCartLineCount(count: number, guest: boolean): void {
  const store = storage();
  if (!store) return;
  store.setItem(CART_COUNT_KEY, String(Math.max(0, Math.trunc(count))));
  if (guest) {
    if (count > 0) store.setItem(GUEST_LINES_KEY, '1');
    else store.removeItem(GUEST_LINES_KEY);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function guestCartHasLines(): boolean {
  return storage()?.getItem(GUEST_LINES_KEY) === '1';
}

export function forgetGuestLines(): void {
  storage()?.removeItem(GUEST_LINES_KEY);
}

export function subscribeCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_COUNT_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
