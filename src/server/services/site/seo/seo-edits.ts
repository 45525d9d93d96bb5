// SEO per page as operators change it (DESIGN.md §18 admin.seo.*): the record a listing or static
// page reads (src/server/page-data/seo.ts) is kept under the page's localized canonical path
// (`/vi/gioi-thieu`, `/en/about`), the same path it is tagged with, so saving one regenerates
// exactly that page; an empty field keeps the page's content default (content/seo.yaml), which
// the console shows from the page itself. Detail pages take their SEO from their own content (spec §2) and are refused.
import { localizedPath, matchRoute, splitLocale, type Locale, type RouteKey } from '@/i18n/routing';
import type { SeoSetInput } from '@/lib/admin/site-schemas';
import { nowIso } from '../../../db/ids';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { recordAudit, type Actor } from '../../operators/audit-log';
import { pagePath } from '../page-path';
import {
  SEO_FIELD_COLUMNS,
  seoFieldsOfInput,
  seoFieldsOfRow,
  seoRowOf,
  type SeoFields,
} from './seo';
import { expireTag, refreshPages, seoTag, type Revalidate } from '../page-tags';

export type { SeoFields };

export interface SeoPageView {
  /** The store path of the page's record (and its cache tag). */
  path: string;
  locale: Locale;
  routeKey: RouteKey;
  /** The operator's record, or null when the page shows its content default. */
  stored: SeoFields | null;
}

function refuse(reason: 'seo-path' | 'seo-detail'): never {
  throw new DomainError(reason);
}

/** `/gioi-thieu`, `/vi/about/`, `/en/about` → the page's store path; unknown paths refused. */
export function seoPagePath(raw: string): { path: string; locale: Locale; routeKey: RouteKey } {
  const asked = pagePath(raw.trim());
  const split = splitLocale(asked);
  const locale = split?.locale ?? 'vi';
  const match = matchRoute(split?.rest ?? asked);
  if (!match || match.route.key.startsWith('admin') || match.route.unlisted) refuse('seo-path');
  if (match.slug !== undefined) refuse('seo-detail');
  return {
    path: localizedPath(locale, match.route.path),
    locale,
    routeKey: match.route.key as RouteKey,
  };
}

export async function getSeoPage(store: Store, rawPath: string): Promise<SeoPageView> {
  const { path, locale, routeKey } = seoPagePath(rawPath);
  const row = await store.db
    .selectFrom('seo_pages')
    .select(SEO_FIELD_COLUMNS)
    .where('path', '=', path)
    .executeTakeFirst();
  return {
    path,
    locale,
    routeKey,
    stored: row ? seoFieldsOfRow(row) : null,
  };
}

/** Replaces the page's record (an empty field falls back); audited with the record before. */
export async function setSeoPage(
  store: Store,
  actor: Actor,
  input: SeoSetInput,
  revalidate: Revalidate = expireTag,
): Promise<SeoPageView> {
  const { path } = seoPagePath(input.path);
  const fields = seoFieldsOfInput(input);
  await writeTransaction(store, async (trx) => {
    const before = await trx
      .selectFrom('seo_pages')
      .select(SEO_FIELD_COLUMNS)
      .where('path', '=', path)
      .executeTakeFirst();
    const empty = Object.values(fields).every((value) => value === null);
    if (empty) {
      await trx.deleteFrom('seo_pages').where('path', '=', path).execute();
    } else {
      const row = { ...seoRowOf(fields), updated_at: nowIso() };
      await trx
        .insertInto('seo_pages')
        .values({ path, ...row })
        .onConflict((oc) => oc.column('path').doUpdateSet(row))
        .execute();
    }
    await recordAudit(trx, actor, {
      action: 'seo.set',
      targetType: 'seo',
      targetId: path,
      details: { before: before ? seoFieldsOfRow(before) : null, after: empty ? null : fields },
    });
  });
  store.cache.invalidate('seo:');
  await refreshPages([seoTag(path)], revalidate);
  return getSeoPage(store, path);
}
