import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import { getTranslations } from 'next-intl/server';
import { ShopMessages } from '@/components/cart/shop-messages';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { PageShell } from '@/components/layout/page-shell';
import { SandboxBanner } from '@/components/payments/sandbox-banner';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('checkout', { noindex: true });

export default async function CheckoutPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  const tPayments = await getTranslations({ locale, namespace: 'Payments' });
  return (
    <PageShell locale={locale} route="checkout">
      <SandboxBanner label={tPayments('sandboxBanner')} />
      <ShopMessages locale={locale}>
        <ClientArea loadingLabel={t('text')}>
          <CheckoutView
            locale={locale}
            links={{ cart: hrefFor(locale, 'cart'), success: hrefFor(locale, 'checkoutSuccess') }}
          />
        </ClientArea>
      </ShopMessages>
      <FormPrivacyNote locale={locale} />
    </PageShell>
  );
}
