'use client';

import { useEffect, useRef, useState } from 'react';
import { useStartupTask } from '@/components/ui/client-area';
import type { Locale } from '@/i18n/routing';
import { analytics } from '@/lib/analytics/events';
import { getAccessToken } from '@/lib/auth/token';
import { currentCartId, mergeGuestCart, noteCart } from '@/lib/cart/runtime';
import { getTrpcClient } from '@/lib/trpc/client';
import { preloadOnce } from '@/lib/preload-once';
import type { Cart } from '@/lib/trpc/contract';
import { usePaymentMethods } from './payment-step';

/** A signed-in shopper's own details, put in the contact and shipping fields. */
export interface Prefill {
  email: string;
  phone: string;
  fullName: string;
}

async function loadPrefill(): Promise<Prefill | null> {
  if (!getAccessToken()) return null;
  try {
    const user = await getTrpcClient().profile.getMyProfile.query();
    const { firstName, lastName, phone } = user.profile;
    // libphonenumber (and zod with it) only for a shopper with a phone to show.
    const shown = phone ? (await import('@/lib/validation/phone')).formatPhone(phone) : '';
    return {
      email: user.email,
      phone: shown,
      fullName: [lastName, firstName].filter(Boolean).join(' '),
    };
  } catch (error) {
    // Prefill is a convenience: the form works without it.
    console.warn('[checkout] profile prefill failed', error);
    return null;
  }
}

// The form's rules (zod, libphonenumber) are not in the page's first load: they are fetched at
// the form's first focus or touch (`preloadCheckoutRules`), or by the submit that needs them.
export const checkoutForm = () => import('@/lib/cart/checkout-form');
export const preloadCheckoutRules = preloadOnce(checkoutForm, 'checkout');

/**
 * What the checkout loads once when it starts, each a start-up task of the page's loading
 * overlay: the cart (a guest cart merged first), the payment methods and the shopper's prefill.
 */
export function useCheckoutStart(locale: Locale) {
  const registerStartup = useStartupTask();
  const started = useRef(false);
  const [cart, setCart] = useState<Cart | null>(null);
  const [cartFailed, setCartFailed] = useState(false);
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const { methods, loadMethods } = usePaymentMethods(
    () => getTrpcClient().checkout.getPaymentMethods.query({ kind: 'goods' }),
    'checkout',
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const cartTask = mergeGuestCart()
      .then(() => getTrpcClient().cart.get.query({ cartId: currentCartId(), locale }))
      .then(
        (loaded) => {
          noteCart(loaded);
          setCart(loaded);
          if (loaded.lines.length) {
            analytics.beginCheckout({
              value: loaded.total,
              currency: loaded.currency,
              items: loaded.lines.map((line) => ({
                item_id: line.sku,
                item_name: line.name,
                quantity: line.quantity,
                price: line.unitPrice,
              })),
            });
          }
        },
        (error: unknown) => {
          console.error('[checkout] loading the cart failed', error);
          setCartFailed(true);
        },
      );
    registerStartup(cartTask);
    registerStartup(loadMethods());
    registerStartup(loadPrefill().then(setPrefill));
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { cart, cartFailed, prefill, methods, loadMethods };
}
