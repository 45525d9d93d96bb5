import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { LeadInbox } from '@/components/admin/community/lead-inbox';
import { ConsoleArea } from '@/components/admin/console-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminLeads', { noindex: true });

/** Price quotes and contact messages, new or answered. */
export default async function AdminLeadsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminLeads')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <LeadInbox />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
