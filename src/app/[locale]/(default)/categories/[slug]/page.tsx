import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/content/prose';
import { PageShell } from '@/components/layout/page-shell';
import { CategoryFilter } from '@/components/product/category-filter';
import { ProductList } from '@/components/product/product-list';
import { skusOf, withStoreStock } from '@/components/product/store-stock';
import { loadStockLevels } from '@/server/page-data/stock';
import { getCategory, listCategories, listProducts } from '@/content/catalog';
import { detailMetadata } from '@/content/seo';
import { redirectForeignSlug } from '@/content/slug-redirect';
import { type LocaleSlugParams, renderOnFirstRequest, resolveLocale } from '@/i18n/params';
import { hrefFor, isLocale } from '@/i18n/routing';

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: LocaleSlugParams): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const category = getCategory(locale, slug);
  if (!category) return {};
  return detailMetadata({
    locale,
    key: 'category',
    slugs: category.slugs,
    title: category.name,
    description: category.summary,
    image: category.image.src,
  });
}

export default async function CategoryPage({ params }: LocaleSlugParams) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const category = getCategory(locale, slug);
  if (!category) redirectForeignSlug(locale, listCategories(locale), slug, 'category');
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  const t = await getTranslations({ locale, namespace: 'Content' });
  const products = listProducts(locale, category.id);
  const levels = await loadStockLevels(skusOf(products));
  return (
    <PageShell
      locale={locale}
      route="category"
      title={category.name}
      parents={[{ label: tNav('categories'), href: hrefFor(locale, 'categories') }]}
      lead={category.summary}
    >
      <CategoryFilter locale={locale} categories={listCategories(locale)} current={category.id} />
      <Prose html={category.html} className="mb-8" />
      <h2 className="mb-6 text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
        {t('productsInCategory')}
      </h2>
      <ProductList
        locale={locale}
        products={products.map((p) => withStoreStock(p, levels))}
        level={3}
      />
    </PageShell>
  );
}
