'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { useStartupTask } from '@/components/ui/client-area';
import type { Locale } from '@/i18n/routing';
import { useCheckoutStart } from './use-checkout-start';

// The form is not in the page's first load: it renders only once the cart has loaded, so its
// chunk is fetched alongside the cart, and the loading overlay waits for both. (Not React.lazy:
// its first render suspends even when the chunk is in, and the area would collapse for a frame
// after the overlay left, shifting the page.)
const loadOrderForm = () => import('./checkout-order-form');
type OrderForm = Awaited<ReturnType<typeof loadOrderForm>>['CheckoutOrderForm'];

export interface CheckoutViewProps {
  locale: Locale;
  links: { cart: string; success: string };
}

/** The checkout: the cart and what the form needs start loading, then the form or why not. */
export function CheckoutView({ locale, links }: CheckoutViewProps) {
  const t = useTranslations('Checkout');
  const tCart = useTranslations('Cart');
  const registerStartup = useStartupTask();
  const { cart, cartFailed, prefill, methods, loadMethods } = useCheckoutStart(locale);
  const [orderForm, setOrderForm] = useState<{ form: OrderForm } | 'failed' | null>(null);

  useEffect(() => {
    registerStartup(
      loadOrderForm().then(
        (module) => setOrderForm({ form: module.CheckoutOrderForm }),
        (error: unknown) => {
          console.error('[checkout] loading the form failed', error);
          setOrderForm('failed');
        },
      ),
    );
  }, [registerStartup]);

  if (cartFailed || orderForm === 'failed') {
    return <Alert tone="error">{tCart('loadError')}</Alert>;
  }
  if (!cart) return null;
  if (!cart.lines.length) {
    return (
      <div className="mt-4 space-y-4">
        <p className="text-lg">{t('emptyCart')}</p>
        <a
          href={links.cart}
          className={buttonClass({
            variant: 'secondary',
            className: 'inline-flex items-center justify-center',
          })}
        >
          {t('editCart')}
        </a>
      </div>
    );
  }
  if (!orderForm) return null;
  const { form: CheckoutOrderForm } = orderForm;
  return (
    <CheckoutOrderForm
      locale={locale}
      links={links}
      cart={cart}
      prefill={prefill}
      methods={methods}
      loadMethods={loadMethods}
    />
  );
}
