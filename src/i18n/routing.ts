// The one source of truth for public paths and their Vietnamese aliases, and the one door to the
// locales (kept in ./locales.ts so the boundaries that need only a locale skip the route table).
// Follows next-intl's App Router example; see DESIGN.md §4 for why aliases are rewritten by
// our middleware instead of next-intl's `pathnames` (which would redirect, not rewrite).
import { defineRouting } from 'next-intl/routing';
import { defaultLocale, isLocale, localeHomePath, locales, type Locale } from './locales';

export * from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // The locale switcher remembers a visitor's choice (NEXT_LOCALE, 365 days) in the browser when
  // clicked: page answers never carry Set-Cookie, so shared caches can store them.
  localeCookie: false,
  // hreflang alternates are rendered in <head> with canonical alias paths instead.
  alternateLinks: false,
});

/**
 * Every route of the spec's table. `path` is the English path, which is also the internal
 * file-system route under `src/app/[locale]`; `alias` is the Vietnamese path that opens the same
 * page. `[slug]` marks the one dynamic segment a route may have.
 */
export const routeTable = [
  { key: 'home', path: '/' },
  { key: 'map', path: '/map' },
  { key: 'cart', path: '/cart' },
  { key: 'menu', path: '/menu', alias: '/thuc-don' },
  { key: 'about', path: '/about', alias: '/gioi-thieu' },
  { key: 'contact', path: '/contact', alias: '/lien-he' },
  { key: 'gallery', path: '/gallery', alias: '/thu-vien-hinh-anh' },
  { key: 'reviews', path: '/reviews' },
  { key: 'login', path: '/auth/login' },
  { key: 'register', path: '/auth/register' },
  { key: 'posts', path: '/posts', alias: '/bai-viet' },
  { key: 'post', path: '/posts/[slug]', alias: '/bai-viet/[slug]' },
  { key: 'orderRefund', path: '/order-refund' },
  { key: 'orderTicket', path: '/order-ticket', alias: '/dat-ve' },
  { key: 'testSession', path: '/test-session' },
  { key: 'tickets', path: '/tickets' },
  { key: 'ticket', path: '/tickets/[slug]' },
  { key: 'checkout', path: '/checkout' },
  { key: 'checkoutCancel', path: '/checkout/cancel' },
  { key: 'checkoutSuccess', path: '/checkout/success' },
  { key: 'checkoutTicket', path: '/checkout/ticket' },
  { key: 'orderLookup', path: '/order-lookup', alias: '/tra-cuu-don-hang' },
  { key: 'products', path: '/products', alias: '/san-pham' },
  { key: 'product', path: '/products/[slug]', alias: '/san-pham/[slug]' },
  { key: 'services', path: '/services', alias: '/dich-vu' },
  { key: 'service', path: '/services/[slug]', alias: '/dich-vu/[slug]' },
  { key: 'ticketPricing', path: '/ticket-pricing', alias: '/bang-gia-ve' },
  { key: 'ticketExchange', path: '/ticket-exchange' },
  { key: 'categories', path: '/categories', alias: '/danh-muc-san-pham' },
  { key: 'category', path: '/categories/[slug]', alias: '/danh-muc-san-pham/[slug]' },
  { key: 'dashboard', path: '/dashboard' },
  { key: 'recruitment', path: '/recruitment', alias: '/tuyen-dung' },
  { key: 'search', path: '/search', alias: '/tim-kiem' },
  { key: 'privacy', path: '/privacy', alias: '/chinh-sach-bao-mat' },
  // A ticket holder's page at an unguessable key: dynamic, noindex, no list page, not in the sitemap.
  { key: 'eTicket', path: '/e-ticket/[slug]', alias: '/ve-dien-tu/[slug]', unlisted: true },
  // The operator console (DESIGN.md §16): noindex, not in the sitemap, behind admin.* procedures.
  { key: 'admin', path: '/admin', alias: '/quan-tri' },
  { key: 'adminModeration', path: '/admin/moderation', alias: '/quan-tri/kiem-duyet' },
  { key: 'adminOrders', path: '/admin/orders', alias: '/quan-tri/don-hang' },
  { key: 'adminRefunds', path: '/admin/refunds', alias: '/quan-tri/hoan-tien' },
  { key: 'adminCheckIn', path: '/admin/check-in', alias: '/quan-tri/soat-ve' },
  { key: 'adminCapacity', path: '/admin/capacity', alias: '/quan-tri/suc-chua' },
  { key: 'adminWaitlist', path: '/admin/waitlist', alias: '/quan-tri/danh-sach-cho' },
  { key: 'adminReports', path: '/admin/reports', alias: '/quan-tri/bao-cao' },
  { key: 'adminLeads', path: '/admin/leads', alias: '/quan-tri/yeu-cau' },
  { key: 'adminStaff', path: '/admin/staff', alias: '/quan-tri/nhan-vien' },
  { key: 'adminAudit', path: '/admin/audit', alias: '/quan-tri/nhat-ky' },
  {
    key: 'adminDataRequests',
    path: '/admin/data-requests',
    alias: '/quan-tri/yeu-cau-du-lieu',
  },
  { key: 'adminRedirects', path: '/admin/redirects', alias: '/quan-tri/chuyen-huong' },
  { key: 'adminSeo', path: '/admin/seo', alias: '/quan-tri/seo-trang' },
  { key: 'adminSettings', path: '/admin/settings', alias: '/quan-tri/cai-dat' },
  { key: 'adminPayments', path: '/admin/payments', alias: '/quan-tri/thanh-toan' },
  { key: 'adminReconcile', path: '/admin/reconcile', alias: '/quan-tri/doi-soat' },
  { key: 'adminTheme', path: '/admin/theme', alias: '/quan-tri/giao-dien' },
  { key: 'adminVouchers', path: '/admin/vouchers', alias: '/quan-tri/ma-giam-gia' },
  { key: 'adminInvoices', path: '/admin/invoices', alias: '/quan-tri/hoa-don' },
] as const satisfies readonly RouteDefinition[];

/**
 * Files served under a locale prefix by route handlers (locale-less path): the middleware lets
 * them through, where any other dotted path under `/vi` or `/en` is a page that does not exist.
 */
export const localeFiles: readonly string[] = ['/search/index.json'];

export interface RouteDefinition {
  key: string;
  /** English path; also the internal route under src/app/[locale]. */
  path: string;
  /** Vietnamese alias, canonical under /vi. */
  alias?: string;
  /** A private page reached only by its own link (no list page, never indexed). */
  unlisted?: boolean;
}

export type RouteKey = (typeof routeTable)[number]['key'];

/** A resolved path: which route it is and the slug it carries, if any. */
export interface MatchedRoute {
  route: RouteDefinition;
  slug?: string;
}

function matchPattern(pattern: string, pathname: string): { slug?: string } | null {
  if (!pattern.includes('[slug]')) return pattern === pathname ? {} : null;
  const prefix = pattern.slice(0, pattern.indexOf('[slug]'));
  if (!pathname.startsWith(prefix)) return null;
  const slug = pathname.slice(prefix.length);
  if (slug === '' || slug.includes('/')) return null;
  return { slug };
}

function fill(pattern: string, slug?: string): string {
  return slug === undefined ? pattern : pattern.replace('[slug]', slug);
}

/** Strips a trailing slash (but keeps `/`). */
export function normalizePathname(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname || '/';
}

/** Finds the route a locale-less pathname names, by its English path or its Vietnamese alias. */
export function matchRoute(pathname: string): MatchedRoute | null {
  const path = normalizePathname(pathname);
  for (const route of routeTable as readonly RouteDefinition[]) {
    for (const pattern of route.alias ? [route.path, route.alias] : [route.path]) {
      const match = matchPattern(pattern, path);
      if (match) return { route, ...match };
    }
  }
  return null;
}

/** The internal (file-system) path of a matched route, e.g. `/posts/le-hoi`. */
export function matchedInternalPath(match: MatchedRoute): string {
  return fill(match.route.path, match.slug);
}

/** The internal (file-system) path for a locale-less pathname, or null if no route matches. */
export function internalPath(pathname: string): string | null {
  const match = matchRoute(pathname);
  return match ? matchedInternalPath(match) : null;
}

/** The canonical locale-less path of a route: the Vietnamese alias under vi, English under en. */
export function canonicalPath(locale: Locale, pathname: string): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const pattern = locale === 'vi' && match.route.alias ? match.route.alias : match.route.path;
  return fill(pattern, match.slug);
}

/** Canonical path with its locale prefix, e.g. `/vi/thuc-don` or `/en/menu`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const canonical = canonicalPath(locale, pathname) ?? normalizePathname(pathname);
  return canonical === '/' ? localeHomePath(locale) : `/${locale}${canonical}`;
}

/** Canonical localized path for a route key and optional slug. */
export function hrefFor(locale: Locale, key: RouteKey, slug?: string): string {
  const route = (routeTable as readonly RouteDefinition[]).find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route ${key}`);
  return localizedPath(locale, fill(route.path, slug));
}

/** Splits `/vi/thuc-don` into its locale and the rest; null when the path has no locale prefix. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return null;
  return { locale: first, rest: normalizePathname(`/${rest.join('/')}`) };
}

/** route key → locale → slug → the same item's slug in the other locale (slugs that differ). */
export type SlugTranslationTable = Partial<
  Record<string, Partial<Record<Locale, Record<string, string>>>>
>;

/**
 * The same page in the `target` locale: its canonical path there, with a detail page's slug
 * translated (`/vi/san-pham/ca-phe-…` → `/en/products/arabica-coffee-…`), so the link answers 200
 * instead of a redirect. A path no route matches keeps its rest under the target prefix.
 */
export function switchLocalePath(
  pathname: string,
  target: Locale,
  translations: SlugTranslationTable,
): string {
  const split = splitLocale(pathname);
  const rest = split?.rest ?? normalizePathname(pathname);
  const match = matchRoute(rest);
  if (!split || !match || match.slug === undefined) return localizedPath(target, rest);
  const slug = translations[match.route.key]?.[split.locale]?.[match.slug] ?? match.slug;
  return localizedPath(target, fill(match.route.path, slug));
}
