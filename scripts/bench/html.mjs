// Pure HTML/XML readers for the benchmark (no I/O, unit-tested in html.test.ts).

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Reads a tag's attributes: `async`, `src="/a.js"`, `type='module'`, `defer=defer`. */
export function parseAttributes(source) {
  const attributes = new Map();
  const pattern = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) {
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    }
  }
  return attributes;
}

function decodeEntities(value) {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The external scripts a browser runs on first load, in document order and without duplicates:
 * classic and module `<script src>`, but not `nomodule` (legacy polyfills a modern browser skips)
 * nor data blocks such as JSON-LD. Inline script bodies and comments are skipped whole, so markup
 * quoted inside them (e.g. in an RSC payload) is never mistaken for a tag.
 * Returns `{ url, kind: 'module' | 'classic', async, defer }` with absolute URLs.
 */
export function extractScripts(html, pageUrl) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = [];
  const seen = new Set();
  const pattern = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
  for (const match of withoutComments.matchAll(pattern)) {
    const attributes = parseAttributes(match[1]);
    const src = attributes.get('src');
    if (src === undefined || src.trim() === '') continue;
    if (attributes.has('nomodule')) continue;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    const url = new URL(src.trim(), pageUrl).href;
    if (seen.has(url)) continue;
    seen.add(url);
    scripts.push({
      url,
      kind: type === 'module' ? 'module' : 'classic',
      async: attributes.has('async'),
      defer: attributes.has('defer'),
    });
  }
  return scripts;
}

/** `<loc>` values of a sitemap or sitemap index, and which of the two it is. */
export function parseSitemap(xml) {
  const locs = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/gi)].map((m) => decodeEntities(m[1]));
  return { isIndex: /<sitemapindex\b/i.test(xml), locs };
}

/** The first pathname (without query or trailing slash) of `urls` that matches `pattern`. */
export function firstMatchingPath(urls, pattern) {
  const regex = new RegExp(pattern);
  for (const url of urls) {
    let pathname;
    try {
      pathname = new URL(url, 'http://localhost').pathname;
    } catch (error) {
      // A malformed <loc> is the sitemap's problem, not the benchmark's: skip it.
      console.warn(`bench: ignoring sitemap entry ${JSON.stringify(url)}: ${error.message}`);
      continue;
    }
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (regex.test(normalized)) return normalized;
  }
  return null;
}
