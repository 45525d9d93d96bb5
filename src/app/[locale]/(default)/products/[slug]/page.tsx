import type { Metadata } from 'next';
import { Picture } from '@/components/content/picture';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/content/prose';
import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { stockState } from '@/components/product/stock-state';
import { skusOf, withStoreStock } from '@/components/product/store-stock';
import { StoreFacts } from '@/components/product/store-facts';
import { AddToCartFallback } from '@/components/product/add-to-cart-fallback';
import { ProductBuyBox } from '@/components/product/product-buy-box';
import { addToCartLabels } from '@/components/cart/add-to-cart-labels';
import { productLd } from '@/components/seo/structured-data';
import { getProduct, listProducts } from '@/content/catalog';
import { detailMetadata } from '@/content/seo';
import { getSite } from '@/content/venue';
import { redirectForeignSlug } from '@/content/slug-redirect';
import { type LocaleSlugParams, renderOnFirstRequest, resolveLocale } from '@/i18n/params';
import { hrefFor, isLocale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { loadAddToCartEnabled } from '@/server/page-data/flags';
import { loadStockLevels } from '@/server/page-data/stock';

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: LocaleSlugParams): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const product = getProduct(locale, slug);
  if (!product) return {};
  return detailMetadata({
    locale,
    key: 'product',
    slugs: product.slugs,
    title: product.name,
    description: product.summary,
    image: product.images[0]?.src,
    keywords: [product.category.name],
  });
}

export default async function ProductPage({ params }: LocaleSlugParams) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const content = getProduct(locale, slug);
  if (!content) redirectForeignSlug(locale, listProducts(locale), slug, 'product');
  // Stock is the store's, not the content's starting figure: a sold-out variant is never offered.
  const product = withStoreStock(content, await loadStockLevels(skusOf([content])));
  const t = await getTranslations({ locale, namespace: 'Content' });
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  const tCart = await getTranslations({ locale, namespace: 'Cart' });
  const cartLabels = await addToCartLabels(locale);
  const [cover, ...more] = product.images;
  const initial = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  const site = getSite(locale);

  return (
    <PageShell
      locale={locale}
      route="product"
      title={product.name}
      parents={[
        { label: tNav('products'), href: hrefFor(locale, 'products') },
        { label: product.category.name, href: hrefFor(locale, 'category', product.category.slug) },
      ]}
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-4">
          {cover ? (
            <Picture
              src={cover.src}
              alt={cover.alt}
              width={cover.width}
              height={cover.height}
              preload
              fetchPriority="high"
              sizes="(min-width: 1024px) 544px, 100vw"
              className="w-full rounded-xl"
            />
          ) : null}
          {more.length ? (
            <div className="grid grid-cols-2 gap-4">
              {more.map((image) => (
                <Picture
                  key={image.src}
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1024px) 264px, 50vw"
                  className="w-full rounded-xl"
                />
              ))}
            </div>
          ) : null}
        </div>
        <div>
          <p className="text-lg text-slate-800 dark:text-slate-200">{product.summary}</p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {t('category')}:{' '}
            <a
              href={hrefFor(locale, 'category', product.category.slug)}
              className="text-primary-800 underline dark:text-primary-300"
            >
              {product.category.name}
            </a>
          </p>
          <div className="mt-6">
            <ProductBuyBox
              locale={locale}
              product={{ name: product.name, category: product.category.name }}
              cartHref={hrefFor(locale, 'cart')}
              cartLabels={cartLabels}
              addToCartEnabled={await loadAddToCartEnabled()}
              options={product.options}
              variants={product.variants.map(({ sku, values, price, stock, label }) => ({
                sku,
                values,
                price,
                stock,
                label,
              }))}
              initial={initial?.values ?? {}}
              labels={{
                price: t('price'),
                inStock: t('inStock'),
                lowStock: t('lowStock'),
                outOfStock: t('outOfStock'),
                noVariant: t('noVariant'),
                availability: t('availability'),
              }}
            />
          </div>
          <AddToCartFallback
            locale={locale}
            variants={product.variants.map(({ sku, label, price }) => ({ sku, label, price }))}
            optionsLabel={product.options.map((option) => option.name).join(' / ')}
            labels={cartLabels}
            action="/api/forms/cart-item"
          />
          {product.tierDiscounts.length ? (
            <section aria-labelledby="tier-discounts" className="mt-6">
              <h2 id="tier-discounts" className="text-base font-semibold">
                {t('tierDiscounts')}
              </h2>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {product.tierDiscounts.map(([min, percent]) => (
                  <li key={min}>{tCart('tierRow', { min, percent })}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <StoreFacts
            site={site}
            warranty={product.warranty}
            labels={{
              title: t('storeFacts'),
              warranty: t('warranty', { months: site.warrantyMonths }),
              returns: t('returns', { days: site.defectReturnDays }),
            }}
          />
        </div>
      </div>

      <Prose html={product.html} className="mt-10" />

      <table className="mt-10 w-full max-w-3xl border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold text-slate-950 dark:text-white">
          {t('variantsTable')}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className="py-2 pr-4">
              {t('options')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('price')}
            </th>
            <th scope="col" className="py-2">
              {t('availability')}
            </th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => (
            <tr key={variant.sku} className="border-b border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-2 pr-4 font-normal">
                {variant.label || product.name}
              </th>
              <td className="py-2 pr-4">{formatVnd(variant.price, locale)}</td>
              <td className="py-2">{t(stockState(variant.stock))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <JsonLd data={productLd(product, getSite(locale), locale)} />
    </PageShell>
  );
}
