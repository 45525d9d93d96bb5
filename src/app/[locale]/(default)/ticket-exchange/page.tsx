import { Prose } from '@/components/content/prose';
import { PageShell } from '@/components/layout/page-shell';
import { TicketExchangeForm } from '@/components/tickets/ticket-exchange-form';
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getPage, getSite } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('ticketExchange');

export default async function TicketExchangePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const page = getPage(locale, 'ticket-exchange');
  return (
    <PageShell locale={locale} route="ticketExchange" title={page.title} lead={page.description}>
      <Prose html={page.html} />
      <section className="mt-10">
        <TicketMessages locale={locale}>
          <TicketExchangeForm locale={locale} closes={getSite(locale).openingHours.closes} />
        </TicketMessages>
      </section>
    </PageShell>
  );
}
