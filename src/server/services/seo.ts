// Page SEO records by path (spec §3 "Page SEO record"), with the spec's fallbacks: a path without a
// record uses the '/' record; ogTitle/ogDescription fall back to title/description; absent fields
// use the defaults of the error catalogue ('Trang chủ', robots 'index, follow').
import { canonicalPath, internalPath, normalizePathname, splitLocale } from '@/i18n/routing';
import { nowIso } from '../db/ids';
import type { Store } from '../db/store';
import { pagePath } from './page-path';
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

const SEO_COLUMNS = [
  'path',
  'title',
  'og_title',
  'description',
  'og_description',
  'og_image',
  'keywords',
  'robots_txt',
  'canonical_url',
] as const;

export function getSeoByPath(store: Store, rawPath: string): Promise<SeoRecord> {
  const path = pagePath(rawPath);
  return store.cache.getOrLoad(`seo:${path}`, async () => {
    const candidates = candidatePaths(path);
    const rows = await store.db
      .selectFrom('seo_pages')
      .select(SEO_COLUMNS)
      .where('path', 'in', [...candidates, '/'])
      .execute();
    const byPath = new Map(rows.map((row) => [row.path, row]));
    const row = candidates.map((c) => byPath.get(c)).find(Boolean) ?? byPath.get('/');
    const title = row?.title || SEO_DEFAULTS.title;
    const description = row?.description || SEO_DEFAULTS.description;
    const stored: Record<SeoField, string | null | undefined> = {
      title: row?.title,
      ogTitle: row?.og_title,
      description: row?.description,
      ogDescription: row?.og_description,
      ogImage: row?.og_image,
      keywords: row?.keywords,
      robotsTxt: row?.robots_txt,
      canonicalUrl: row?.canonical_url,
    };
    return {
      path,
      matchedPath: row?.path ?? null,
      storedFields: SEO_FIELDS.filter((field) => Boolean(stored[field])),
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
  const update = {
    title: input.title ?? null,
    og_title: input.ogTitle ?? null,
    description: input.description ?? null,
    og_description: input.ogDescription ?? null,
    og_image: input.ogImage ?? null,
    keywords: input.keywords ?? null,
    robots_txt: input.robotsTxt ?? null,
    canonical_url: input.canonicalUrl ?? null,
    updated_at: nowIso(),
  };
  await store.db
    .insertInto('seo_pages')
    .values({ path: normalizePathname(input.path), ...update })
    .onConflict((oc) => oc.column('path').doUpdateSet(update))
    .execute();
  // The '/' record is every other path's fallback, so any write may change any cached answer.
  store.cache.invalidate('seo:');
}
