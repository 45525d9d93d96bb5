import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { LogoManager } from '@/components/admin/site/logo-manager';
import { ThemeManager } from '@/components/admin/site/theme-manager';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminTheme', { noindex: true });

/** Theme and palettes (staff read, admins change). */
export default async function AdminThemePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminTheme')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <div className="flex flex-col gap-8">
            <ThemeManager />
            <LogoManager />
          </div>
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
