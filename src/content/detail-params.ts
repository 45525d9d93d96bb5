import 'server-only';
// The slugs each detail route pre-renders, in one place: the pages' generateStaticParams return
// them, and scripts/compile-detail-slugs.ts writes them for the edge middleware, which answers any
// other slug with the 404 page that names the path (a page cannot: vercel/next.js#62228). One list
// for both, so a page that exists can never be refused by the middleware.
import { listCategories, listProducts } from './catalog';
import { listPageSlug, listPosts, postPageCount } from './posts';
import { listServices } from './services';
import { detailStaticParams, foreignSlugs, type Slugged } from './slugs';
import { listTickets } from './tickets';
import { locales, otherLocale, type RouteKey } from '@/i18n/routing';

export interface DetailParam {
  locale: string;
  slug: string;
}

/** Every published post, the list's pages 2… (trang-2, page-2), and both kinds in the other
 * locale's form (they redirect to this locale's own). */
function postParams(): DetailParam[] {
  return locales.flatMap((locale) => {
    const posts = listPosts(locale);
    const other = otherLocale(locale);
    const pages = Array.from({ length: postPageCount(locale) - 1 }, (_, i) => i + 2);
    return [
      ...posts.map((post) => ({ locale, slug: post.slug })),
      ...pages.map((page) => ({ locale, slug: listPageSlug(locale, page) })),
      // The other locale's slugs redirect here (src/content/slugs.ts).
      ...foreignSlugs(locale, posts).map((slug) => ({ locale, slug })),
      ...pages.map((page) => ({ locale, slug: listPageSlug(other, page) })),
    ];
  });
}

/** generateStaticParams of each `[slug]` route of src/i18n/routing.ts. */
export const detailParams = {
  post: postParams,
  product: () => detailStaticParams(listProducts),
  category: () => detailStaticParams(listCategories),
  service: () => detailStaticParams(listServices),
  ticket: () => detailStaticParams(listTickets),
} as const satisfies Partial<Record<RouteKey, () => DetailParam[]>>;

/** route → locale → slug → the same item's slug in the other locale (only slugs that differ). */
export type SlugTranslations = Partial<Record<RouteKey, Record<string, Record<string, string>>>>;

/**
 * Every detail slug of each locale that names its item differently in the other locale, with the
 * post list's pages (trang-2 ↔ page-2): what the locale switcher links to.
 */
export function slugTranslations(): SlugTranslations {
  const pairsOf = (items: readonly Slugged[]) => items.map((item) => item.slugs);
  const pages = Array.from({ length: postPageCount('vi') - 1 }, (_, i) => i + 2);
  const byRoute: Partial<Record<RouteKey, { vi: string; en: string }[]>> = {
    post: [
      ...pairsOf(listPosts('vi')),
      ...pages.map((page) => ({ vi: listPageSlug('vi', page), en: listPageSlug('en', page) })),
    ],
    product: pairsOf(listProducts('vi')),
    category: pairsOf(listCategories('vi')),
    service: pairsOf(listServices('vi')),
    ticket: pairsOf(listTickets('vi')),
  };
  const table: SlugTranslations = {};
  for (const [route, pairs] of Object.entries(byRoute) as [
    RouteKey,
    { vi: string; en: string }[],
  ][]) {
    const vi: Record<string, string> = {};
    const en: Record<string, string> = {};
    for (const slugs of pairs) {
      if (slugs.vi === slugs.en) continue;
      vi[slugs.vi] = slugs.en;
      en[slugs.en] = slugs.vi;
    }
    table[route] = { vi, en };
  }
  return table;
}
