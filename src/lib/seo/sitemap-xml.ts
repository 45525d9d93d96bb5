// sitemap.xml as the sitemaps.org 0.9 schema orders a <url>: loc, lastmod, changefreq, priority,
// and only then the elements of other namespaces (the xhtml:link hreflang alternates). Next's
// own sitemap writer puts the alternates right after loc, which the schema refuses.

export type ChangeFrequency =
  'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapUrl {
  url: string;
  /** W3C date or date-time (`2026-10-25`, `2026-10-25T07:00:00+07:00`). */
  lastModified: string;
  changeFrequency?: ChangeFrequency;
  priority?: number;
  /** hreflang → absolute URL (`vi`, `en`, `x-default`). */
  alternates: Record<string, string>;
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

function urlXml(entry: SitemapUrl): string {
  const lines = [
    `<loc>${escapeXml(entry.url)}</loc>`,
    `<lastmod>${escapeXml(entry.lastModified)}</lastmod>`,
    ...(entry.changeFrequency ? [`<changefreq>${entry.changeFrequency}</changefreq>`] : []),
    ...(entry.priority !== undefined ? [`<priority>${entry.priority.toFixed(1)}</priority>`] : []),
    ...Object.entries(entry.alternates).map(
      ([lang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
    ),
  ];
  return `<url>\n${lines.map((line) => `  ${line}`).join('\n')}\n</url>`;
}

export function sitemapXml(entries: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(urlXml),
    '</urlset>',
    '',
  ].join('\n');
}
