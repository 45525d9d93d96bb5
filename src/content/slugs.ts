// Detail pages have a slug per locale (`/vi/bai-viet/le-hoi…`, `/en/posts/festival…`). The locale
// switcher links to the translated slug; a hand-edited or old link that keeps the other locale's slug
// still works: each page answers it with a permanent redirect to its own, never a 404.
// Pure (no Next.js imports): scripts/compile-detail-slugs.ts runs it outside Next.
import { locales, otherLocale, type Locale } from '@/i18n/routing';

export interface Slugged {
  slug: string;
  slugs: { vi: string; en: string };
}

/** Slugs of the other locale that this locale answers with a redirect (none that collide). */
export function foreignSlugs(locale: Locale, items: readonly Slugged[]): string[] {
  const own = new Set(items.map((item) => item.slug));
  const other = otherLocale(locale);
  return items.map((item) => item.slugs[other]).filter((slug) => !own.has(slug));
}

/** The item a foreign slug names, to redirect to its slug in this locale. */
export function findByForeignSlug<T extends Slugged>(
  locale: Locale,
  items: readonly T[],
  slug: string,
): T | undefined {
  const other = otherLocale(locale);
  return items.find((item) => item.slugs[other] === slug);
}

/** `generateStaticParams` of a detail route: every item's slug, and the other locale's slugs. */
export function detailStaticParams(
  list: (locale: Locale) => readonly Slugged[],
): { locale: string; slug: string }[] {
  return locales.flatMap((locale) => {
    const items = list(locale);
    return [
      ...items.map((item) => ({ locale, slug: item.slug })),
      ...foreignSlugs(locale, items).map((slug) => ({ locale, slug })),
    ];
  });
}
