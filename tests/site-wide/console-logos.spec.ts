// The site's logo uploaded from the console, end to end: an admin uploads a
// logo on the theme page, the home page's header shows it without a rebuild, and the earlier logo
// is put back from the console. It changes what every visitor sees, so it runs in the `site-wide`
// project; whatever happens, `finally` makes the seeded logo active again.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../helpers/axe';
import { changeStore } from '../helpers/e2e-store';
import { createAdminWithCli, signIn, type OperatorAccount } from '../helpers/operator';

const expect = baseExpect.configure({ timeout: 15_000 });
const DEFAULT_LOGO = '/brand/logo-light.svg';

test.describe.configure({ mode: 'serial' });

let admin: OperatorAccount;
test.beforeAll(() => {
  admin = createAdminWithCli('logo-admin');
});

async function reloadUntil(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000, 2000] });
}

test('an admin uploads a logo and the home page shows it; the earlier one comes back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const logo = await sharp({
    create: {
      width: 400,
      height: 100,
      channels: 4,
      background: { r: 10, g: 80, b: 160, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  const headerLogo = (p: Page) => p.locator('header img[data-logo="light"]').first();
  try {
    await signIn(page, admin);
    await page.goto('/vi/quan-tri/giao-dien');
    await expect(
      page.getByRole('heading', { name: 'Logo và biểu tượng trang (favicon)' }),
    ).toBeVisible();

    // An SVG is refused with the reason, and nothing changes.
    await page.getByLabel('Ảnh cho chế độ sáng').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page.getByRole('button', { name: 'Tải lên', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'không nhận SVG' })).toBeVisible();

    await page.getByLabel('Ảnh cho chế độ sáng').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logo,
    });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Tải lên', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Đã tải lên Logo mới.' }),
    ).toBeVisible();
    // The earlier logo is now listed with its restore button: the page still passes axe.
    await expectNoAxeViolations(page);

    const visitor = await browser.newPage();
    let uploadedUrl = '';
    await reloadUntil(visitor, '/vi', async () => {
      uploadedUrl = (await headerLogo(visitor).getAttribute('src', { timeout: 2_000 })) ?? '';
      expect(uploadedUrl).toMatch(/^\/api\/uploads\/site\/[A-Za-z0-9_-]{22}\.png$/);
    });
    // The browser got a real image: the re-encoded PNG, scaled to fit 640 px.
    await expect
      .poll(() => headerLogo(visitor).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(400);

    // The earlier logo is kept and one click makes it the logo again.
    await page.getByRole('button', { name: `Khôi phục Logo ${DEFAULT_LOGO}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã khôi phục Logo.' })).toBeVisible();
    await reloadUntil(visitor, '/vi', async () => {
      await expect(headerLogo(visitor)).toHaveAttribute('src', DEFAULT_LOGO, { timeout: 2_000 });
    });
    await visitor.close();
  } finally {
    changeStore((db) => {
      db.prepare("UPDATE logos SET is_active = 0 WHERE type = 'logo'").run();
      db.prepare("UPDATE logos SET is_active = 1 WHERE id = 'logo-default'").run();
    });
  }
});
