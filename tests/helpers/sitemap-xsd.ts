// sitemap.xml against the sitemaps.org 0.9 schema (vendored in tests/fixtures/sitemap-xsd, with the
// xhtml:link declaration its strict wildcard needs), validated by libxml2 (xmllint-wasm), offline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const dir = path.join(__dirname, '../fixtures/sitemap-xsd');
const file = (name: string) => ({
  fileName: name,
  contents: readFileSync(path.join(dir, name), 'utf8'),
});

/** Whether `xml` is a valid sitemap, and libxml2's messages when it is not. */
export async function validateSitemap(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [file('sitemap-with-xhtml.xsd')],
    preload: [file('sitemap.xsd'), file('xhtml-link.xsd')],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
