import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('checkoutTicket', { noindex: true });

export default async function CheckoutTicketPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  return (
    <PageShell locale={locale} route="checkoutTicket">
      <ClientArea loadingLabel={t('text')}>{null}</ClientArea>
    </PageShell>
  );
}
