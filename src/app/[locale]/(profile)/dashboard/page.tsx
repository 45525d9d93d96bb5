import { getTranslations } from 'next-intl/server';
import { ClientArea } from '@/components/ui/client-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('dashboard', { noindex: true });

export default async function DashboardPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tLoading = await getTranslations({ locale, namespace: 'Loading' });
  return (
    <>
      <h1 className="text-2xl font-bold">{t('dashboard')}</h1>
      <ClientArea loadingLabel={tLoading('text')}>{null}</ClientArea>
    </>
  );
}
