// Operators' redirect rules (DESIGN.md §4, §18 admin.redirects.*): stored in `route_rules`, applied
// without a rebuild where a path would otherwise be a 404 (the page-not-found route asks
// getRouteRule), and answered by routeRules.getByPath. The rules committed in
// content/redirects.yaml run in the middleware first, so they win any conflict.
// Refused: a loop, a chain of more than one hop (counting committed rules), a source that is a
// live page (the page would never 404, so the rule would never run), a target that is neither a
// site path nor an http(s) URL (the schemas in lib/admin/site-schemas check the shape).
import { sql, type Kysely } from 'kysely';
import { committedRedirectRules as committedRules, detailSlugs } from '@/content/compiled-tables';
import { env } from '@/env';
import { internalPath, localeFiles, locales, matchRoute, splitLocale } from '@/i18n/routing';
import type { RedirectInput, RedirectRefusal } from '@/lib/admin/site-schemas';
import { comparablePath, isAbsoluteTarget, type RedirectRule } from '@/lib/routing/redirect-rules';
import { nowIso } from '../../../db/ids';
import type { Database } from '../../../db/schema';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { recordAudit, type Actor } from '../../operators/audit-log';

function refuse(reason: Exclude<RedirectRefusal, 'redirect-source' | 'redirect-target'>): never {
  throw new DomainError(reason);
}

export interface StoredRedirect {
  source: string;
  target: string;
  permanent: boolean;
  active: boolean;
  updatedAt: string;
  /** A committed rule has the same source: it runs first, this one never does. */
  shadowedByCommitted: boolean;
}

export interface RedirectList {
  rules: StoredRedirect[];
  committed: RedirectRule[];
}

/**
 * One comparable form of a locale-less path: decoded, lower case, then the route's English path
 * (`/%6Coop-f/`, `/Loop-F` and `/loop-f` are one path; so are `/bai-viet/cu` and `/posts/cu`).
 */
function pathKey(path: string): string {
  const bare = comparablePath(path);
  return internalPath(bare) ?? bare;
}

/** A host in one spelling: lower case (the URL parser does that), no root dot, no `www.`. */
function bareHost(hostname: string): string {
  return hostname.replace(/\.$/, '').replace(/^www\./, '');
}

/**
 * Whether an absolute URL names this site, in any spelling: either scheme, any port, a trailing
 * dot or `www.`, upper case. (Refusing a loop through another port of the same host costs nothing.)
 */
function isOwnSite(url: URL): boolean {
  return bareHost(url.hostname) === bareHost(new URL(env.SITE_URL).hostname);
}

/**
 * The locale-less site path a target leads to, or null when it leaves the site. An absolute URL
 * on this site counts as a site path (`https://site/vi/a` loops like `/a`).
 */
function siteTargetPath(target: string): string | null {
  let pathname: string;
  if (isAbsoluteTarget(target)) {
    const url = new URL(target);
    if (!isOwnSite(url)) return null;
    pathname = url.pathname;
  } else {
    pathname = target.split(/[?#]/, 1)[0] ?? '/';
  }
  const comparable = comparablePath(pathname);
  return splitLocale(comparable)?.rest ?? comparable;
}

/** A path some page answers with 200: a route, with a slug its detail page renders. */
export function isLivePage(source: string): boolean {
  if (localeFiles.includes(source)) return true;
  const match = matchRoute(source);
  if (!match) return false;
  if (match.slug === undefined) return true;
  const slugs = detailSlugs[match.route.key];
  if (!slugs) return true;
  return locales.some((locale) => slugs[locale]?.includes(match.slug ?? ''));
}

interface RuleRow {
  path: string;
  redirect_to: string | null;
  permanent: number;
  active: number;
  switches: string;
  updated_at: string;
}

function toRedirect(row: RuleRow): StoredRedirect {
  const key = pathKey(row.path);
  return {
    source: row.path,
    target: row.redirect_to ?? '',
    permanent: row.permanent === 1,
    active: row.active === 1,
    updatedAt: row.updated_at,
    shadowedByCommitted: committedRules.some((rule) => pathKey(rule.from) === key),
  };
}

const COLUMNS = ['path', 'redirect_to', 'permanent', 'active', 'switches', 'updated_at'] as const;

export async function listRedirects(store: Store): Promise<RedirectList> {
  const rows = await store.db
    .selectFrom('route_rules')
    .select(COLUMNS)
    .where('redirect_to', 'is not', null)
    .orderBy('path')
    .execute();
  return { rules: rows.map(toRedirect), committed: [...committedRules] };
}

/** Loops and chains: the rule against every other live rule, committed and stored. */
async function checkHops(trx: Kysely<Database>, rule: RedirectInput): Promise<void> {
  const sourceKey = pathKey(rule.source);
  const targetPath = siteTargetPath(rule.target);
  if (targetPath !== null && pathKey(targetPath) === sourceKey) refuse('redirect-loop');

  const stored = await trx
    .selectFrom('route_rules')
    .select(['path', 'redirect_to'])
    .where('redirect_to', 'is not', null)
    .where('active', '=', 1)
    .execute();
  const others = [
    ...committedRules.map((r) => ({ from: r.from, to: r.to })),
    ...stored
      .filter((r) => pathKey(r.path) !== sourceKey)
      .map((r) => ({ from: r.path, to: r.redirect_to ?? '' })),
  ];
  // The target is itself redirected: a second hop (or, if it leads back here, a loop).
  const onward =
    targetPath === null ? undefined : others.find((r) => pathKey(r.from) === pathKey(targetPath));
  if (onward) {
    const back = siteTargetPath(onward.to);
    refuse(back !== null && pathKey(back) === sourceKey ? 'redirect-loop' : 'redirect-chain');
  }
  // Another rule already leads here: this one would be its second hop.
  const inbound = others.some((r) => {
    const path = siteTargetPath(r.to);
    return path !== null && pathKey(path) === sourceKey;
  });
  if (inbound) refuse('redirect-chain');
}

/**
 * Serialises rule writers: two admins adding A→B and B→C at once would each pass the chain check
 * alone. SQLite's BEGIN IMMEDIATE already does; PostgreSQL takes a transaction-scoped lock.
 */
async function lockRules(store: Store, trx: Kysely<Database>): Promise<void> {
  if (store.dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext('route_rules'))`.execute(trx);
  }
}

async function findRow(trx: Kysely<Database>, source: string): Promise<RuleRow | undefined> {
  return trx
    .selectFrom('route_rules')
    .select(COLUMNS)
    .where('path', '=', source)
    .executeTakeFirst();
}

function ruleFacts(row: RuleRow | undefined) {
  if (!row?.redirect_to) return null;
  return { target: row.redirect_to, permanent: row.permanent === 1, active: row.active === 1 };
}

async function validate(store: Store, trx: Kysely<Database>, rule: RedirectInput): Promise<void> {
  if (isLivePage(rule.source)) refuse('redirect-live-page');
  await lockRules(store, trx);
  if (rule.active) await checkHops(trx, rule);
}

function afterWrite(store: Store): void {
  // The lookups are cached per path for a few seconds; this instance drops them at once.
  store.cache.invalidate('routes:');
}

export async function createRedirect(
  store: Store,
  actor: Actor,
  rule: RedirectInput,
): Promise<StoredRedirect> {
  const saved = await writeTransaction(store, async (trx) => {
    await validate(store, trx, rule);
    // `/bai-viet/cu` and `/posts/cu` are one path in two forms: one rule for both.
    const sameSource = await trx
      .selectFrom('route_rules')
      .select('path')
      .where('redirect_to', 'is not', null)
      .execute();
    if (sameSource.some((row) => pathKey(row.path) === pathKey(rule.source))) {
      refuse('redirect-exists');
    }
    const existing = await findRow(trx, rule.source);
    const values = {
      redirect_to: rule.target,
      permanent: rule.permanent ? 1 : 0,
      active: rule.active ? 1 : 0,
      updated_at: nowIso(),
    };
    if (existing) {
      // A row that only carried per-path switches gains the redirect.
      await trx.updateTable('route_rules').set(values).where('path', '=', rule.source).execute();
    } else {
      await trx
        .insertInto('route_rules')
        .values({ path: rule.source, switches: '{}', ...values })
        .execute();
    }
    await recordAudit(trx, actor, {
      action: 'redirect.create',
      targetType: 'redirect',
      targetId: rule.source,
      details: { before: null, after: ruleFacts({ ...values, path: rule.source, switches: '' }) },
    });
    return findRow(trx, rule.source);
  });
  afterWrite(store);
  if (!saved) throw new Error(`redirect ${rule.source} vanished inside its own transaction`);
  return toRedirect(saved);
}

export async function updateRedirect(
  store: Store,
  actor: Actor,
  rule: RedirectInput,
): Promise<StoredRedirect> {
  const saved = await writeTransaction(store, async (trx) => {
    const existing = await findRow(trx, rule.source);
    if (!existing?.redirect_to) refuse('redirect-missing');
    await validate(store, trx, rule);
    const values = {
      redirect_to: rule.target,
      permanent: rule.permanent ? 1 : 0,
      active: rule.active ? 1 : 0,
      updated_at: nowIso(),
    };
    await trx.updateTable('route_rules').set(values).where('path', '=', rule.source).execute();
    await recordAudit(trx, actor, {
      action: 'redirect.update',
      targetType: 'redirect',
      targetId: rule.source,
      details: {
        before: ruleFacts(existing),
        after: ruleFacts({ ...existing, ...values }),
      },
    });
    return findRow(trx, rule.source);
  });
  afterWrite(store);
  if (!saved) throw new Error(`redirect ${rule.source} vanished inside its own transaction`);
  return toRedirect(saved);
}

export async function removeRedirect(
  store: Store,
  actor: Actor,
  source: string,
): Promise<{ removed: boolean }> {
  const removed = await writeTransaction(store, async (trx) => {
    const existing = await findRow(trx, source);
    if (!existing?.redirect_to) return false;
    // A row that also carries per-path switches keeps them.
    if (existing.switches && existing.switches !== '{}') {
      await trx
        .updateTable('route_rules')
        .set({ redirect_to: null, updated_at: nowIso() })
        .where('path', '=', source)
        .execute();
    } else {
      await trx.deleteFrom('route_rules').where('path', '=', source).execute();
    }
    await recordAudit(trx, actor, {
      action: 'redirect.remove',
      targetType: 'redirect',
      targetId: source,
      details: { before: ruleFacts(existing), after: null },
    });
    return true;
  });
  afterWrite(store);
  return { removed };
}
