import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { InvoiceConsole } from '@/components/admin/invoices/invoice-console';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminInvoices', { noindex: true });

/** E-invoices by day with their state and a retry, and the seller's settings (admins only). */
export default async function AdminInvoicesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminInvoices')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <InvoiceConsole />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
