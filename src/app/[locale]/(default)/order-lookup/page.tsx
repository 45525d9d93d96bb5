import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { CheckoutSuccess } from '@/components/orders/checkout-success';
import { ResendTicketsForm } from '@/components/orders/resend-tickets-form';
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

// Per-visitor answers only: nothing here is worth indexing.
export const generateMetadata = routeMetadata('orderLookup', { noindex: true });

/** "Tra cứu đơn hàng": open an order with its code and contact, or have its e-tickets resent. */
export default async function OrderLookupPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  return (
    <PageShell locale={locale} route="orderLookup">
      <TicketMessages locale={locale}>
        <ClientArea loadingLabel={t('text')}>
          <CheckoutSuccess
            locale={locale}
            productsHref={hrefFor(locale, 'products')}
            mode="lookup"
          />
          <div className="mt-10">
            <ResendTicketsForm />
          </div>
        </ClientArea>
      </TicketMessages>
    </PageShell>
  );
}
