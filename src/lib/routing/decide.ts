// The middleware's decisions as a pure function, so they are unit-tested without a server.
// Order (DESIGN.md §4): locale prefix, Vietnamese alias → internal path, redirect rules, render.
import {
  defaultLocale,
  internalPath,
  isLocale,
  localizedPath,
  normalizePathname,
  splitLocale,
  type Locale,
} from '@/i18n/routing';
import { findRedirectRule, isAbsoluteTarget, type RedirectRule } from './redirect-rules';

/**
 * Internal prefix of the 404 page for paths no route matches (src/app/[locale]/(default)/
 * page-not-found/[...missing]): it renders `Page Not Found: {path}` on the server, where Next's
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
}: RoutingRequest): RoutingDecision {
  const prefixed = splitLocale(pathname);
  const locale: Locale =
    prefixed?.locale ?? (isLocale(cookieLocale) ? cookieLocale : defaultLocale);
  const rest = prefixed ? prefixed.rest : normalizePathname(pathname);
  const internal = internalPath(rest);

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

  if (internal === null) {
    return { kind: 'missing', locale, internalPath: `/${locale}${MISSING_PAGE_PREFIX}${rest}` };
  }
  return {
    kind: 'render',
    locale,
    internalPath: internal === '/' ? `/${locale}` : `/${locale}${internal}`,
  };
}
