import { getTranslations } from 'next-intl/server';
import { TicketRules } from '@/components/content/ticket-rules';
import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { ticketOfferList } from '@/components/seo/structured-data';
import { TicketPriceTable } from '@/components/tickets/ticket-price-table';
import { defaultSeo } from '@/content/seo';
import { discountedPrice, listTickets } from '@/content/tickets';
import { getSite } from '@/content/venue';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { bookingHref } from '@/lib/tickets/booking-link';
import { formatVnd } from '@/lib/format';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('ticketPricing');

export default async function TicketPricingPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content' });
  const tTickets = await getTranslations({ locale, namespace: 'Tickets' });
  const tickets = listTickets(locale);
  return (
    <PageShell
      locale={locale}
      route="ticketPricing"
      lead={defaultSeo(locale, 'ticketPricing')?.description}
    >
      <TicketPriceTable
        rows={tickets.map((ticket) => ({
          id: ticket.id,
          name: ticket.name,
          href: hrefFor(locale, 'ticket', ticket.slug),
          bookHref: bookingHref(locale, ticket.id),
          audience: ticket.audience,
          price: formatVnd(ticket.price, locale),
          tiers: ticket.tierDiscounts.map(([min, percent]) =>
            t('tierRow', {
              min,
              percent,
              price: formatVnd(discountedPrice(ticket.price, percent), locale),
            }),
          ),
        }))}
        labels={{
          caption: t('pricingCaption'),
          ticketType: t('ticketType'),
          audience: t('audience'),
          price: t('pricePerTicket'),
          tierDiscounts: t('tierDiscounts'),
          noTiers: t('noTiers'),
          book: tTickets('bookShort'),
          bookType: (name) => tTickets('bookType', { name }),
        }}
      />
      <TicketRules locale={locale} />
      <JsonLd data={ticketOfferList(tickets, getSite(locale), locale, t('pricingCaption'))} />
    </PageShell>
  );
}
