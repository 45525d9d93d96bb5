import { expect, test, type Page } from '@playwright/test';
import { formsOf, listPathOf, locales, slugRoutes, staticRoutes } from './routes';
import { expectNoAxeViolations } from './helpers/axe';

/** lang, canonical and hreflang as the server's HTML states them (what crawlers read). */
async function headOf(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const path = (href: string | null) => new URL(href ?? '', 'http://x').pathname;
    return {
      lang: doc.documentElement.lang,
      canonical: Array.from(doc.querySelectorAll('link[rel="canonical"]')).map((l) =>
        path(l.getAttribute('href')),
      ),
      alternates: Object.fromEntries(
        Array.from(doc.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) => [
          l.getAttribute('hreflang'),
          path(l.getAttribute('href')),
        ]),
      ),
    };
  }, html);
}

test.describe('every route of the spec in both locales', () => {
  for (const locale of locales) {
    for (const route of staticRoutes) {
      test(`${route.path} answers in /${locale} with lang, canonical and hreflang`, async ({
        page,
      }) => {
        const forms = formsOf(route, locale);
        const vi = formsOf(route, 'vi')[0];
        const en = formsOf(route, 'en')[0];
        for (const form of forms) {
          // The server's HTML as a crawler reads it. Fetched rather than opened: a console page
          // sends a signed-out browser on to the login before its body could be read.
          const response = await page.request.get(form);
          expect(response.status(), form).toBe(200);
          expect(new URL(response.url()).pathname, 'rewritten, not redirected').toBe(form);
          const head = await headOf(page, await response.text());
          expect(head.lang).toBe(locale);
          expect(head.canonical).toEqual([forms[0]]);
          expect(head.alternates).toEqual({ vi, en, 'x-default': vi });
        }
      });
    }
  }

  for (const route of slugRoutes) {
    test(`${route.path} and its alias open the same page in both locales`, async ({ page }) => {
      // Take a real slug from the list page, whatever the content is.
      await page.goto(formsOf({ key: 'list', path: listPathOf(route) }, 'en')[0]);
      const prefix = `/en${listPathOf(route)}/`;
      const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
      expect(href, `a link to a ${route.path} page on the list`).toBeTruthy();
      const slug = (href ?? '').slice(prefix.length);
      for (const form of formsOf(route, 'en', slug)) {
        const response = await page.goto(form);
        expect(response?.status(), form).toBe(200);
        const head = await headOf(page, (await response?.text()) ?? '');
        expect(head.lang).toBe('en');
        expect(head.canonical).toEqual([formsOf(route, 'en', slug)[0]]);
        expect(Object.keys(head.alternates).sort()).toEqual(['en', 'vi', 'x-default']);
      }
    });
  }
});

test.describe('unprefixed paths', () => {
  const cases: [string, string, string][] = [
    ['/', '/vi', '/en'],
    ['/menu', '/vi/thuc-don', '/en/menu'],
    ['/thuc-don', '/vi/thuc-don', '/en/menu'],
    ['/posts/abc', '/vi/bai-viet/abc', '/en/posts/abc'],
    ['/bai-viet/abc', '/vi/bai-viet/abc', '/en/posts/abc'],
  ];
  for (const [from, vi, en] of cases) {
    test(`${from} redirects to the canonical path of the remembered locale`, async ({
      request,
      context,
    }) => {
      const plain = await request.get(from, { maxRedirects: 0 });
      expect(plain.status()).toBe(from === '/' ? 307 : 308);
      expect(new URL(plain.headers().location ?? '', 'http://x').pathname).toBe(vi);

      await context.addCookies([
        { name: 'NEXT_LOCALE', value: 'en', url: 'http://localhost:3100' },
      ]);
      const remembered = await context.request.get(from, { maxRedirects: 0 });
      expect(new URL(remembered.headers().location ?? '', 'http://x').pathname).toBe(en);
    });
  }
});

test.describe('unknown paths', () => {
  for (const path of [
    '/vi/khong-ton-tai',
    '/en/no/such/page',
    '/vi/bai-viet/khong-co-bai-nay',
    '/en/products/no-such-product',
  ]) {
    test(`${path} answers 404 with "Page Not Found: ${path}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/vi') ? 'Không tìm thấy trang' : 'Page Not Found',
      );
      await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3));
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    });
  }

  // The middleware rewrites paths no route matches (status 404) to the page-not-found/[...missing]
  // page, which knows the path on the server. Unknown slugs of detail routes still get it from JS.
  for (const path of ['/vi/khong-ton-tai', '/en/no/such/page', '/vi/abc/def']) {
    test(`the server HTML for ${path} already says "Page Not Found: ${path}"`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<p lang="en"[^>]*>Page Not Found: ${path}</p>`));
      expect(html).toContain(`<html lang="${path.slice(1, 3)}"`);
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    });
  }

  test('without JavaScript an unknown path shows its path, header and locale switcher', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /en/no/such/page')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Chuyển sang tiếng Việt' })).toBeVisible();
    await context.close();
  });
});

test('the locale switcher opens the same page in the other locale and remembers it', async ({
  page,
  context,
}) => {
  await page.goto('/vi/thuc-don');
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/menu$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole('link', { name: 'Chuyển sang tiếng Việt' }).click();
  await expect(page).toHaveURL(/\/vi$/);
});

test('the colour mode survives a reload without a flash of light', async ({ page }) => {
  await page.goto('/vi/gioi-thieu');
  await page
    .getByRole('group', { name: 'Chế độ màu' })
    .getByRole('button', { name: 'Tối' })
    .click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Record whether <html> was already dark when <body> was created, i.e. before first paint.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { darkAtBody: boolean }).darkAtBody =
        document.documentElement.classList.contains('dark');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(
    true,
  );
  await expect(page.getByRole('button', { name: 'Tối' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('vueuse-color-scheme'))).toBe('dark');
});

test('auto colour mode follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/vi');
  await page.evaluate(() => localStorage.setItem('vueuse-color-scheme', 'auto'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('public pages are complete HTML with no loading overlay', async ({ request }) => {
  const html = await (await request.get('/vi')).text();
  expect(html).not.toContain('data-testid="loading-overlay"');
  expect(html).toContain('<html lang="vi"');
  expect(html).toContain('<title>Trang chủ | Cáp Treo Núi Mây</title>');
  expect(html).toContain('<meta name="robots" content="index, follow"/>');
  // The footer's contact facts come from content/site.yaml.
  expect(html).toContain('<!-- -->7:00–17:30 hằng ngày');
  expect(html).toContain('href="tel:+842123868868"');
});

test('client-only areas show the loading overlay until they have started', async ({ page }) => {
  await page.goto('/vi/cart');
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeVisible();
});

test('the loading overlay covers only the area that waits, not the page around it', async ({
  page,
}) => {
  // The cart's first read answers late, as on a slow phone.
  await page.route(
    (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('cart.get'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    },
  );
  await page.goto('/vi/cart');
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  // The server-rendered heading and header are on top, where a tap would land.
  const onTop = (selector: string) =>
    page.evaluate((css) => {
      const element = document.querySelector(css);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    }, selector);
  expect(await onTop('main h1')).toBe(true);
  expect(await onTop('header a[href="/vi"]')).toBe(true);
  await expect(overlay).toBeHidden();
});

test('links in the page body and the footer navigate without loading a new document', async ({
  page,
}) => {
  await page.goto('/vi/bai-viet', { waitUntil: 'networkidle' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const inSameDocument = () => page.evaluate(() => 'sameDocument' in window);

  await page.locator('main article a[href^="/vi/bai-viet/"]').first().click();
  await expect(page).toHaveURL(/\/vi\/bai-viet\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await inSameDocument()).toBe(true);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Liên hệ' }).click();
  await expect(page).toHaveURL(/\/vi\/lien-he$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liên hệ');
  expect(await inSameDocument()).toBe(true);

  // The address bar's back button returns to the post, still in the same document.
  await page.goBack();
  await expect(page).toHaveURL(/\/vi\/bai-viet\/[^/]+$/);
  expect(await inSameDocument()).toBe(true);
});

test('a new build makes the next navigation a full page load', async ({ page }) => {
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', time: new Date().toISOString() } }),
  );
  const polled = page.waitForRequest(/\/builds\/latest\.json\?t=\d+/);
  await page.goto('/vi');
  await polled;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: 'Thực đơn' })
    .click();
  await expect(page).toHaveURL(/\/vi\/thuc-don$/);
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
  ).toBeUndefined();
});

const LOGIN = /\/auth\/login(\?|$)/;

test.describe('accessibility', () => {
  for (const locale of locales) {
    for (const route of staticRoutes) {
      const path = formsOf(route, locale)[0];
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        // An account or console page sends a signed-out browser on to the login with a full page
        // load: check the page it lands on, once it is there.
        if (/^\/(dashboard|admin)(\/|$)/.test(route.path)) await page.waitForURL(LOGIN);
        await expect(page.getByTestId('loading-overlay')).toBeHidden();
        await expectNoAxeViolations(page);
      });
    }
  }

  test('axe finds no violation in dark mode', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vueuse-color-scheme', 'dark'));
    await page.goto('/vi');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
});

test('the header is usable with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vi');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Chuyển đến nội dung chính' })).toBeFocused();
  const menu = page.getByRole('navigation', { name: 'Điều hướng chính' });
  const toggle = menu.locator('summary').first();
  await toggle.focus();
  await expect(toggle).toHaveAccessibleName('Mở menu');
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Bảng giá vé' })).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Đóng menu');
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/vi', '/en/menu', '/vi/khong-co']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test.describe('the site font (Be Vietnam Pro)', () => {
  const familyOfBody = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).fontFamily);

  test('is fetched after the page has loaded, then used; the next page has it from the first paint', async ({
    page,
  }) => {
    await page.goto('/vi/bang-gia-ve');
    await expect(page.locator('html')).toHaveClass(/\bfonts-ready\b/);
    expect(await familyOfBody(page)).toContain('beVietnamProVietnamese');
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return {
        loaded: navigation?.loadEventStart ?? 0,
        fonts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.startTime),
      };
    });
    // Vietnamese text needs both subsets, in both weights the page uses.
    expect(timing.fonts.length).toBeGreaterThanOrEqual(2);
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.loaded);

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { fontsAtStart: boolean }).fontsAtStart =
          document.documentElement.classList.contains('fonts-ready');
      });
    });
    await page.goto('/en/ticket-pricing');
    expect(
      await page.evaluate(() => (window as unknown as { fontsAtStart: boolean }).fontsAtStart),
    ).toBe(true);
    expect(await familyOfBody(page)).toContain('beVietnamProVietnamese');
  });

  // A phone paints in its own font scaled to Be Vietnam Pro's room (globals.css), so the swap
  // after load moves nothing. Chromium here has Liberation Sans and DejaVu Sans (Debian's
  // chromium-common brings fonts-liberation), the stand-ins a Linux browser uses. Scaling matches
  // average widths, so a line that only just fits may still wrap differently at some width: the
  // check pins the phone Lighthouse emulates (412 px), where the unscaled system font moved two
  // paragraphs of the post by a line each.
  for (const path of ['/vi/bang-gia-ve', '/vi/bai-viet/le-hoi-hoa-tam-giac-mach']) {
    const width = 412;
    test(`its stand-in keeps every block of ${path} at ${width} px the height the font gives it`, async ({
      browser,
    }) => {
      const textBlocks = () =>
        Array.from(document.querySelectorAll('main :is(h1, h2, h3, p, li, dt, dd)')).map(
          (element) => ({
            text: (element.textContent ?? '').trim().slice(0, 40),
            height: Math.round(element.getBoundingClientRect().height),
          }),
        );
      const layoutIn = async (font: 'stand-in' | 'Be Vietnam Pro') => {
        const context = await browser.newContext({ viewport: { width, height: 823 } });
        const page = await context.newPage();
        // Without its files the font never swaps in: the page stays in the stand-in.
        if (font === 'stand-in') await page.route('**/*.woff2', (route) => route.abort());
        await page.goto(path);
        if (font === 'stand-in') {
          await expect
            .poll(() =>
              page.evaluate(() =>
                [...document.fonts]
                  .filter((face) => face.status === 'loaded')
                  .map((face) => face.family),
              ),
            )
            .toContain('Be Vietnam Pro Arial');
        } else {
          await expect(page.locator('html')).toHaveClass(/\bfonts-ready\b/);
        }
        const blocks = await page.evaluate(textBlocks);
        await context.close();
        return blocks;
      };
      const standIn = await layoutIn('stand-in');
      const font = await layoutIn('Be Vietnam Pro');
      expect(standIn.length).toBeGreaterThan(5);
      expect(standIn).toEqual(font);
    });
  }

  test('applies at once without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/vi');
    expect(await familyOfBody(page)).toContain('beVietnamProVietnamese');
    await context.close();
  });
});

test('the buy path keeps to its own Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/vi/san-pham/ca-phe-arabica-son-la');
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/vi/checkout');
  const order = page.getByRole('button', { name: 'Đặt hàng' });
  await expect(order).toBeEnabled();
  // The form's checks run (zod in the browser) and name the empty fields.
  await order.click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/bắt buộc/);
  expect(await violations()).toEqual([]);

  await page.goto('/vi/dat-ve');
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt vé' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the header fetches only the logo of its colour mode', async ({ page }) => {
  const logos = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/brand/logo-')),
    );
  await page.goto('/vi', { waitUntil: 'load' });
  await expect(page.locator('header img[data-logo="light"]').first()).toBeVisible();
  expect(await logos()).toEqual(['/brand/logo-light.svg']);

  await page.addInitScript(() => localStorage.setItem('vueuse-color-scheme', 'dark'));
  await page.goto('/en', { waitUntil: 'load' });
  const dark = page.locator('header img[data-logo="dark"]').first();
  await expect(dark).toBeVisible();
  await expect
    .poll(() => dark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});
