import { Prose } from '@/components/content/prose';
import { PageShell } from '@/components/layout/page-shell';
import { RefundRequestForm } from '@/components/tickets/refund-request-form';
import { TicketMessages } from '@/components/tickets/ticket-messages';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getPage } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('orderRefund');

export default async function OrderRefundPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const page = getPage(locale, 'order-refund');
  return (
    <PageShell locale={locale} route="orderRefund" title={page.title} lead={page.description}>
      <Prose html={page.html} />
      <section className="mt-10">
        <TicketMessages locale={locale}>
          <RefundRequestForm locale={locale} />
        </TicketMessages>
      </section>
    </PageShell>
  );
}
