// The store's SEO record of a content page (getSeoByPath), for route files: read at build and
// regeneration time, tagged for `POST /api/revalidate`, and null when the store cannot be read
// (logged), as the spec's error catalogue asks; the content default then applies.
import 'server-only';
import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { routeSeoMetadata, seoPathOf, type SeoOverride } from '@/content/seo';
import { isLocale, type RouteKey } from '@/i18n/routing';
import type { SeoField } from '@/lib/admin/site-schemas';
import { getServerCaller } from '../caller';
import { SEO_TAG, seoTag } from '../services/site/page-tags';

export const SEO_CACHE_TAG = SEO_TAG;
export const SEO_REVALIDATE_SECONDS = 3600;

/** The store's record for exactly this page, or null (no record of its own, or the read failed). */
export function loadSeoOverride(path: string): Promise<SeoOverride | null> {
  return unstable_cache(
    async (): Promise<SeoOverride | null> => {
      try {
        const record = await (await getServerCaller()).getSeoByPath({ path });
        // getSeoByPath answers every path with the '/' record as a fallback: that one is the
        // home page's, not an override for this page.
        const home = path === '/' || /^\/(vi|en)$/.test(path);
        if (record.matchedPath === null || (record.matchedPath === '/' && !home)) return null;
        // Store records are written in the default language: one without a locale prefix
        // overrides the Vietnamese page; the English page only takes a record kept under /en.
        if (path.startsWith('/en') && !record.matchedPath.startsWith('/en')) return null;
        // Only what the record sets overrides the page; the rest keeps the content default.
        const own = (field: SeoField) =>
          record.storedFields.includes(field) ? (record[field] ?? '') : '';
        return {
          title: own('title'),
          ogTitle: own('ogTitle'),
          description: own('description'),
          ogDescription: own('ogDescription'),
          ogImage: record.storedFields.includes('ogImage') ? record.ogImage : null,
          keywords: own('keywords'),
          robotsTxt: own('robotsTxt'),
          canonicalUrl: record.storedFields.includes('canonicalUrl') ? record.canonicalUrl : null,
        };
      } catch (error) {
        console.error(`[seo] getSeoByPath(${path}) failed; using the content default`, error);
        return null;
      }
    },
    ['seo-override', path],
    { tags: [SEO_CACHE_TAG, seoTag(path)], revalidate: SEO_REVALIDATE_SECONDS },
  )();
}

/** `generateMetadata` for a listing or static content page: store override over content default. */
export function contentRouteMetadata(key: RouteKey) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    return routeSeoMetadata(locale, key, await loadSeoOverride(seoPathOf(locale, key)));
  };
}
