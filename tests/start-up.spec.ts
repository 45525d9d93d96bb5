// What a page does while it starts on a phone, checked without a clock:
// - the buy path builds no Intl object. The first one loads the browser's locale data (50-100 ms
//   of a slow phone's main thread); names and dates come from the server or a message instead;
// - a first visit's landing page downloads no API client: its new cart is empty and nothing is
//   consented yet, so nothing needs one (25 kB of script to compile).
import { expect, test, type Page } from '@playwright/test';

const INTL = ['DisplayNames', 'DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator'] as const;

/** Records each Intl object the page builds, with where, from before its first script. */
async function recordIntl(page: Page) {
  await page.addInitScript((names) => {
    const built: string[] = [];
    (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
    for (const name of names) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Recording = function (this: unknown, ...args: unknown[]) {
        built.push(`${name}: ${(new Error().stack ?? '').split('\n')[2]?.trim() ?? ''}`);
        return Reflect.construct(Original, args, new.target ?? Original);
      } as unknown as typeof Original;
      Object.setPrototypeOf(Recording, Original);
      Recording.prototype = Original.prototype;
      (Intl as unknown as Record<string, unknown>)[name] = Recording;
    }
  }, INTL);
}

/** After `load` and an idle moment: what starts after the page is interactive has started. */
async function started(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2_000 })),
  );
  await page.waitForLoadState('networkidle');
}

const built = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);

/** One line in a new guest cart, added as the product page's plain form adds it. */
async function addALine(page: Page) {
  const response = await page.request.post('/api/forms/cart-item', {
    form: { sku: 'NM-PONCHO-ADT', quantity: '1', locale: 'vi' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

test('the booking page, a product, the cart and the checkout build no Intl object', async ({
  page,
}) => {
  await recordIntl(page);
  for (const path of ['/vi/dat-ve', '/vi/san-pham/ao-mua-gon-nhe']) {
    await page.goto(path);
    await started(page);
    expect(await built(page), path).toEqual([]);
  }
  await addALine(page);
  await page.goto('/vi/cart');
  await started(page);
  await expect(page.getByRole('main').getByText('Áo mưa gọn nhẹ')).toBeVisible();
  expect(await built(page), '/vi/cart').toEqual([]);
  for (const [path, country, name] of [
    ['/vi/checkout', 'Quốc gia', 'Việt Nam'],
    ['/en/checkout', 'Country', 'Vietnam'],
  ] as const) {
    await page.goto(path);
    await started(page);
    // The field whose country name Intl.DisplayNames used to write.
    await expect(page.getByLabel(country)).toHaveValue(name);
    expect(await built(page), path).toEqual([]);
  }
});

test('a first visit to a content page downloads no API client and calls no API', async ({
  browser,
}) => {
  for (const path of ['/vi', '/en/posts/buckwheat-flower-festival', '/vi/bang-gia-ve']) {
    // A new visitor each time: no cookie, nothing stored.
    const context = await browser.newContext();
    const page = await context.newPage();
    const clients: string[] = [];
    const calls: string[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
      if (url.pathname.endsWith('.js') && (await response.text()).includes('TRPCClientError')) {
        clients.push(url.pathname);
      }
    });
    await page.goto(path);
    await started(page);
    // The header's cart badge started: it counted the new, empty cart without a call.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cart_session_id')))
      .toMatch(/^guest_/);
    expect(clients, path).toEqual([]);
    expect(calls, path).toEqual([]);

    // The next page finds the cart the first one made, and counts it with the server.
    await page.goto('/vi/thuc-don');
    await started(page);
    await expect.poll(() => calls.some((call) => call.includes('cart.get'))).toBe(true);
    // Its body is read after the response event: wait for it rather than race it.
    await expect.poll(() => clients.length).toBe(1);
    await context.close();
  }
});

test('a product page is ready to buy once hydrated: the switch and stock come with the page', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  const response = await page.goto('/vi/san-pham/ao-mua-gon-nhe');
  // The stock left is in the HTML, so nothing below the button moves when scripts arrive.
  const html = (await response?.text()) ?? '';
  expect(/Còn \d+ sản phẩm/.test(html), 'the stock left in the HTML').toBe(true);
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(add).toBeEnabled();
  await started(page);
  expect(calls).toEqual([]);

  await add.click();
  await expect(page.getByRole('main').getByText('Đã thêm Áo mưa gọn nhẹ')).toBeVisible();
  expect(calls.some((call) => call.includes('cart.addItem'))).toBe(true);
});
