import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { OrdersConsole } from '@/components/admin/orders/orders-console';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { ORDER_CODE_PATTERN } from '@/lib/validation/checkout';

// Reads searchParams: rendered on every request. Declared, since the build renders no page
// under [locale] that would let Next find it out (the build never opens the store).
export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata('adminOrders', { noindex: true });

interface AdminOrdersPageProps extends LocaleParams {
  searchParams: Promise<{ code?: string | string[] }>;
}

/** Orders and payments: the list, or one order's detail with `?code=NM-…`. */
export default async function AdminOrdersPage({ params, searchParams }: AdminOrdersPageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const { code } = await searchParams;
  const wanted = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminOrders')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <OrdersConsole
            locale={locale}
            initialCode={ORDER_CODE_PATTERN.test(wanted) ? wanted : null}
          />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
