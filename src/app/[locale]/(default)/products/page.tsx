import { PageShell } from '@/components/layout/page-shell';
import { CategoryFilter } from '@/components/product/category-filter';
import { ProductList } from '@/components/product/product-list';
import { skusOf, withStoreStock } from '@/components/product/store-stock';
import { listCategories, listProducts } from '@/content/catalog';
import { loadStockLevels } from '@/server/page-data/stock';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('products');

export default async function ProductsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const products = listProducts(locale);
  const levels = await loadStockLevels(skusOf(products));
  return (
    <PageShell locale={locale} route="products">
      <CategoryFilter locale={locale} categories={listCategories(locale)} />
      <ProductList locale={locale} products={products.map((p) => withStoreStock(p, levels))} />
    </PageShell>
  );
}
