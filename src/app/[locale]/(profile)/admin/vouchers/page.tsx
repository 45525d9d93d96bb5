import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { VoucherManager } from '@/components/admin/vouchers/voucher-manager';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminVouchers', { noindex: true });

/** Voucher codes (admins only). */
export default async function AdminVouchersPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminVouchers')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <VoucherManager />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
