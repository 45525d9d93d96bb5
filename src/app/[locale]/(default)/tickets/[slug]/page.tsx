import type { Metadata } from 'next';
import { CoverPicture } from '@/components/content/picture';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/content/prose';
import { TicketRules } from '@/components/content/ticket-rules';
import { TierDiscounts } from '@/components/content/tier-discounts';
import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { ticketLd } from '@/components/seo/structured-data';
import { detailMetadata } from '@/content/seo';
import { getTicket, listTickets } from '@/content/tickets';
import { getSite } from '@/content/venue';
import { redirectForeignSlug } from '@/content/slug-redirect';
import { type LocaleSlugParams, renderOnFirstRequest, resolveLocale } from '@/i18n/params';
import { hrefFor, isLocale } from '@/i18n/routing';
import { bookingHref } from '@/lib/tickets/booking-link';
import { formatVnd } from '@/lib/format';

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: LocaleSlugParams): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const ticket = getTicket(locale, slug);
  if (!ticket) return {};
  return detailMetadata({
    locale,
    key: 'ticket',
    slugs: ticket.slugs,
    title: ticket.name,
    description: ticket.summary,
    image: ticket.image.src,
  });
}

export default async function TicketPage({ params }: LocaleSlugParams) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const ticket = getTicket(locale, slug);
  if (!ticket) redirectForeignSlug(locale, listTickets(locale), slug, 'ticket');
  const t = await getTranslations({ locale, namespace: 'Content' });
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  const tTickets = await getTranslations({ locale, namespace: 'Tickets' });
  return (
    <PageShell
      locale={locale}
      route="ticket"
      title={ticket.name}
      parents={[{ label: tNav('tickets'), href: hrefFor(locale, 'tickets') }]}
      lead={ticket.summary}
    >
      <CoverPicture image={ticket.image} />
      <dl className="mt-6 grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
        <dt className="text-slate-700 dark:text-slate-300">{t('pricePerTicket')}</dt>
        <dd className="text-xl font-bold text-slate-950 dark:text-white">
          {formatVnd(ticket.price, locale)}
        </dd>
        {ticket.audience ? (
          <>
            <dt className="text-slate-700 dark:text-slate-300">{t('audience')}</dt>
            <dd>{ticket.audience}</dd>
          </>
        ) : null}
        <dt className="text-slate-700 dark:text-slate-300">{t('tierDiscounts')}</dt>
        <dd>
          <TierDiscounts ticket={ticket} locale={locale} />
        </dd>
      </dl>
      <p className="mt-4">
        <a
          href={bookingHref(locale, ticket.id)}
          className="inline-flex min-h-11 items-center rounded-lg bg-primary-500 px-5 font-semibold text-slate-950 hover:bg-primary-400"
        >
          {tTickets('book')}
        </a>
      </p>
      <Prose html={ticket.html} />
      <TicketRules locale={locale} />
      <JsonLd data={ticketLd(ticket, getSite(locale), locale)} />
    </PageShell>
  );
}
