// The middleware's decisions as a pure function, so they are unit-tested without a server.
// Order (DESIGN.md §4): locale prefix, Vietnamese alias → internal path, redirect rules, render.
import {
  hrefFor,
  internalPath,
  isLocale,
  localeFiles,
  localeOrDefault,
  localizedPath,
  matchedInternalPath,
  matchRoute,
  normalizePathname,
  splitLocale,
  type Locale,
  type MatchedRoute,
  type RouteKey,
} from '@/i18n/routing';
import { findRedirectRule, isAbsoluteTarget, type RedirectRule } from './redirect-rules';

/**
 * Internal prefix of the 404 page for paths no route matches and slugs no detail page has
 * (src/app/[locale]/(default)/page-not-found/[...missing]): it renders `Page Not Found: {path}` on the server, where Next's
 * own not-found page cannot know the path.
 */
export const MISSING_PAGE_PREFIX = '/page-not-found';

export type RoutingDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | {
      kind: 'missing';
      locale: Locale;
      /** The 404 page's internal path, e.g. `/vi/page-not-found/abc/def`; answered with 404. */
      internalPath: string;
    }
  | {
      kind: 'render';
      locale: Locale;
      /** Path Next.js renders, with locale prefix and English segments, e.g. `/vi/menu`. */
      internalPath: string;
    };

export interface RoutingRequest {
  /** Decoded pathname as requested. */
  pathname: string;
  /** Query string including `?`, or empty. */
  search?: string;
  /** Value of the NEXT_LOCALE cookie, if any. */
  cookieLocale?: string;
  rules: readonly RedirectRule[];
  /** Per detail route key and locale, the slugs its page pre-renders; other slugs are missing. */
  detailSlugs?: DetailSlugs;
  /** Per detail route key and locale, each slug's counterpart in the other locale. */
  slugTranslations?: SlugTranslations;
}

/** The shape of src/generated/slug-translations.json (the language switch's slug pairs). */
export type SlugTranslations = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>
>;

/**
 * The other locale's slug under this locale (`/vi/san-pham/sea-of-clouds-t-shirt`) names the same
 * item: answered here with a 308 to the item's own slug, before any page renders. (A page that
 * redirects on its first, uncached render made Next send the Location header twice.)
 */
function foreignSlugRedirect(
  match: MatchedRoute,
  locale: Locale,
  search: string,
  slugTranslations?: SlugTranslations,
): RoutingDecision | null {
  if (match.slug === undefined || !slugTranslations) return null;
  const pairs = slugTranslations[match.route.key];
  if (!pairs || pairs[locale]?.[match.slug] !== undefined) return null;
  for (const [other, slugs] of Object.entries(pairs)) {
    if (other === locale || !isLocale(other)) continue;
    const own: string | undefined = slugs[match.slug];
    if (own !== undefined && own !== match.slug) {
      const location = hrefFor(locale, match.route.key as RouteKey, own) + search;
      return { kind: 'redirect', location, status: 308 };
    }
  }
  return null;
}

/** The shape of src/generated/detail-slugs.json (scripts/compile-detail-slugs.ts). */
export type DetailSlugs = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** False only for a slug of a detail route whose slugs are listed and do not include it. */
function isKnownSlug(match: MatchedRoute, locale: Locale, detailSlugs?: DetailSlugs): boolean {
  if (match.slug === undefined) return true;
  const known = detailSlugs?.[match.route.key]?.[locale];
  return known === undefined || known.includes(match.slug);
}

function ruleRedirect(rule: RedirectRule, locale: Locale, search: string): RoutingDecision {
  const status = rule.permanent ? 308 : 307;
  if (isAbsoluteTarget(rule.to)) return { kind: 'redirect', location: rule.to, status };
  return { kind: 'redirect', location: localizedPath(locale, rule.to) + search, status };
}

export function decideRoute({
  pathname,
  search = '',
  cookieLocale,
  rules,
  detailSlugs,
  slugTranslations,
}: RoutingRequest): RoutingDecision {
  // `/VI/san-pham` is `/vi/san-pham` typed in capitals: lower-case the prefix, not a 404.
  const [, first = '', ...others] = pathname.split('/');
  const lower = first.toLowerCase();
  if (lower !== first && isLocale(lower)) {
    const restOfPath = normalizePathname(`/${others.join('/')}`);
    return { kind: 'redirect', location: localizedPath(lower, restOfPath) + search, status: 308 };
  }

  const prefixed = splitLocale(pathname);
  const locale: Locale = prefixed?.locale ?? localeOrDefault(cookieLocale);
  const rest = prefixed ? prefixed.rest : normalizePathname(pathname);

  // A rule may name either form of a route (`/menu` or `/thuc-don`) or a path that is no route.
  const rule = findRedirectRule(rules, rest, (path) => internalPath(path) ?? path);
  if (rule) return ruleRedirect(rule, locale, search);

  if (!prefixed) {
    // `/` is temporary (it depends on the remembered locale); other paths move for good.
    return {
      kind: 'redirect',
      location: localizedPath(locale, rest) + search,
      status: rest === '/' ? 307 : 308,
    };
  }

  if (localeFiles.includes(rest)) {
    return { kind: 'render', locale, internalPath: `/${locale}${rest}` };
  }
  const match = matchRoute(rest);
  const foreign = match && foreignSlugRedirect(match, locale, search, slugTranslations);
  if (foreign) return foreign;
  if (!match || !isKnownSlug(match, locale, detailSlugs)) {
    return { kind: 'missing', locale, internalPath: `/${locale}${MISSING_PAGE_PREFIX}${rest}` };
  }
  const internal = matchedInternalPath(match);
  return {
    kind: 'render',
    locale,
    internalPath: internal === '/' ? `/${locale}` : `/${locale}${internal}`,
  };
}
