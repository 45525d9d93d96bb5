// SEO of content pages: the default written in content/seo.yaml, overridden by the operator's
// record in the store when one exists for the page. The route file reads that record
// (src/server/page-data/seo.ts) and passes it here: this module never reads the store.
import type { Metadata } from 'next';
import { localizedPath, routeTable, type Locale, type RouteKey } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { content } from './collections';

/** The fields of the store's SEO record (getSeoByPath) that a page uses. */
export interface SeoOverride {
  title: string;
  ogTitle: string;
  description: string;
  ogDescription: string;
  ogImage: string | null;
  keywords: string;
  robotsTxt: string;
  canonicalUrl: string | null;
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

/** The store path whose SEO record overrides a route's page, e.g. `/vi/thuc-don`. */
export function seoPathOf(locale: Locale, key: RouteKey): string {
  return localizedPath(locale, routePath(key));
}

/**
 * Metadata of a listing or static page: the store's override (read by the route file, null when
 * there is none) over the content default.
 */
export function routeSeoMetadata(
  locale: Locale,
  key: RouteKey,
  override: SeoOverride | null,
): Metadata {
  const path = routePath(key);
  const fallback = defaultSeo(locale, key);
  const title = override?.title || fallback?.title;
  const description = override?.description || fallback?.description;
  const keywords = override?.keywords
    ? override.keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
    : fallback?.keywords;
  // The home's title too goes through the template: `Trang chủ | Cáp Treo Núi Mây`.
  const metadata = pageMetadata({
    locale,
    path,
    title,
    description,
    keywords,
    ogTitle: override?.ogTitle || fallback?.ogTitle || title,
    ogDescription: override?.ogDescription || fallback?.ogDescription || description,
    image: override?.ogImage || fallback?.ogImage || undefined,
    robots: override?.robotsTxt ? robotsFrom(override.robotsTxt) : undefined,
  });
  if (override?.canonicalUrl && metadata.alternates) {
    metadata.alternates.canonical = override.canonicalUrl;
  }
  return metadata;
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
