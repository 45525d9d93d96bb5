// What crawlers and validators read: the built sitemap.xml validates against
// the sitemaps.org schema, and its lastmod values are the content's own dates.
import { expect, test } from '@playwright/test';
import { validateSitemap } from './helpers/sitemap-xsd';

test('sitemap.xml validates against the sitemaps.org XSD, lastmod from the content', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(await validateSitemap(xml)).toEqual({ valid: true, errors: [] });

  const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1] ?? '');
  expect(lastmods.length).toBeGreaterThan(100);
  for (const lastmod of lastmods) expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.now());
  // Built at one moment, every page would carry the same date; content changes at many.
  expect(new Set(lastmods).size).toBeGreaterThan(3);
});

test('/favicon.ico answers with the default icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  expect(await response.text()).toContain('<svg');
});
