import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ConsoleArea } from '@/components/admin/console-area';
import { RefundDesk } from '@/components/admin/refunds/refund-desk';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

// Reads searchParams: rendered on every request.
export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata('adminRefunds', { noindex: true });

interface AdminRefundsPageProps extends LocaleParams {
  searchParams: Promise<{ request?: string | string[] }>;
}

/** Refund requests (approve, reject, mark refunded) and recent ticket exchanges. */
export default async function AdminRefundsPage({ params, searchParams }: AdminRefundsPageProps) {
  const locale = await resolveLocale(params);
  const { request } = await searchParams;
  const wanted =
    typeof request === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(request) ? request : null;
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminRefunds')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <RefundDesk locale={locale} initialRequest={wanted} />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
