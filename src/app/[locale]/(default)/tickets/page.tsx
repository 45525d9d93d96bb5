import { CardGrid, ContentCard } from '@/components/content/content-card';
import { TicketRules } from '@/components/content/ticket-rules';
import { PageShell } from '@/components/layout/page-shell';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { listTickets } from '@/content/tickets';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('tickets');

export default async function TicketsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageShell locale={locale} route="tickets">
      <CardGrid>
        {listTickets(locale).map((ticket) => (
          <ContentCard
            key={ticket.id}
            href={hrefFor(locale, 'ticket', ticket.slug)}
            title={ticket.name}
            image={ticket.image}
            meta={
              <span>
                <span className="font-semibold text-slate-950 dark:text-white">
                  {formatVnd(ticket.price, locale)}
                </span>
                {ticket.audience ? ` · ${ticket.audience}` : ''}
              </span>
            }
          >
            <p>{ticket.summary}</p>
          </ContentCard>
        ))}
      </CardGrid>
      <TicketRules locale={locale} />
    </PageShell>
  );
}
