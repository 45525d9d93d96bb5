// Page SEO records by path (spec §3 "Page SEO record"), with the spec's fallbacks: a path without a
// record uses the '/' record; ogTitle/ogDescription fall back to title/description; absent fields
// use the defaults of the error catalogue ('Trang chủ', robots 'index, follow').
import { canonicalPath, internalPath, normalizePathname, splitLocale } from '@/i18n/routing';
import { nowIso } from '../../../db/ids';
import type { Store } from '../../../db/store';
import { pagePath } from '../page-path';
import { SEO_DEFAULTS } from '@/store-defaults';
import { SEO_FIELDS, type SeoField } from '@/lib/admin/site-schemas';

export interface SeoRecord {
  /** The path asked for (normalised). */
  path: string;
  /** The stored record used: the path's own, '/', or null when only defaults apply. */
  matchedPath: string | null;
  title: string;
  ogTitle: string;
  description: string;
  ogDescription: string;
  ogImage: string | null;
  keywords: string;
  robotsTxt: string;
  canonicalUrl: string | null;
  /** The fields the matched record sets itself; the others above are fallbacks or defaults. */
  storedFields: SeoField[];
}

export interface SeoPageInput {
  path: string;
  title?: string | null;
  ogTitle?: string | null;
  description?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
  keywords?: string | null;
  robotsTxt?: string | null;
  canonicalUrl?: string | null;
}

/**
 * Paths a record may be stored under for a requested path, best first: as asked, without the
 * locale prefix, the English (internal) form and the Vietnamese alias form.
 */
function candidatePaths(path: string): string[] {
  const candidates = [path];
  const rest = splitLocale(path)?.rest ?? path;
  candidates.push(rest);
  const english = internalPath(rest);
  if (english) candidates.push(english);
  const vietnamese = canonicalPath('vi', rest);
  if (vietnamese) candidates.push(vietnamese);
  return [...new Set(candidates)];
}

/** Each SEO field and the seo_pages column that stores it. */
const FIELD_COLUMNS = {
  title: 'title',
  ogTitle: 'og_title',
  description: 'description',
  ogDescription: 'og_description',
  ogImage: 'og_image',
  keywords: 'keywords',
  robotsTxt: 'robots_txt',
  canonicalUrl: 'canonical_url',
} as const satisfies Record<SeoField, string>;

type SeoColumn = (typeof FIELD_COLUMNS)[SeoField];
export type SeoFields = Record<SeoField, string | null>;

/** The seo_pages columns holding the fields, in SEO_FIELDS's order. */
export const SEO_FIELD_COLUMNS = SEO_FIELDS.map((field) => FIELD_COLUMNS[field]);

/** The fields of a stored row. */
export function seoFieldsOfRow(row: Record<SeoColumn, string | null>): SeoFields {
  return Object.fromEntries(
    SEO_FIELDS.map((field) => [field, row[FIELD_COLUMNS[field]]]),
  ) as SeoFields;
}

/** The fields of an input, each absent one null. */
export function seoFieldsOfInput(input: Partial<Record<SeoField, string | null>>): SeoFields {
  return Object.fromEntries(SEO_FIELDS.map((field) => [field, input[field] ?? null])) as SeoFields;
}

/** The columns that store `fields`. */
export function seoRowOf(fields: SeoFields): Record<SeoColumn, string | null> {
  return Object.fromEntries(
    SEO_FIELDS.map((field) => [FIELD_COLUMNS[field], fields[field]]),
  ) as Record<SeoColumn, string | null>;
}

export function getSeoByPath(store: Store, rawPath: string): Promise<SeoRecord> {
  const path = pagePath(rawPath);
  return store.cache.getOrLoad(`seo:${path}`, async () => {
    const candidates = candidatePaths(path);
    const rows = await store.db
      .selectFrom('seo_pages')
      .select(['path', ...SEO_FIELD_COLUMNS])
      .where('path', 'in', [...candidates, '/'])
      .execute();
    const byPath = new Map(rows.map((row) => [row.path, row]));
    const row = candidates.map((c) => byPath.get(c)).find(Boolean) ?? byPath.get('/');
    const title = row?.title || SEO_DEFAULTS.title;
    const description = row?.description || SEO_DEFAULTS.description;
    const stored = row ? seoFieldsOfRow(row) : null;
    return {
      path,
      matchedPath: row?.path ?? null,
      storedFields: SEO_FIELDS.filter((field) => Boolean(stored?.[field])),
      title,
      ogTitle: row?.og_title || title,
      description,
      ogDescription: row?.og_description || description,
      ogImage: row?.og_image || null,
      keywords: row?.keywords || SEO_DEFAULTS.keywords,
      robotsTxt: row?.robots_txt || SEO_DEFAULTS.robotsTxt,
      canonicalUrl: row?.canonical_url || null,
    };
  });
}

/** Creates or replaces the record of one path (operators' override; also used by the seed). */
export async function upsertSeoPage(store: Store, input: SeoPageInput): Promise<void> {
  const update = { ...seoRowOf(seoFieldsOfInput(input)), updated_at: nowIso() };
  await store.db
    .insertInto('seo_pages')
    .values({ path: normalizePathname(input.path), ...update })
    .onConflict((oc) => oc.column('path').doUpdateSet(update))
    .execute();
  // The '/' record is every other path's fallback, so any write may change any cached answer.
  store.cache.invalidate('seo:');
}
