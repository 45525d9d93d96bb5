import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { CONSOLE_AREAS } from '@/components/admin/console-nav';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('admin', { noindex: true });

/** The console's start page: who is signed in, and the areas. */
export default async function AdminPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tAdmin = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <p className="mb-4">{tAdmin('intro')}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {CONSOLE_AREAS.map((key) => (
              <li key={key}>
                <a
                  href={hrefFor(locale, key)}
                  className="block rounded-lg border border-slate-300 p-4 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
