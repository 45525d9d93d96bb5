import { getTranslations } from 'next-intl/server';
import type { ProductView } from '@/content/catalog';
import type { Locale } from '@/i18n/routing';
import { PRODUCT_PAGE_SIZE } from '@/config';
import { ProductBrowser } from './product-browser';
import { ProductCard } from './product-card';
import { templateOf } from '@/i18n/template-text';

/** A product list: cards rendered here, sorting and "more" in the small client leaf. */
export async function ProductList({
  locale,
  products,
  level = 2,
}: {
  locale: Locale;
  products: ProductView[];
  level?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'Browse' });
  return (
    <ProductBrowser
      locale={locale}
      pageSize={PRODUCT_PAGE_SIZE}
      items={products.map((product) => ({
        id: product.id,
        name: product.name,
        price: product.price,
        card: <ProductCard product={product} locale={locale} level={level} compact />,
      }))}
      labels={{
        sort: t('sortLabel'),
        sorts: {
          category: t('sortCategory'),
          'price-asc': t('sortPriceAsc'),
          'price-desc': t('sortPriceDesc'),
          name: t('sortName'),
        },
        // Plain templates: the client fills them without an ICU formatter.
        showing: templateOf(t, 'showing'),
        more: templateOf(t, 'more'),
      }}
    />
  );
}
