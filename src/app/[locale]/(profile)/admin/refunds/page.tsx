import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { RefundDesk } from '@/components/admin/refunds/refund-desk';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminRefunds', { noindex: true });

/** Refund requests (approve, reject, mark refunded) and recent ticket exchanges. */
export default async function AdminRefundsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminRefunds')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <RefundDesk locale={locale} />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
