// Crawlers are the users here: every internal link from /vi and /en answers, every page carries
// complete metadata, and the sitemap lists only canonical pages that answer 200.
import { expect, test, type APIRequestContext } from '@playwright/test';

interface PageFacts {
  title: string;
  description: string | null;
  canonicals: string[];
  hreflangs: Record<string, string>;
  jsonLd: string[];
  links: string[];
}

const attr = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;

function factsOf(html: string): PageFacts {
  // Static pages carry their metadata in <head>; a per-request page (search results) may stream
  // it after the head, where React moves it into <head>: read the whole document.
  const head = html;
  const tags = (re: RegExp, source = head) => [...source.matchAll(re)].map((m) => m[0]);
  const hreflangs: Record<string, string> = {};
  for (const tag of tags(/<link[^>]*rel="alternate"[^>]*>/g)) {
    const lang = attr(tag, 'hrefLang') ?? attr(tag, 'hreflang');
    const href = attr(tag, 'href');
    if (lang && href) hreflangs[lang] = new URL(href).pathname;
  }
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.trim() ?? '',
    description: attr(tags(/<meta[^>]*name="description"[^>]*>/g)[0] ?? '', 'content'),
    canonicals: tags(/<link[^>]*rel="canonical"[^>]*>/g).map(
      (t) => new URL(attr(t, 'href') ?? '', 'http://x').pathname,
    ),
    hreflangs,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    ),
    links: [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) =>
      (m[1] ?? '').replace(/&amp;/g, '&'),
    ),
  };
}

/** Same-site links worth following: pages and the files they link to; no mail, phone or anchors. */
function internal(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, 'http://site');
  return url.pathname + url.search;
}

/**
 * Fetches every page reachable from `starts`. A link may redirect (the locale switcher keeps the
 * slug, and a translated slug answers with a redirect to its own) but must end on a 200.
 */
async function crawl(request: APIRequestContext, starts: string[]) {
  const seen = new Set(starts);
  const queue = [...starts];
  const problems: string[] = [];
  const pages = new Map<string, PageFacts>();
  while (queue.length) {
    const path = queue.shift() ?? '';
    const response = await request.get(path);
    if (response.status() !== 200) {
      problems.push(`${path}: status ${response.status()}`);
      continue;
    }
    const final = new URL(response.url());
    const finalPath = final.pathname + final.search;
    if (finalPath !== path && pages.has(finalPath)) continue;
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const facts = factsOf(await response.text());
    pages.set(finalPath, facts);
    for (const href of facts.links) {
      const next = internal(href);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { pages, problems };
}

test.describe.configure({ timeout: 600_000 });

test('crawling from /vi and /en finds no broken link and complete metadata on every page', async ({
  request,
}) => {
  const { pages, problems } = await crawl(request, ['/vi', '/en']);
  expect(problems, 'broken or redirecting internal links').toEqual([]);
  expect(pages.size).toBeGreaterThan(100);

  const incomplete: string[] = [];
  for (const [path, facts] of pages) {
    if (!facts.title) incomplete.push(`${path}: no <title>`);
    if (!facts.description) incomplete.push(`${path}: no meta description`);
    if (facts.canonicals.length !== 1)
      incomplete.push(`${path}: ${facts.canonicals.length} canonicals`);
    for (const lang of ['vi', 'en', 'x-default']) {
      if (!facts.hreflangs[lang]) incomplete.push(`${path}: no hreflang ${lang}`);
    }
    for (const block of facts.jsonLd) {
      try {
        JSON.parse(block);
      } catch (error) {
        incomplete.push(`${path}: JSON-LD does not parse (${String(error)})`);
      }
    }
  }
  expect(incomplete).toEqual([]);
});

test('every nested content page has a BreadcrumbList and content pages carry their JSON-LD types', async ({
  request,
}) => {
  const typesOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return factsOf(html).jsonLd.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
  };
  expect(await typesOf('/vi')).toEqual(
    expect.arrayContaining(['Organization', 'TouristAttraction']),
  );
  expect(await typesOf('/vi/gioi-thieu')).toEqual(
    expect.arrayContaining(['Organization', 'TouristAttraction', 'BreadcrumbList']),
  );
  expect(await typesOf('/vi/map')).toEqual(
    expect.arrayContaining(['TouristAttraction', 'BreadcrumbList']),
  );
  // A product with variants is a ProductGroup (each variant a Product inside it).
  expect(await typesOf('/vi/san-pham/tra-shan-tuyet-co-thu')).toEqual(
    expect.arrayContaining(['ProductGroup', 'BreadcrumbList']),
  );
  expect(await typesOf('/en/posts/buckwheat-flower-festival')).toEqual(
    expect.arrayContaining(['Article', 'BreadcrumbList']),
  );
  expect(await typesOf('/vi/dich-vu/cabin-rieng-vip')).toEqual(
    expect.arrayContaining(['Service', 'BreadcrumbList']),
  );
  expect(await typesOf('/vi/bang-gia-ve')).toEqual(
    expect.arrayContaining(['OfferCatalog', 'BreadcrumbList']),
  );

  const product = factsOf(await (await request.get('/vi/san-pham/tra-shan-tuyet-co-thu')).text());
  const group = product.jsonLd
    .map((b) => JSON.parse(b) as { '@type': string; hasVariant?: { offers?: unknown }[] })
    .find((b) => b['@type'] === 'ProductGroup');
  // Each variant is a Product with its own offer, priced from content (100 g at 180.000đ).
  const offers = (group?.hasVariant ?? []).flatMap((variant) =>
    Array.isArray(variant.offers) ? variant.offers : [variant.offers],
  );
  expect(offers).toEqual(
    expect.arrayContaining([expect.objectContaining({ priceCurrency: 'VND', price: 180000 })]),
  );
});

test('every sitemap URL answers 200 and is the canonical URL of its page, in both locales', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(urls.length).toBeGreaterThan(100);
  expect(urls.filter((u) => u.startsWith('/vi')).length).toBe(
    urls.filter((u) => u.startsWith('/en')).length,
  );
  expect(xml).toContain('hreflang="x-default"');
  const wrong: string[] = [];
  for (const path of urls) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      wrong.push(`${path}: ${response.status()}`);
      continue;
    }
    const { canonicals } = factsOf(await response.text());
    if (canonicals.length !== 1 || canonicals[0] !== path)
      wrong.push(`${path}: canonical ${canonicals.join(', ')}`);
  }
  expect(wrong).toEqual([]);
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(text).toContain('Disallow: /api/');
});

test('a post with translated slugs links each locale to the other one', async ({ request }) => {
  const facts = factsOf(await (await request.get('/vi/bai-viet/le-hoi-hoa-tam-giac-mach')).text());
  expect(facts.canonicals).toEqual(['/vi/bai-viet/le-hoi-hoa-tam-giac-mach']);
  expect(facts.hreflangs).toEqual({
    vi: '/vi/bai-viet/le-hoi-hoa-tam-giac-mach',
    en: '/en/posts/buckwheat-flower-festival',
    'x-default': '/vi/bai-viet/le-hoi-hoa-tam-giac-mach',
  });
  const alias = await request.get('/vi/posts/le-hoi-hoa-tam-giac-mach');
  expect(alias.status()).toBe(200);
  expect(factsOf(await alias.text()).canonicals).toEqual(['/vi/bai-viet/le-hoi-hoa-tam-giac-mach']);
});

test('the other locale’s slug redirects to the page’s own slug, so switching language works', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/en/posts/le-hoi-hoa-tam-giac-mach', '/en/posts/buckwheat-flower-festival'],
    ['/vi/san-pham/sea-of-clouds-t-shirt', '/vi/san-pham/ao-thun-bien-may'],
    ['/vi/bai-viet/page-2', '/vi/bai-viet/trang-2'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);
  }
});

test('unknown slugs and drafts are 404 "Page Not Found: {path}", in the server HTML too', async ({
  page,
  request,
}) => {
  for (const path of [
    '/vi/bai-viet/khong-co-bai-nay',
    '/en/products/no-such-product',
    '/vi/bai-viet/ban-nhap-chuong-trinh-mua-he',
    '/vi/bai-viet/trang-9',
    '/en/services/nope',
    '/vi/danh-muc-san-pham/khong-co',
    '/en/tickets/nope',
  ]) {
    const html = await request.get(path);
    expect(html.status(), path).toBe(404);
    expect(await html.text(), path).toContain(`Page Not Found: ${path}`);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
  }
});

test('POST /api/revalidate refuses a request without the secret', async ({ request }) => {
  const response = await request.post('/api/revalidate', { data: { path: '/vi/bai-viet' } });
  expect([401, 503]).toContain(response.status());
});

test('POST /api/revalidate with the secret regenerates a page by its public path', async ({
  request,
}) => {
  const secret = process.env.REVALIDATE_SECRET;
  test.skip(!secret, 'REVALIDATE_SECRET is not set for this run');
  const response = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': secret ?? '' },
    data: { path: '/vi/thuc-don', tag: 'seo' },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ revalidated: { path: '/vi/menu', tag: 'seo' } });
  expect((await request.get('/vi/thuc-don')).status()).toBe(200);
});
