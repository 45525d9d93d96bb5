// /sitemap.xml, rendered once per build (content only) in the order the sitemaps.org schema asks
// for (src/lib/seo/sitemap-xml.ts); src/lib/seo/sitemap-xml.test.ts validates it against the XSD.
import { sitemapXml } from '@/lib/seo/sitemap-xml';
import { sitemapEntries } from './sitemap-entries';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(sitemapXml(sitemapEntries()), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
