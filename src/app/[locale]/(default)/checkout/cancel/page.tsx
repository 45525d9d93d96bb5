import { PageShell } from '@/components/layout/page-shell';
import { CheckoutCancelled } from '@/components/orders/checkout-cancelled';
import { CancelPaymentAttempt } from '@/components/payments/cancel-payment-attempt';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('checkoutCancel', { noindex: true });

export default async function CheckoutCancelPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageShell locale={locale} route="checkoutCancel">
      <CheckoutCancelled locale={locale} cartHref={hrefFor(locale, 'cart')}>
        <CancelPaymentAttempt locale={locale} successHref={hrefFor(locale, 'checkoutSuccess')} />
      </CheckoutCancelled>
    </PageShell>
  );
}
