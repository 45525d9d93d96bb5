import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { CheckInArea } from '@/components/admin/check-in/check-in-area';
import { CheckInConsole } from '@/components/admin/check-in/check-in-console';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { getTicketCatalog } from '@/server/services/tickets/ticket-catalog';

export const generateMetadata = routeMetadata('adminCheckIn', { noindex: true });

/** Gate check-in (DESIGN.md §16): works offline once opened; the service worker keeps it. */
export default async function AdminCheckInPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const typeNames = Object.fromEntries(
    getTicketCatalog()
      .types()
      .map((type) => [type.id, type.name[locale]]),
  );
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminCheckIn')}</h1>
      <AdminMessages locale={locale}>
        <CheckInArea locale={locale}>
          <CheckInConsole typeNames={typeNames} />
        </CheckInArea>
      </AdminMessages>
    </>
  );
}
