import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { TicketCheckout } from '@/components/tickets/ticket-checkout';
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { ClientArea } from '@/components/ui/client-area';
import { listTickets } from '@/content/tickets';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('checkoutTicket', { noindex: true });

export default async function CheckoutTicketPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  const types = listTickets(locale).map((ticket) => ({
    id: ticket.id,
    name: ticket.name,
    audience: ticket.audience,
    price: ticket.price,
    tierDiscounts: ticket.tierDiscounts,
  }));
  return (
    <PageShell locale={locale} route="checkoutTicket">
      <TicketMessages locale={locale}>
        <ClientArea loadingLabel={t('text')}>
          <TicketCheckout
            locale={locale}
            types={types}
            links={{
              booking: hrefFor(locale, 'orderTicket'),
              success: hrefFor(locale, 'checkoutSuccess'),
            }}
          />
        </ClientArea>
      </TicketMessages>
      <FormPrivacyNote locale={locale} />
    </PageShell>
  );
}
