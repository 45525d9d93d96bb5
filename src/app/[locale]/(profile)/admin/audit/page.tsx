import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AuditLogView } from '@/components/admin/community/audit-log-view';
import { ConsoleArea } from '@/components/admin/console-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminAudit', { noindex: true });

/** The audit log: who changed what, and when (Vietnam time). */
export default async function AdminAuditPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminAudit')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <AuditLogView />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
