import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { SeoEditor } from '@/components/admin/site/seo-editor';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminSeo', { noindex: true });

/** SEO per page (staff read, admins change). */
export default async function AdminSeoPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminSeo')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <SeoEditor />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
