import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';
import { ShopMessages } from '@/components/cart/shop-messages';
import { PageShell } from '@/components/layout/page-shell';
import { ClientArea } from '@/components/ui/client-area';
import { getSite } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { CART_ROOM } from '@/lib/cart/cart-room';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('cart', { noindex: true });

export default async function CartPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  return (
    <PageShell locale={locale} route="cart">
      <ShopMessages locale={locale}>
        <ClientArea loadingLabel={t('text')} reserveIf={CART_ROOM}>
          <CartView
            locale={locale}
            links={{
              products: hrefFor(locale, 'products'),
              tickets: hrefFor(locale, 'tickets'),
              checkout: hrefFor(locale, 'checkout'),
            }}
            freeShippingText={getSite(locale).shipping.text}
          />
        </ClientArea>
      </ShopMessages>
    </PageShell>
  );
}
