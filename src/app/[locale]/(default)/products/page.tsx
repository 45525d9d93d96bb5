import { PageShell } from '@/components/layout/page-shell';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('products');

export default async function ProductsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <PageShell locale={locale} route="products" />;
}
