import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { RedirectManager } from '@/components/admin/site/redirect-manager';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminRedirects', { noindex: true });

/** Redirects (staff read, admins change). */
export default async function AdminRedirectsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminRedirects')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <RedirectManager />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
