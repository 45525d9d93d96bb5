import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { CapacityCalendar } from '@/components/admin/capacity/capacity-calendar';
import { ConsoleArea } from '@/components/admin/console-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminCapacity', { noindex: true });

/** Seats per ticket type and day: change a day's capacity, close or reopen a day. */
export default async function AdminCapacityPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminCapacity')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <CapacityCalendar locale={locale} />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
