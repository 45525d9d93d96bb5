import { getTranslations } from 'next-intl/server';
import { ContentCard } from '@/components/content/content-card';
import { hrefFor, type Locale } from '@/i18n/routing';
import type { ProductView } from '@/content/catalog';
import { formatVnd } from '@/lib/format';
import { stockState } from './stock-state';

/** Two columns on phones, two from 640 px, three from 1024 px inside the 72rem column. */
export const PRODUCT_GRID_IMAGE_SIZES = '(min-width: 1024px) 368px, 50vw';

export async function ProductCard({
  product,
  locale,
  level = 2,
  compact = false,
}: {
  product: ProductView;
  locale: Locale;
  level?: 2 | 3;
  /** In the two-column phone grid of the product lists: smaller picture, no summary on phones. */
  compact?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const multiplePrices = new Set(product.variants.map((v) => v.price)).size > 1;
  const price = formatVnd(product.price, locale);
  return (
    <ContentCard
      href={hrefFor(locale, 'product', product.slug)}
      title={product.name}
      image={product.images[0] ?? { src: '', alt: '', width: 1, height: 1 }}
      level={level}
      aspect="aspect-square"
      {...(compact ? { sizes: PRODUCT_GRID_IMAGE_SIZES, summaryFromTablet: true } : {})}
      meta={
        <span className="flex flex-wrap items-center gap-x-3">
          <span className="font-semibold text-slate-950 dark:text-white">
            {multiplePrices ? t('fromPrice', { price }) : price}
          </span>
          <span>{t(stockState(product.stock))}</span>
        </span>
      }
    >
      <p>{product.summary}</p>
    </ContentCard>
  );
}
