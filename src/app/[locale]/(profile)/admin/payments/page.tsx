import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { PaymentSettingsManager } from '@/components/admin/site/payment-settings-manager';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminPayments', { noindex: true });

/** Payment methods per kind and the VietQR account (admins only; staff see a note). */
export default async function AdminPaymentsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminPayments')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <PaymentSettingsManager />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
