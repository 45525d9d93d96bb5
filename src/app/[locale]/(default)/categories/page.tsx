import { PageShell } from '@/components/layout/page-shell';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('categories');

export default async function CategoriesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <PageShell locale={locale} route="categories" />;
}
