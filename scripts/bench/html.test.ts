import { extractScripts, firstMatchingPath, parseAttributes, parseSitemap } from './html.mjs';

const page = 'http://127.0.0.1:3201/vi';

describe('extractScripts', () => {
  it('returns classic and module scripts in document order with absolute URLs', () => {
    const html = `<html><head>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script type="module" src="b.mjs" defer></script>
      </head><body><script src='/_next/static/chunks/c.js'></script></body></html>`;
    expect(extractScripts(html, page)).toEqual([
      {
        url: 'http://127.0.0.1:3201/_next/static/chunks/a.js',
        kind: 'classic',
        async: true,
        defer: false,
      },
      { url: 'http://127.0.0.1:3201/b.mjs', kind: 'module', async: false, defer: true },
      {
        url: 'http://127.0.0.1:3201/_next/static/chunks/c.js',
        kind: 'classic',
        async: false,
        defer: false,
      },
    ]);
  });

  it('leaves out nomodule polyfills, data blocks and inline scripts', () => {
    const html = `
      <script src="/polyfills.js" noModule=""></script>
      <script type="application/ld+json">{"@type":"Product"}</script>
      <script type="application/json" src="/data.json"></script>
      <script>self.__next_f.push([1,"x"])</script>
      <script src="/app.js"></script>`;
    expect(extractScripts(html, page).map((s) => s.url)).toEqual(['http://127.0.0.1:3201/app.js']);
  });

  it('ignores script markup quoted inside an inline script or a comment', () => {
    const html = `
      <script>document.write('<script src="/inside-inline.js"></' + 'script>')</script>
      <!-- <script src="/commented.js"></script> -->
      <script src="/real.js"></script>`;
    expect(extractScripts(html, page).map((s) => s.url)).toEqual(['http://127.0.0.1:3201/real.js']);
  });

  it('counts a script loaded twice once and decodes entities in its URL', () => {
    const html = `<script src="/a.js?v=1&amp;x=2"></script><script src="/a.js?v=1&x=2"></script>`;
    expect(extractScripts(html, page).map((s) => s.url)).toEqual([
      'http://127.0.0.1:3201/a.js?v=1&x=2',
    ]);
  });

  it('keeps scripts of another origin so the caller can report them', () => {
    const html = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>';
    expect(extractScripts(html, page)[0]?.url).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-1',
    );
  });
});

describe('parseAttributes', () => {
  it('reads quoted, unquoted and bare attributes case-insensitively', () => {
    const attributes = parseAttributes(' SRC=/a.js type="module" async data-x=\'1\'');
    expect(Object.fromEntries(attributes)).toEqual({
      src: '/a.js',
      type: 'module',
      async: '',
      'data-x': '1',
    });
  });
});

describe('parseSitemap and firstMatchingPath', () => {
  const sitemap = `<?xml version="1.0"?><urlset>
    <url><loc>https://example.vn/vi</loc></url>
    <url><loc>https://example.vn/en/products/cable-car-ticket</loc></url>
    <url><loc> https://example.vn/vi/san-pham/ve-cap-treo/ </loc></url>
    <url><loc>https://example.vn/vi/bai-viet/mua-hoa?ref=1</loc></url>
  </urlset>`;

  it('lists every loc of a urlset and tells it from a sitemap index', () => {
    expect(parseSitemap(sitemap)).toEqual({
      isIndex: false,
      locs: [
        'https://example.vn/vi',
        'https://example.vn/en/products/cable-car-ticket',
        'https://example.vn/vi/san-pham/ve-cap-treo/',
        'https://example.vn/vi/bai-viet/mua-hoa?ref=1',
      ],
    });
    expect(
      parseSitemap('<sitemapindex><sitemap><loc>/s1.xml</loc></sitemap></sitemapindex>').isIndex,
    ).toBe(true);
  });

  it('finds the first path matching a pattern, without host, query or trailing slash', () => {
    const { locs } = parseSitemap(sitemap);
    expect(firstMatchingPath(locs, '^/vi/san-pham/[^/]+$')).toBe('/vi/san-pham/ve-cap-treo');
    expect(firstMatchingPath(locs, '^/vi/bai-viet/[^/]+$')).toBe('/vi/bai-viet/mua-hoa');
    expect(firstMatchingPath(locs, '^/vi/dich-vu/[^/]+$')).toBeNull();
  });
});
