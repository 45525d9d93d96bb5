'use client';

import { useEffect, useRef, useState } from 'react';
import { useStartupTask } from '@/components/ui/client-area';
import type { Locale } from '@/i18n/routing';
import { analytics } from '@/lib/analytics/events';
import { getAccessToken } from '@/lib/auth/token';
import { currentCartId, mergeGuestCart, noteCart } from '@/lib/cart/runtime';
import { getTrpcClient } from '@/lib/trpc/client';
import type { Cart } from '@/lib/trpc/contract';
import { formatPhone } from '@/lib/validation/phone';
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
    return {
      email: user.email,
      phone: phone ? formatPhone(phone) : '',
      fullName: [lastName, firstName].filter(Boolean).join(' '),
    };
  } catch (error) {
    // Prefill is a convenience: the form works without it.
    console.warn('[checkout] profile prefill failed', error);
    return null;
  }
}

// The form's rules (zod) arrive after the page has started, not with its first load.
export const checkoutForm = () => import('@/lib/cart/checkout-form');

/**
 * What the checkout loads once when it starts, each a start-up task of the page's loading
 * overlay: the cart (a guest cart merged first), the payment methods and the shopper's prefill.
 * The form's rules are fetched too, so that the first submit does not wait for them.
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
    checkoutForm().catch((error: unknown) =>
      console.warn('[checkout] loading the form rules failed', error),
    );
    registerStartup(loadPrefill().then(setPrefill));
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { cart, cartFailed, prefill, methods, loadMethods };
}
