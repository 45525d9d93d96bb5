// The URLs of sitemap.xml: every indexable canonical URL in both locales, each with its hreflang
// alternates, and `lastmod` from the content's own dates (a post's modification, the last commit of
// the content files a page shows), never the build's or the server's start.
import { env } from '@/env';
import { listCategories, listProducts } from '@/content/catalog';
import { lastChanged } from '@/content/content-dates';
import { listPageSlug, listPosts, postPageCount } from '@/content/posts';
import { listServices } from '@/content/services';
import { listTickets } from '@/content/tickets';
import { hrefFor, locales, type Locale, type RouteKey } from '@/i18n/routing';
import type { SitemapUrl } from '@/lib/seo/sitemap-xml';

/**
 * Public pages worth indexing, with the content files they show; per-visitor pages (cart,
 * checkout, account, search) are left out. The home and the reviews show a bit of everything.
 */
const INDEXED_ROUTES: Readonly<Partial<Record<RouteKey, readonly string[]>>> = {
  home: ['content/'],
  ticketPricing: ['content/tickets/'],
  tickets: ['content/tickets/'],
  orderTicket: ['content/tickets/'],
  products: ['content/products/', 'content/categories/'],
  categories: ['content/categories/', 'content/products/'],
  services: ['content/services/'],
  menu: ['content/menu.yaml'],
  posts: ['content/posts/'],
  gallery: ['content/gallery/'],
  map: ['content/map.yaml'],
  reviews: ['content/'],
  about: ['content/pages/about.md'],
  contact: ['content/pages/contact.md', 'content/site.yaml'],
  recruitment: ['content/pages/recruitment.md', 'content/recruitment/'],
  ticketExchange: ['content/pages/ticket-exchange.md'],
  orderRefund: ['content/pages/order-refund.md'],
  privacy: ['content/pages/privacy.md'],
};

type Extra = Pick<SitemapUrl, 'lastModified'> & Partial<SitemapUrl>;
const absolute = (path: string) => new URL(path, env.SITE_URL).toString();
/** Any content at all: a page whose files are missing from the dates changed with the site. */
const siteChanged = () => lastChanged('content/') ?? '2026-01-01';

/** One entry per locale for a page whose URL in each locale is `urlOf(locale)`. */
function entriesFor(urlOf: (locale: Locale) => string, extra: Extra): SitemapUrl[] {
  const alternates = {
    vi: absolute(urlOf('vi')),
    en: absolute(urlOf('en')),
    'x-default': absolute(urlOf('vi')),
  };
  return locales.map((locale) => ({ url: absolute(urlOf(locale)), alternates, ...extra }));
}

/** Items whose slug differs per locale: pair them by their id. */
function detailEntries<T extends { id: string; slug: string }>(
  key: RouteKey,
  list: (locale: Locale) => T[],
  extra: (item: T) => Extra,
): SitemapUrl[] {
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

/** A content item's file (`content/products/<id>.md`, `.yaml`…) changed last at… */
const fileDate = (dir: string) => (item: { id: string }) => ({
  lastModified: lastChanged(`content/${dir}/${item.id}.`) ?? siteChanged(),
});

export function sitemapEntries(): SitemapUrl[] {
  const posts = listPosts('vi');
  const newestPost =
    posts
      .map((post) => post.modifiedAt)
      .sort()
      .at(-1) ?? siteChanged();
  const pages = Array.from({ length: postPageCount('vi') - 1 }, (_, i) => i + 2);
  return [
    ...Object.entries(INDEXED_ROUTES).flatMap(([key, files]) =>
      entriesFor((locale) => hrefFor(locale, key as RouteKey), {
        changeFrequency: key === 'home' || key === 'posts' ? 'daily' : 'weekly',
        priority: key === 'home' ? 1 : 0.7,
        lastModified:
          key === 'posts' ? newestPost : (lastChanged(...(files ?? [])) ?? siteChanged()),
      }),
    ),
    ...pages.flatMap((page) =>
      entriesFor((locale) => hrefFor(locale, 'post', listPageSlug(locale, page)), {
        lastModified: newestPost,
      }),
    ),
    ...detailEntries('post', listPosts, (post) => ({ lastModified: post.modifiedAt })),
    ...detailEntries('product', (locale) => listProducts(locale), fileDate('products')),
    ...detailEntries('category', listCategories, fileDate('categories')),
    ...detailEntries('service', listServices, fileDate('services')),
    ...detailEntries('ticket', listTickets, fileDate('tickets')),
  ];
}
