// /sitemap.xml in the order the sitemaps.org schema asks for (src/lib/seo/sitemap-xml.ts;
// src/lib/seo/sitemap-xml.test.ts validates it against the XSD). Rendered per request, from the
// build's content and the running server's SITE_URL: one build serves every origin it is deployed
// on (a staging copy, a renamed domain), as its pages do; it costs a few milliseconds.
import { sitemapXml } from '@/lib/seo/sitemap-xml';
import { sitemapEntries } from './sitemap-entries';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(sitemapXml(sitemapEntries()), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
