import { getTranslations } from 'next-intl/server';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ModerationQueue } from '@/components/admin/community/moderation-queue';
import { ConsoleArea } from '@/components/admin/console-area';
import { listPosts } from '@/content/posts';
import { listServices } from '@/content/services';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('adminModeration', { noindex: true });

/** Pending reviews and comments, decided one at a time or many at once. */
export default async function AdminModerationPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tReviews = await getTranslations({ locale, namespace: 'Reviews' });
  // The queue names what a review or comment is about, never its content id.
  const names = {
    services: {
      'cable-car': tReviews('cableCar'),
      restaurant: tReviews('restaurant'),
      ...Object.fromEntries(listServices(locale).map((s) => [s.id, s.name])),
    },
    posts: Object.fromEntries(listPosts(locale).map((p) => [p.id, p.title])),
  };
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('adminModeration')}</h1>
      <AdminMessages locale={locale}>
        <ConsoleArea locale={locale}>
          <ModerationQueue about={names} />
        </ConsoleArea>
      </AdminMessages>
    </>
  );
}
