import { PageShell } from '@/components/layout/page-shell';
import { CategoryFilter } from '@/components/product/category-filter';
import { ProductList } from '@/components/product/product-list';
import { listCategories, listProducts } from '@/content/catalog';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('products');

export default async function ProductsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageShell locale={locale} route="products">
      <CategoryFilter locale={locale} categories={listCategories(locale)} />
      <ProductList locale={locale} products={listProducts(locale)} />
    </PageShell>
  );
}
