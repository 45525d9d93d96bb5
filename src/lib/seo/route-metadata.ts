import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, routeTable, type RouteKey } from '@/i18n/routing';
import { pageMetadata } from './metadata';

export interface RouteMetadataOptions {
  /** Per-visitor pages (cart, checkout, account) are kept out of search results. */
  noindex?: boolean;
}

/**
 * `generateMetadata` for a page whose title is its route's name: canonical, hreflang, social card.
 * Content pages with their own SEO record build theirs with `pageMetadata` directly.
 */
export function routeMetadata(key: RouteKey, options: RouteMetadataOptions = {}) {
  const route = routeTable.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route ${key}`);
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: 'Nav' });
    const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
    const title = key === 'home' ? tMeta('homeTitle') : t(key);
    return pageMetadata({
      locale,
      path: route.path,
      title,
      description: tMeta('description'),
      robots: options.noindex ? { index: false, follow: true } : undefined,
    });
  };
}
