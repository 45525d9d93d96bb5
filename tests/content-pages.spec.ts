// Readers and keyboard users: posts and products read without JavaScript, the variant picker,
// the gallery lightbox, search with and without diacritics, and no serious accessibility issue.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post reads in full', async ({ page }) => {
    await page.goto('/vi/bai-viet/kinh-nghiem-san-may-ta-xua');
    await expect(
      page.getByRole('heading', { level: 1, name: /Kinh nghiệm săn mây Tà Xùa/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Chọn giờ' })).toBeVisible();
    await expect(page.getByText('Mây dày nhất từ 5:30 đến 8:30.', { exact: false })).toBeVisible();
  });

  test('a product shows its price, variants and stock', async ({ page }) => {
    await page.goto('/en/products/son-la-arabica-coffee');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Son La Arabica coffee' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Versions' });
    await expect(table.getByRole('row', { name: /Dark · 500 g/ })).toContainText('Out of stock');
    await expect(table.getByRole('row', { name: /Medium · 250 g/ })).toContainText('135,000₫');
    await expect(page.getByRole('main').getByRole('status')).toContainText('135,000₫');
  });

  test('the posts list paginates with plain links', async ({ page }) => {
    await page.goto('/vi/bai-viet');
    await page
      .getByRole('navigation', { name: 'Phân trang' })
      .getByRole('link', { name: 'Trang sau' })
      .click();
    await expect(page).toHaveURL(/\/vi\/bai-viet\/trang-2$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Trang 2');
  });
});

test('every picture of the home and a product page loads, in every width of its srcset', async ({
  page,
  request,
}) => {
  // The first request for each width encodes it (AVIF is slow on a busy 2-core machine).
  test.setTimeout(120_000);
  const urls = new Set<string>();
  for (const path of ['/vi', '/en/products/son-la-arabica-coffee']) {
    await page.goto(path);
    const sources = await page
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.flatMap((img) => [
          img.getAttribute('src') ?? '',
          ...(img.getAttribute('srcset') ?? '')
            .split(',')
            .map((entry) => entry.trim().split(' ')[0] ?? ''),
        ]),
      );
    for (const url of sources) if (url) urls.add(url);
  }
  expect(urls.size).toBeGreaterThan(20);
  expect([...urls].filter((url) => url.startsWith('/img/')).length).toBeGreaterThan(20);
  for (const url of urls) {
    const response = await request.get(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\//);
  }
});

test('the variant picker shows the chosen variant’s price and stock state, never its SKU', async ({
  page,
}) => {
  await page.goto('/vi/san-pham/ca-phe-arabica-son-la');
  const status = page.getByRole('main').getByRole('status').filter({ hasText: 'Tình trạng' });
  await expect(status).toContainText('135.000đ');
  await page.getByText('Rang đậm', { exact: true }).click();
  await page.getByText('500 g', { exact: true }).click();
  await expect(status).toContainText('250.000đ');
  await expect(status).toContainText('Hết hàng');
  await expect(page.getByRole('main')).not.toContainText('NM-COFFEE');
});

test('the gallery lightbox traps focus, closes on Escape and gives focus back', async ({
  page,
}) => {
  await page.goto('/en/gallery');
  const first = page.getByRole('link', {
    name: 'Illustration: a yellow cable car cabin above the sea of clouds at dawn',
  });
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Picture viewer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog).toContainText('Picture 1 of 24');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('Picture 2 of 24');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('the header search finds "cáp treo" when typed without diacritics', async ({ page }) => {
  await page.goto('/vi');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Tìm kiếm' });
  await box.fill('cap treo');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Mô hình cabin cáp treo/ })).toBeVisible();
  await expect(header.getByRole('status')).toContainText('kết quả cho “cap treo”');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/vi\/tim-kiem\?q=cap\+treo$/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Mô hình cabin cáp treo' }),
  ).toBeVisible();
});

test('the results page answers by URL in English too', async ({ page }) => {
  await page.goto('/en/search?q=honey');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Bauhinia flower honey' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('for “honey”');
});

for (const path of [
  '/vi',
  '/en',
  '/vi/bang-gia-ve',
  '/vi/san-pham',
  '/vi/san-pham/ao-thun-bien-may',
  '/en/posts/buckwheat-flower-festival',
  '/vi/thu-vien-hinh-anh',
  '/vi/map',
  '/vi/thuc-don',
  '/vi/lien-he',
  '/en/tickets/adult-ticket',
  '/vi/tim-kiem?q=che',
]) {
  test(`${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test('the language switch on a post with translated slugs opens the same post in English', async ({
  page,
}) => {
  await page.goto('/vi/bai-viet/le-hoi-hoa-tam-giac-mach');
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/posts\/buckwheat-flower-festival$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ta Xua Buckwheat Flower Festival 2026',
  );
});
