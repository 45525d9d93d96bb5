import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { TicketRules } from '@/components/content/ticket-rules';
import { TierDiscounts } from '@/components/content/tier-discounts';
import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { ticketOfferList } from '@/components/seo/structured-data';
import { defaultSeo } from '@/content/seo';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { listTickets } from '@/content/tickets';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('ticketPricing');

export default async function TicketPricingPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content' });
  const tickets = listTickets(locale);
  const cell = 'border-b border-slate-200 px-3 py-3 align-top dark:border-slate-800';
  return (
    <PageShell
      locale={locale}
      route="ticketPricing"
      lead={defaultSeo(locale, 'ticketPricing')?.description}
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="mb-3 text-left text-lg font-semibold text-slate-950 dark:text-white">
            {t('pricingCaption')}
          </caption>
          <thead>
            <tr className="bg-slate-100 text-sm dark:bg-slate-900">
              <th scope="col" className="px-3 py-2">
                {t('ticketType')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('audience')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('pricePerTicket')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('tierDiscounts')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.id}>
                <th scope="row" className={`${cell} font-semibold`}>
                  <Link
                    href={hrefFor(locale, 'ticket', ticket.slug)}
                    prefetch={false}
                    className="text-primary-800 underline dark:text-primary-300"
                  >
                    {ticket.name}
                  </Link>
                </th>
                <td className={cell}>{ticket.audience ?? ''}</td>
                <td className={`${cell} whitespace-nowrap font-semibold`}>
                  {formatVnd(ticket.price, locale)}
                </td>
                <td className={`${cell} text-sm`}>
                  <TierDiscounts ticket={ticket} locale={locale} className="space-y-1" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TicketRules locale={locale} />
      <JsonLd data={ticketOfferList(tickets, locale, t('pricingCaption'))} />
    </PageShell>
  );
}
