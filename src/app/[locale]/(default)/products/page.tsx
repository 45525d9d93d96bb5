import { CardGrid } from '@/components/content/content-card';
import { PageShell } from '@/components/layout/page-shell';
import { CategoryFilter } from '@/components/product/category-filter';
import { ProductCard } from '@/components/product/product-card';
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
      <CardGrid>
        {listProducts(locale).map((product) => (
          <ProductCard key={product.id} product={product} locale={locale} />
        ))}
      </CardGrid>
    </PageShell>
  );
}
