import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { StaffManager } from '@/components/admin/community/staff-manager';
import { ConsoleArea } from '@/components/admin/console-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminStaff', { noindex: true });

/** Operator accounts (admins only; staff see the server's refusal). */
export default async function AdminStaffPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminStaff')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <StaffManager />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
