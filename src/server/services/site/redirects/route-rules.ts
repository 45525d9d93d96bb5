// The route-rule lookup (spec §7): does a path redirect, and which per-path switches apply.
// Committed rules (content/redirects.yaml → src/generated/redirects.json, also compiled into the
// middleware) are checked first, then operators' rules stored in `route_rules` (DESIGN.md §4).
import { committedRedirectRules as committedRules } from '@/content/compiled-tables';
import {
  canonicalPath,
  defaultLocale,
  internalPath,
  localizedPath,
  matchRoute,
  normalizePathname,
  splitLocale,
} from '@/i18n/routing';
import { isAllowedTarget } from '@/lib/admin/site-schemas';
import {
  findRedirectRule,
  isAbsoluteTarget,
  normalizeRulePath,
  type RedirectRule,
} from '@/lib/routing/redirect-rules';
import { nowIso, parseJsonObject } from '../../../db/ids';
import type { Store } from '../../../db/store';
import { pagePath } from '../page-path';

export interface RouteSwitches {
  /** Whether the client fetches page SEO for this path (not for assets and detail pages, spec §2). */
  fetchSeo: boolean;
  /** Operators may store further switches per path. */
  [name: string]: boolean;
}

export interface RouteRedirect {
  /** The rule's target as written: a locale-less path or an absolute URL. */
  to: string;
  /** Where to go: the absolute URL, or the target localised for the asked path's locale. */
  location: string;
  /** Absolute targets are full browser navigations; relative ones are followed inside the app. */
  isAbsolute: boolean;
  permanent: boolean;
  statusCode: 307 | 308;
  source: 'committed' | 'store';
}

export interface RouteRuleAnswer {
  path: string;
  redirect: RouteRedirect | null;
  switches: RouteSwitches;
}

const ASSET_LIKE = /^\/(_next|api|brand|images|builds)(\/|$)|\.[a-z0-9]{1,8}$/i;

function defaultSwitches(rest: string): RouteSwitches {
  const detailPage = matchRoute(rest)?.slug !== undefined;
  return { fetchSeo: !ASSET_LIKE.test(rest) && !detailPage };
}

function booleanSwitches(text: string): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(parseJsonObject(text))) {
    if (typeof value === 'boolean') out[name] = value;
  }
  return out;
}

/** Asked on every client navigation, so answers are cached per path (invalidated on write). */
export function getRouteRule(store: Store, rawPath: string): Promise<RouteRuleAnswer> {
  const path = pagePath(rawPath);
  return store.cache.getOrLoad(`routes:${path}`, () => lookUp(store, path));
}

async function lookUp(store: Store, path: string): Promise<RouteRuleAnswer> {
  const prefixed = splitLocale(path);
  // Stored sources are in their one spelling (admin.redirects normalises them): so is the asked path.
  const rest = normalizeRulePath(prefixed?.rest ?? path);
  // A rule stored under either form of a route (`/bai-viet/cu` or `/posts/cu`) answers both.
  const forms = [
    ...new Set([rest, internalPath(rest), canonicalPath('vi', rest)].filter((f) => f !== null)),
  ];

  const rows = await store.db
    .selectFrom('route_rules')
    .select(['path', 'redirect_to', 'permanent', 'active', 'switches'])
    .where('path', 'in', forms)
    .execute();
  const stored = forms.map((form) => rows.find((row) => row.path === form)).find(Boolean);

  let rule: (RedirectRule & { source: RouteRedirect['source'] }) | undefined;
  const committedRule = forms.map((form) => findRedirectRule(committedRules, form)).find(Boolean);
  if (committedRule) rule = { ...committedRule, source: 'committed' };
  // A target stored before targets were checked this strictly (`https:evil.example`) is not followed.
  else if (stored?.redirect_to && stored.active === 1 && isAllowedTarget(stored.redirect_to)) {
    rule = {
      from: stored.path,
      to: stored.redirect_to,
      permanent: stored.permanent === 1,
      source: 'store',
    };
  }

  const redirect: RouteRedirect | null = rule
    ? {
        to: rule.to,
        location: isAbsoluteTarget(rule.to)
          ? rule.to
          : localizedPath(prefixed?.locale ?? defaultLocale, rule.to),
        isAbsolute: isAbsoluteTarget(rule.to),
        permanent: rule.permanent,
        statusCode: rule.permanent ? 308 : 307,
        source: rule.source,
      }
    : null;

  return {
    path,
    redirect,
    switches: { ...defaultSwitches(rest), ...(stored ? booleanSwitches(stored.switches) : {}) },
  };
}

export interface RouteRuleInput {
  path: string;
  redirectTo?: string | null;
  permanent?: boolean;
  switches?: Record<string, boolean>;
}

/** Creates or replaces an operator's rule for one locale-less path. */
export async function upsertRouteRule(store: Store, input: RouteRuleInput): Promise<void> {
  const update = {
    redirect_to: input.redirectTo ?? null,
    permanent: input.permanent ? 1 : 0,
    active: 1,
    switches: JSON.stringify(input.switches ?? {}),
    updated_at: nowIso(),
  };
  await store.db
    .insertInto('route_rules')
    .values({ path: normalizePathname(input.path), ...update })
    .onConflict((oc) => oc.column('path').doUpdateSet(update))
    .execute();
  store.cache.invalidate('routes:');
}
