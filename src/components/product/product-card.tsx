import { getTranslations } from 'next-intl/server';
import { ContentCard } from '@/components/content/content-card';
import { hrefFor, type Locale } from '@/i18n/routing';
import type { ProductView } from '@/content/catalog';
import { formatVnd } from '@/lib/format';
import { stockState } from './stock-state';

export async function ProductCard({
  product,
  locale,
  level = 2,
}: {
  product: ProductView;
  locale: Locale;
  level?: 2 | 3;
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
