import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { FlagsSettingsManager } from '@/components/admin/site/flags-settings-manager';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminSettings', { noindex: true });

/** Feature flags and public settings (staff read, admins change). */
export default async function AdminSettingsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminSettings')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <FlagsSettingsManager />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
