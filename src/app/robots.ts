import type { MetadataRoute } from 'next';
import { env } from '@/env';

/** Per request: the Sitemap line names the running server's SITE_URL, not the build's. */
export const dynamic = 'force-dynamic';

/**
 * Crawl every page; keep crawlers out of the API only. Per-visitor pages (cart, checkout, account,
 * search) say `noindex` themselves: a Disallow would hide that from crawlers, and a disallowed URL
 * linked from every page can still be listed without its content.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
