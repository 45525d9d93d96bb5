import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { WaitlistDay } from '@/components/admin/waitlist/waitlist-day';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminWaitlist', { noindex: true });

/** The waiting lists of sold-out days: entries and offers per day, an offer by hand. */
export default async function AdminWaitlistPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminWaitlist')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <WaitlistDay locale={locale} />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
