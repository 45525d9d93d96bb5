// The cart's start-up on every page (spec §7 "the cart initialises at startup", §8 "cart init
// failure: logged only"): a guest id exists, the badge count is fresh, and on login the guest
// cart merges into the user's once. Loaded lazily by the header's cart badge.
import { localeOrDefault, type Locale } from '@/i18n/locales';
import { getAccessToken, subscribeAccessToken } from '@/lib/auth/token';
import { ensureGuestCartId } from './cart-id';
import { forgetGuestLines, guestCartHasLines, setCartLineCount } from './cart-state';
import type { Cart } from '@/lib/trpc/contract';
import type { TrpcClient } from '@/lib/trpc/client';

// The tRPC client (8 kB gzip) loads when a call is due: a first visit's new, empty cart makes
// none, so its landing page never downloads it for the badge. Pages that call anyway (the cart,
// the checkout) have it already.
const trpcClient = (): Promise<TrpcClient> =>
  import('@/lib/trpc/client').then((module) => module.getTrpcClient());

/** The id every cart call sends: the guest id; with a bearer token the server uses the user's cart. */
export function currentCartId(): string {
  return ensureGuestCartId(window.localStorage).cartId;
}

/** The page's language: the cart's names come back in it. */
export function pageLocale(): Locale {
  return localeOrDefault(document.documentElement.lang);
}

/** Records a cart the server answered with (after add, update, remove, get, merge). */
export function noteCart(cart: Pick<Cart, 'lines'>): void {
  setCartLineCount(cart.lines.length, getAccessToken() === null);
}

let merging: Promise<void> | null = null;

/** Merges the guest cart into the user's once, when a token exists and the guest cart has lines. */
export function mergeGuestCart(client?: TrpcClient): Promise<void> {
  if (getAccessToken() === null || !guestCartHasLines()) return Promise.resolve();
  merging ??= (client ? Promise.resolve(client) : trpcClient())
    .then((ready) => ready.cart.merge.mutate({ cartId: currentCartId(), locale: pageLocale() }))
    .then((cart) => {
      forgetGuestLines();
      noteCart(cart);
    })
    .finally(() => {
      merging = null;
    });
  return merging;
}

/** Merges if due, then counts the cart's lines afresh. */
async function refreshCount(client: TrpcClient | undefined, cartId: string): Promise<void> {
  const ready = client ?? (await trpcClient());
  await mergeGuestCart(ready);
  noteCart(await ready.cart.get.query({ cartId, locale: pageLocale() }));
}

let started = false;

/** `client`: the tRPC client to call with (a test's); by default the page's, loaded when due. */
export async function startCart(client?: TrpcClient): Promise<void> {
  if (started) return;
  started = true;
  subscribeAccessToken(() => {
    if (getAccessToken() === null) {
      // Logged out: the badge shows the guest cart again, which the merge emptied.
      setCartLineCount(0, true);
      return;
    }
    refreshCount(client, currentCartId()).catch((error: unknown) =>
      console.warn('[cart] merging the guest cart failed', error),
    );
  });
  try {
    const { cartId, created } = ensureGuestCartId(window.localStorage);
    // A cart just created is empty: no call needed to count it.
    if (created && getAccessToken() === null) {
      setCartLineCount(0, true);
      return;
    }
    await refreshCount(client, cartId);
  } catch (error) {
    console.warn('[cart] initialisation failed', error);
  }
}
