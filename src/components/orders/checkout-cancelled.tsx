import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

/**
 * /checkout/cancel: the shopper left the payment page. The "order cancelled" text and the way
 * back; `children` is where a client leaf that settles the pending payment attempt goes.
 */
export async function CheckoutCancelled({
  locale,
  cartHref,
  children,
}: {
  locale: Locale;
  cartHref: string;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Orders' });
  const tCart = await getTranslations({ locale, namespace: 'Cart' });
  return (
    <div className="mt-4 space-y-4">
      <p role="status" className="text-lg">
        {/* What happened to the order (cancelled, or paid meanwhile) is the leaf's to say. */}
        {t('leftPayment')}
      </p>
      {children}
      {/* With scripts the leaf offers the way on that fits the order (never the cart for tickets). */}
      <noscript>
        <a href={cartHref} className="nav-link border border-slate-300">
          {tCart('viewCart')}
        </a>
      </noscript>
    </div>
  );
}
