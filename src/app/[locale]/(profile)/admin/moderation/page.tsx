import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ModerationQueue } from '@/components/admin/community/moderation-queue';
import { ConsoleArea } from '@/components/admin/console-area';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminModeration', { noindex: true });

/** Pending reviews and comments, decided one at a time or many at once. */
export default async function AdminModerationPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminModeration')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <ModerationQueue />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
