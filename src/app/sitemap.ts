// sitemap.xml: every indexable canonical URL in both locales, each with its hreflang alternates.
import type { MetadataRoute } from 'next';
import { env } from '@/env';
import { listCategories, listProducts } from '@/content/catalog';
import { listPageSlug, listPosts, postPageCount } from '@/content/posts';
import { listServices } from '@/content/services';
import { listTickets } from '@/content/tickets';
import { hrefFor, locales, type Locale, type RouteKey } from '@/i18n/routing';

/** Public pages worth indexing; per-visitor pages (cart, checkout, account, search) are left out. */
const INDEXED_ROUTES: readonly RouteKey[] = [
  'home',
  'ticketPricing',
  'tickets',
  'orderTicket',
  'products',
  'categories',
  'services',
  'menu',
  'posts',
  'gallery',
  'map',
  'reviews',
  'about',
  'contact',
  'recruitment',
  'ticketExchange',
  'orderRefund',
  'privacy',
];

type Entry = MetadataRoute.Sitemap[number];
const absolute = (path: string) => new URL(path, env.SITE_URL).toString();

/** One entry per locale for a page whose URL in each locale is `urlOf(locale)`. */
function entriesFor(urlOf: (locale: Locale) => string, extra: Partial<Entry> = {}): Entry[] {
  const languages = {
    vi: absolute(urlOf('vi')),
    en: absolute(urlOf('en')),
    'x-default': absolute(urlOf('vi')),
  };
  return locales.map((locale) => ({
    url: absolute(urlOf(locale)),
    alternates: { languages },
    ...extra,
  }));
}

/** Items whose slug differs per locale: pair them by their id. */
function detailEntries<T extends { id: string; slug: string }>(
  key: RouteKey,
  list: (locale: Locale) => T[],
  extra: (item: T) => Partial<Entry> = () => ({}),
): Entry[] {
  const byLocale = Object.fromEntries(
    locales.map((locale) => [locale, new Map(list(locale).map((item) => [item.id, item]))]),
  ) as Record<Locale, Map<string, T>>;
  return [...byLocale.vi.values()].flatMap((item) =>
    entriesFor(
      (locale) => hrefFor(locale, key, byLocale[locale].get(item.id)?.slug ?? item.slug),
      extra(item),
    ),
  );
}

/**
 * `lastmod` of every URL (sitemap.xml is rendered once per build): a post's own date, the newest
 * post's for the post lists; the other pages are built from content and store data as of this
 * build, so their last change is at most the build's time.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const builtAt = new Date();
  const pages = Array.from({ length: postPageCount('vi') - 1 }, (_, i) => i + 2);
  const newestPost = listPosts('vi')[0]?.date;
  const built = { lastModified: builtAt };
  return [
    ...INDEXED_ROUTES.flatMap((key) =>
      entriesFor((locale) => hrefFor(locale, key), {
        changeFrequency: key === 'home' || key === 'posts' ? 'daily' : 'weekly',
        priority: key === 'home' ? 1 : 0.7,
        lastModified: key === 'posts' && newestPost ? newestPost : builtAt,
      }),
    ),
    ...pages.flatMap((page) =>
      entriesFor((locale) => hrefFor(locale, 'post', listPageSlug(locale, page)), {
        lastModified: newestPost ?? builtAt,
      }),
    ),
    ...detailEntries('post', listPosts, (post) => ({ lastModified: post.date })),
    ...detailEntries(
      'product',
      (locale) => listProducts(locale),
      () => built,
    ),
    ...detailEntries('category', listCategories, () => built),
    ...detailEntries('service', listServices, () => built),
    ...detailEntries('ticket', listTickets, () => built),
  ];
}
