/** @jest-environment node */
// The sitemap's XML against the sitemaps.org schema; tests/seo-validity.spec.ts validates the
// built /sitemap.xml itself the same way.
import { validateSitemap as validate } from '../../../tests/helpers/sitemap-xsd';
import { sitemapXml, type SitemapUrl } from './sitemap-xml';

const entry: SitemapUrl = {
  url: 'https://example.vn/vi/san-pham?a=1&b=2',
  lastModified: '2026-10-25T07:00:00+07:00',
  changeFrequency: 'weekly',
  priority: 0.7,
  alternates: {
    vi: 'https://example.vn/vi/san-pham',
    en: 'https://example.vn/en/products',
    'x-default': 'https://example.vn/vi/san-pham',
  },
};

describe('sitemap.xml', () => {
  it('escapes what XML needs escaped', async () => {
    const xml = sitemapXml([entry]);
    expect(xml).toContain('<loc>https://example.vn/vi/san-pham?a=1&amp;b=2</loc>');
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
  });

  it('is refused by the schema in the order Next writes it (alternates before lastmod)', async () => {
    const nextOrder = sitemapXml([entry]).replace(
      /(<lastmod>.*<\/lastmod>\n)((?:.*\n)*?)((?:\s*<xhtml:link[^\n]*\n)+)/,
      '$3$1$2',
    );
    expect(nextOrder.indexOf('<xhtml:link')).toBeLessThan(nextOrder.indexOf('<lastmod>'));
    expect((await validate(nextOrder)).valid).toBe(false);
  });
});
