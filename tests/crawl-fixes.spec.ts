// What a search crawler must find: language links without redirects, robots.txt
// that lets crawlers see noindex, cookie-free page answers, localised 404s, titles within 60
// characters with the site name, unique descriptions, lastmod everywhere, and tickets in search.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

function switcherHref(html: string, lang: string): string | null {
  const tag = new RegExp(`<a [^>]*hrefLang="${lang}"[^>]*>`).exec(html)?.[0];
  return tag ? (/href="([^"]+)"/.exec(tag)?.[1] ?? null) : null;
}

async function sitemapPaths(request: import('@playwright/test').APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return {
    xml,
    paths: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname),
  };
}

test('every detail page links its language switch to the translated page, which answers 200', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const { paths } = await sitemapPaths(request);
  const details = paths.filter((p) => p.split('/').length === 4);
  expect(details.length).toBeGreaterThan(40);
  const wrong: string[] = [];
  for (const path of details) {
    const html = await (await request.get(path)).text();
    const other = path.startsWith('/vi') ? 'en' : 'vi';
    const href = switcherHref(html, other);
    const hreflang = new RegExp(`<link rel="alternate" hrefLang="${other}" href="([^"]+)"`).exec(
      html,
    )?.[1];
    if (!href || !hreflang || href !== new URL(hreflang).pathname) {
      wrong.push(`${path}: switch ${href}, hreflang ${hreflang}`);
      continue;
    }
    const answer = await request.get(href, { maxRedirects: 0 });
    if (answer.status() !== 200) wrong.push(`${path} → ${href}: ${answer.status()}`);
  }
  expect(wrong).toEqual([]);
});

test('the Vietnamese coffee page offers the English coffee page in its server HTML', async ({
  request,
}) => {
  const html = await (await request.get('/vi/san-pham/ca-phe-arabica-son-la')).text();
  expect(switcherHref(html, 'en')).toBe('/en/products/son-la-arabica-coffee');
});

test('robots.txt keeps crawlers out of the API only, so they read the noindex of cart and login', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text.match(/Disallow: .*/g)).toEqual(['Disallow: /api/']);
  for (const path of ['/vi/cart', '/en/auth/login']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  }
});

test('pages answer without Set-Cookie; the language switch remembers the choice on click', async ({
  request,
  page,
  context,
}) => {
  for (const path of ['/en', '/en/menu', '/vi', '/en/products/son-la-arabica-coffee']) {
    const response = await request.get(path, { headers: { 'sec-fetch-dest': 'document' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
  await page.goto('/en/menu');
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')).toBeUndefined();
  await page.getByRole('link', { name: 'Chuyển sang tiếng Việt' }).click();
  await expect(page).toHaveURL(/\/vi\/thuc-don$/);
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('vi');
});

test.describe('404 pages', () => {
  test('a Vietnamese 404 is titled in Vietnamese and keeps the spec line', async ({ page }) => {
    const response = await page.goto('/vi/khong-co-trang-nay');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Không tìm thấy trang | Cáp Treo Núi Mây');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
    await expect(page.getByText('Page Not Found: /vi/khong-co-trang-nay')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an English 404 is titled in English', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page).toHaveTitle('Page Not Found | Nui May Cable Car');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  for (const [path, heading, lang] of [
    ['/vi/x.html', 'Không tìm thấy trang', 'vi'],
    ['/en/x.html', 'Page Not Found', 'en'],
  ] as const) {
    test(`${path} gets the site's 404 page, in its language, with header and footer`, async ({
      page,
      request,
    }) => {
      const html = await request.get(path);
      expect(html.status()).toBe(404);
      expect(await html.text()).toContain(`Page Not Found: ${path}`);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the search index still answers under a locale', async ({ request }) => {
    const response = await request.get('/vi/search/index.json');
    expect(response.status()).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  test('a capitalised locale prefix redirects to the lower-case one', async ({ request }) => {
    const response = await request.get('/VI/san-pham', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/vi/san-pham');
    expect((await request.get('/VI/san-pham')).status()).toBe(200);
  });
});

test('the home is titled "Trang chủ | Cáp Treo Núi Mây"', async ({ request }) => {
  expect(await (await request.get('/vi')).text()).toContain(
    '<title>Trang chủ | Cáp Treo Núi Mây</title>',
  );
  expect(await (await request.get('/en')).text()).toContain(
    '<title>Home | Nui May Cable Car</title>',
  );
});

test('every sitemap page has a title of at most 60 characters and a description of its own', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const { paths } = await sitemapPaths(request);
  const long: string[] = [];
  const byDescription = new Map<string, string[]>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    if (!title || title.length > 60) long.push(`${path}: ${title.length} “${title}”`);
    const description = unescape(
      /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
    );
    byDescription.set(description, [...(byDescription.get(description) ?? []), path]);
  }
  expect(long).toEqual([]);
  const shared = [...byDescription.entries()].filter(([, list]) => list.length > 1);
  expect(shared.map(([d, list]) => `${list.join(', ')}: ${d}`)).toEqual([]);
});

test('every sitemap URL carries a lastmod', async ({ request }) => {
  const { xml } = await sitemapPaths(request);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  expect(urls.length).toBeGreaterThan(100);
  const missing = urls.filter((u) => !/<lastmod>[^<]+<\/lastmod>/.test(u));
  expect(missing).toEqual([]);
  const now = Date.now() + 60_000;
  for (const u of urls) {
    const date = Date.parse(/<lastmod>([^<]+)<\/lastmod>/.exec(u)?.[1] ?? '');
    expect(date).toBeLessThanOrEqual(now);
  }
});

test('search finds the buffet combo ticket', async ({ page }) => {
  await page.goto('/vi/tim-kiem?q=buffet');
  const result = page.getByRole('link', { name: /buffet/i }).first();
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('href', '/vi/tickets/ve-combo-buffet');
  await expectNoAxeViolations(page);
});
