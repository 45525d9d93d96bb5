// Whether this browser holds a cart, read before the first paint by the cart and checkout pages
// (ClientArea's reserveIf): its line count, or before it was ever counted, the cart's cookie. A
// module of its own: cart-state.ts is in every page's first load, this only in two server pages.
import { CART_SESSION_STORAGE_KEY } from '@/config';
import type { StoredValue } from '@/lib/room-check';
import { CART_COUNT_KEY } from './cart-state';

export const CART_ROOM: StoredValue = {
  storage: 'localStorage',
  key: CART_COUNT_KEY,
  orCookie: CART_SESSION_STORAGE_KEY,
};
