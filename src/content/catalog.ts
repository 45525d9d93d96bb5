import 'server-only';
import type { Locale } from '@/i18n/routing';
import { content, imageView, type ImageView } from './collections';
import type { VARIES_BY } from './schema';

export interface CategoryView {
  id: string;
  slug: string;
  slugs: { vi: string; en: string };
  name: string;
  summary: string;
  image: ImageView;
  html: string;
}

export interface VariantView {
  sku: string;
  /** Option id → value id. */
  values: Record<string, string>;
  /** Human label, e.g. "Hộp 100 g · Ướp hoa". */
  label: string;
  price: number;
  stock: number;
}

export interface ProductView {
  id: string;
  slug: string;
  slugs: { vi: string; en: string };
  name: string;
  summary: string;
  html: string;
  category: { id: string; slug: string; name: string };
  images: ImageView[];
  options: {
    id: string;
    name: string;
    /** The schema.org property the option sets (structured data), if any. */
    variesBy?: (typeof VARIES_BY)[number];
    values: { id: string; label: string }[];
  }[];
  variants: VariantView[];
  /** Lowest variant price (the "from" price). */
  price: number;
  /** Total starting stock across variants. */
  stock: number;
  /** `[minimum quantity, percent]` per cart line of one variant (DESIGN §12). */
  tierDiscounts: [number, number][];
  featured: boolean;
  /** Covered by the site's warranty: only then does the page promise it. */
  warranty: boolean;
}

type Raw = ReturnType<typeof content>;

function categoryView(locale: Locale, c: Raw['categories'][number]): CategoryView {
  return {
    id: c.id,
    slug: c.slug[locale],
    slugs: c.slug,
    name: c.name[locale],
    summary: c.summary[locale],
    // Decorative: the category's name is the heading next to it.
    image: imageView(c.image, ''),
    html: c.html[locale],
  };
}

function productView(locale: Locale, p: Raw['products'][number], raw: Raw): ProductView {
  const category = raw.categories.find((c) => c.id === p.category);
  if (!category) throw new Error(`${p.file}: category: no category "${p.category}"`);
  const options = p.options.map((o) => ({
    id: o.id,
    name: o.name[locale],
    ...(o.variesBy ? { variesBy: o.variesBy } : {}),
    values: o.values.map((v) => ({ id: v.id, label: v.label[locale] })),
  }));
  const variants = p.variants.map((v) => ({
    sku: v.sku,
    values: v.values,
    price: v.price,
    stock: v.stock,
    label: options
      .map((o) => o.values.find((value) => value.id === v.values[o.id])?.label ?? '')
      .filter(Boolean)
      .join(' · '),
  }));
  return {
    id: p.id,
    slug: p.slug[locale],
    slugs: p.slug,
    name: p.name[locale],
    summary: p.summary[locale],
    html: p.html[locale],
    category: { id: category.id, slug: category.slug[locale], name: category.name[locale] },
    images: p.images.map((i) => imageView(i.src, i.alt[locale])),
    options,
    variants,
    price: Math.min(...variants.map((v) => v.price)),
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    tierDiscounts: p.tierDiscounts,
    featured: p.featured,
    warranty: p.warranty,
  };
}

export function listCategories(locale: Locale): CategoryView[] {
  return [...content().categories]
    .sort((a, b) => a.order - b.order)
    .map((c) => categoryView(locale, c));
}

export function getCategory(locale: Locale, slug: string): CategoryView | undefined {
  return listCategories(locale).find((c) => c.slug === slug);
}

export function listProducts(locale: Locale, categoryId?: string): ProductView[] {
  const raw = content();
  const order = new Map(raw.categories.map((c) => [c.id, c.order]));
  return raw.products
    .filter((p) => !categoryId || p.category === categoryId)
    .map((p) => productView(locale, p, raw))
    .sort(
      (a, b) =>
        (order.get(a.category.id) ?? 0) - (order.get(b.category.id) ?? 0) ||
        a.name.localeCompare(b.name, locale),
    );
}

export function getProduct(locale: Locale, slug: string): ProductView | undefined {
  return listProducts(locale).find((p) => p.slug === slug);
}

export function featuredProducts(locale: Locale, count = 4): ProductView[] {
  return listProducts(locale)
    .filter((p) => p.featured)
    .slice(0, count);
}
