import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { TakingsReport } from '@/components/admin/reports/takings-report';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminReports', { noindex: true });

/** The books: the takings per day, method, kind and VAT rate, as files and by mail. */
export default async function AdminReportsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminReports')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <TakingsReport locale={locale} />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
