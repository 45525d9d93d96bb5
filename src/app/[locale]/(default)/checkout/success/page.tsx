import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
// The shop's namespaces and the tickets' (a ticket order shows its e-tickets here).
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { CheckoutSuccess } from '@/components/orders/checkout-success';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('checkoutSuccess', { noindex: true });

export default async function CheckoutSuccessPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  return (
    <PageShell locale={locale} route="checkoutSuccess">
      <TicketMessages locale={locale}>
        <ClientArea loadingLabel={t('text')}>
          <CheckoutSuccess locale={locale} productsHref={hrefFor(locale, 'products')} />
        </ClientArea>
      </TicketMessages>
    </PageShell>
  );
}
