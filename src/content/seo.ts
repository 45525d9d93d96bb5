// SEO of content pages: the default written in content/seo.yaml, overridden by the operator's
// record in the store (getSeoByPath) when one exists for the page. Store reads happen at build and
// regeneration time, are tagged for `POST /api/revalidate`, and fall back to the content default
// when the store cannot be read (logged), as the spec's error catalogue asks.
import 'server-only';
import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { localizedPath, routeTable, type Locale, type RouteKey } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerCaller } from '@/server/caller';
import type { SeoRecord } from '@/server/services/seo';
import { content } from './collections';

export const SEO_CACHE_TAG = 'seo';
export const SEO_REVALIDATE_SECONDS = 3600;

/** The fields of the store's SEO record that a page uses. */
export type SeoOverride = Pick<
  SeoRecord,
  'title' | 'ogTitle' | 'description' | 'ogDescription' | 'ogImage' | 'keywords' | 'robotsTxt'
>;

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
        return record;
      } catch (error) {
        console.error(`[seo] getSeoByPath(${path}) failed; using the content default`, error);
        return null;
      }
    },
    ['seo-override', path],
    { tags: [SEO_CACHE_TAG, `${SEO_CACHE_TAG}:${path}`], revalidate: SEO_REVALIDATE_SECONDS },
  )();
}

function routePath(key: RouteKey): string {
  const route = routeTable.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route ${key}`);
  return route.path;
}

function robotsFrom(robotsTxt: string): Metadata['robots'] {
  const value = robotsTxt.toLowerCase();
  return { index: !value.includes('noindex'), follow: !value.includes('nofollow') };
}

/** The content default of a route's page (content/seo.yaml), in one locale. */
export function defaultSeo(locale: Locale, key: RouteKey) {
  const path = routePath(key);
  const record = content().seo.pages.find((p) => p.path === path);
  if (!record) return undefined;
  return {
    title: record.title[locale],
    description: record.description[locale],
    keywords: record.keywords?.[locale],
    ogTitle: record.ogTitle?.[locale],
    ogDescription: record.ogDescription?.[locale],
    ogImage: record.ogImage,
  };
}

/** Metadata of a listing or static page: store override over content default. */
export async function routeSeoMetadata(locale: Locale, key: RouteKey): Promise<Metadata> {
  const path = routePath(key);
  const fallback = defaultSeo(locale, key);
  const override = await loadSeoOverride(localizedPath(locale, path));
  const title = override?.title || fallback?.title;
  const description = override?.description || fallback?.description;
  const keywords = override?.keywords
    ? override.keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
    : fallback?.keywords;
  // The home's title too goes through the template: `Trang chủ | Cáp Treo Núi Mây`.
  return pageMetadata({
    locale,
    path,
    title,
    description,
    keywords,
    ogTitle: override?.ogTitle || fallback?.ogTitle || title,
    ogDescription: override?.ogDescription || fallback?.ogDescription || description,
    image: override?.ogImage || fallback?.ogImage || undefined,
    robots: override ? robotsFrom(override.robotsTxt) : undefined,
  });
}

/** `generateMetadata` for a listing or static content page. */
export function contentRouteMetadata(key: RouteKey) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    if (locale !== 'vi' && locale !== 'en') return {};
    return routeSeoMetadata(locale, key);
  };
}

/** Metadata of a detail page: its own title and summary, its slug in each locale. */
export function detailMetadata(input: {
  locale: Locale;
  key: RouteKey;
  slugs: { vi: string; en: string };
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'article';
  keywords?: string[];
}): Metadata {
  const pattern = routePath(input.key);
  return pageMetadata({
    locale: input.locale,
    path: pattern.replace('[slug]', input.slugs[input.locale]),
    paths: {
      vi: pattern.replace('[slug]', input.slugs.vi),
      en: pattern.replace('[slug]', input.slugs.en),
    },
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    image: input.image,
    type: input.type,
  });
}
