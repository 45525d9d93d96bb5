import { PageShell } from '@/components/layout/page-shell';
import { CheckoutCancelled } from '@/components/orders/checkout-cancelled';
import { CancelPaymentAttempt } from '@/components/payments/cancel-payment-attempt';
// The retry offered after the cancel reads the shop's and the checkout's texts.
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('checkoutCancel', { noindex: true });

export default async function CheckoutCancelPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageShell locale={locale} route="checkoutCancel">
      <CheckoutCancelled locale={locale} cartHref={hrefFor(locale, 'cart')}>
        <TicketMessages locale={locale}>
          <CancelPaymentAttempt
            locale={locale}
            successHref={hrefFor(locale, 'checkoutSuccess')}
            cartHref={hrefFor(locale, 'cart')}
          />
        </TicketMessages>
      </CheckoutCancelled>
    </PageShell>
  );
}
