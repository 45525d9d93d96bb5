import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { DataRequestDesk } from '@/components/admin/privacy/data-request-desk';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminDataRequests', { noindex: true });

/** Guests' personal data requests with their legal deadlines and audit trail. */
export default async function AdminDataRequestsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminDataRequests')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <DataRequestDesk />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
