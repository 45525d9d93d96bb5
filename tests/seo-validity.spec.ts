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

test('robots.txt and sitemap.xml name the running server, not the build', async ({ request }) => {
  // The suite's build knows no SITE_URL; its server runs with this one (playwright.config.ts).
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(locs.length).toBeGreaterThan(100);
  expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
});

test('/favicon.ico answers with the default icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  expect(await response.text()).toContain('<svg');
});

/** How often `pattern` occurs in the server's HTML (what a crawler reads, before any script). */
const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

test('a 404 page, and an unknown e-ticket link, carry one robots meta and the lang', async ({
  request,
}) => {
  for (const [path, lang] of [
    ['/vi/khong-co-trang-nay', 'vi'],
    ['/en/no-such-page/here', 'en'],
    ['/vi/ve-dien-tu/AAAAAAAAAAAAAAAAAAAAAA', 'vi'],
    ['/en/e-ticket/AAAAAAAAAAAAAAAAAAAAAA', 'en'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(count(html, /<meta name="robots"/g)).toBe(1);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(/<html[^>]*>/.exec(html)?.[0]).toContain(`lang="${lang}"`);
  }
});

test('an unknown e-ticket link shows the 404 view in its language', async ({ page }) => {
  const response = await page.goto('/en/e-ticket/AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: /home/i }).last()).toHaveAttribute('href', '/en');
});

test('a page that sends a visitor to the login has one <title>', async ({ page }) => {
  await page.goto('/vi/dashboard');
  // The guard redirects from the browser once the area has started: seconds on a busy machine.
  await expect(page).toHaveURL(/\/vi\/auth\/login/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('title').count()).toBe(1);
});

test('the search page carries its title, robots noindex and canonical in <head>, for any browser', async ({
  request,
}) => {
  const chrome =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  for (const path of ['/vi/tim-kiem?q=c%C3%A1p%20treo', '/en/search?q=cable']) {
    const html = await (await request.get(path, { headers: { 'user-agent': chrome } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(count(head, /<title>/g)).toBe(1);
    expect(head).toMatch(/<meta name="robots" content="noindex/);
    expect(count(head, /<link rel="canonical"/g)).toBe(1);
    expect(count(html.slice(html.indexOf('</head>')), /<title>/g)).toBe(0);
  }
});

// The autofill tokens of the HTML standard a one-line field may carry (html-validate's rule).
const ONE_LINE_TOKENS = new Set([
  'name',
  'email',
  'tel',
  'address-line1',
  'address-level1',
  'address-level2',
  'country',
  'country-name',
  'postal-code',
  'off',
]);

test('the checkout’s autocomplete values are valid, per address section', async ({ page }) => {
  await page.goto('/vi/san-pham/moc-khoa-cabin');
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
  await page.goto('/vi/checkout');
  await expect(page.getByLabel('Họ và tên người nhận')).toBeVisible();
  const values = await page.locator('form [autocomplete]').evaluateAll((nodes) =>
    nodes.map((n) => ({
      name: n.getAttribute('name') ?? '',
      value: n.getAttribute('autocomplete') ?? '',
    })),
  );
  expect(values.length).toBeGreaterThan(5);
  for (const { name, value } of values) {
    const tokens = value.split(/\s+/);
    const field = tokens.at(-1) ?? '';
    expect({ name, field, ok: ONE_LINE_TOKENS.has(field) }).toMatchObject({ ok: true });
    if (name.startsWith('shipping.')) expect(tokens[0]).toBe('shipping');
  }
  expect(values.some(({ value }) => value.includes('street-address'))).toBe(false);
});
