import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { ReconcileDesk } from '@/components/admin/reconcile/reconcile-desk';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { addDays, today } from '@/lib/calendar';
import { routeMetadata } from '@/lib/seo/route-metadata';

// Yesterday is read from the clock: rendered on every request.
export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata('adminReconcile', { noindex: true });

/** Each payment provider's day against the store's payments, and what differs. */
export default async function AdminReconcilePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminReconcile')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <ReconcileDesk locale={locale} yesterday={addDays(today(new Date()), -1)} />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
