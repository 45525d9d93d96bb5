import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('checkoutSuccess', { noindex: true });

export default async function CheckoutSuccessPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Loading' });
  return (
    <PageShell locale={locale} route="checkoutSuccess">
      <ClientArea loadingLabel={t('text')}>{null}</ClientArea>
    </PageShell>
  );
}
