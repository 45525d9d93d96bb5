// Site-wide settings changed from the console, end to end: the add-to-cart flag and a page's SEO.
// These change what every visitor sees, so this file runs in its own Playwright project after
// every other spec has finished (playwright.config.ts, `site-wide`), one test at a time, and puts
// each value back through the console's own "restore the previous value" before it ends.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { changeStore } from '../helpers/e2e-store';
import { createAdminWithCli, signIn, type OperatorAccount } from '../helpers/operator';

const expect = baseExpect.configure({ timeout: 15_000 });
const KEYCHAIN = '/vi/san-pham/moc-khoa-cabin';

test.describe.configure({ mode: 'serial' });

let admin: OperatorAccount;
test.beforeAll(() => {
  admin = createAdminWithCli('site-wide-admin');
});

/** Reloads `path` until `check` passes (a regenerated page may be served stale once). */
async function reloadUntil(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000, 2000] });
}

test('switching enable_add_to_cart off in the console stops adding on a product page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  try {
    await signIn(page, admin);
    await page.goto('/vi/quan-tri/cai-dat');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tính năng và cài đặt' }),
    ).toBeVisible();
    await expect(page.getByText(/viết thường, đúng bằng "true"/)).toBeVisible();
    const flag = page.getByRole('switch', { name: 'enable_add_to_cart' });
    await expect(flag).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page);

    await flag.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Đã tắt enable_add_to_cart.' }),
    ).toBeVisible();
    await expect(flag).toHaveAttribute('aria-checked', 'false');

    const visitor = await browser.newPage();
    await reloadUntil(visitor, KEYCHAIN, async () => {
      await expect(
        visitor.getByText('Tính năng đặt mua trực tuyến đang tạm ngừng.', { exact: false }),
      ).toBeVisible({ timeout: 2_000 });
    });
    await expect(visitor.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();

    // The way back: the change is listed with its previous value, and restoring it is one click.
    const history = page.getByRole('region', { name: 'Thay đổi gần đây của tính năng' });
    const entry = history.getByRole('listitem').filter({ hasText: 'enable_add_to_cart' }).first();
    await expect(entry).toContainText('"true"');
    await entry
      .getByRole('button', { name: 'Khôi phục giá trị trước của enable_add_to_cart' })
      .click();
    await expect(flag).toHaveAttribute('aria-checked', 'true');
    await reloadUntil(visitor, KEYCHAIN, async () => {
      await expect(visitor.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeEnabled({
        timeout: 2_000,
      });
    });
    await visitor.close();
  } finally {
    // Whatever happened above, later runs on this store find adding switched on.
    changeStore((db) =>
      db.prepare("UPDATE feature_flags SET value = 'true' WHERE key = 'enable_add_to_cart'").run(),
    );
  }
});

test("an SEO override made in the console shows in the page's head", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Giới thiệu khu du lịch Núi Mây ${Date.now().toString(36)}`;
  try {
    await signIn(page, admin);
    await page.goto('/vi/quan-tri/seo-trang');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO theo trang' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Đường dẫn trang' }).fill('/gioi-thieu');
    await page.getByRole('button', { name: 'Mở' }).click();
    await expect(page.getByRole('heading', { name: 'Ghi đè cho /vi/gioi-thieu' })).toBeVisible();
    const crawler = page.getByTestId('seo-crawler-view');
    await expect(crawler).toContainText('Cáp Treo Núi Mây');
    await expectNoAxeViolations(page);

    await page.getByLabel('Tiêu đề', { exact: true }).fill(title);
    // The spec's fallback, shown where it applies: an empty ogTitle uses the title.
    await expect(page.getByLabel('Tiêu đề Open Graph')).toHaveAttribute(
      'placeholder',
      `Để trống: dùng tiêu đề (${title})`,
    );
    await page.getByLabel('Robots').fill('noindex, follow');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Đã lưu SEO của /vi/gioi-thieu' }),
    ).toBeVisible();

    const visitor = await browser.newPage();
    await reloadUntil(visitor, '/vi/gioi-thieu', async () => {
      await expect(visitor).toHaveTitle(new RegExp(title));
    });
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The console reads the same head the visitor got.
    await expect(crawler).toContainText(title);
    await visitor.close();

    const history = page.getByRole('region', { name: 'Thay đổi gần đây' });
    await history
      .getByRole('listitem')
      .filter({ hasText: '/vi/gioi-thieu' })
      .first()
      .getByRole('button', { name: 'Khôi phục giá trị trước của /vi/gioi-thieu' })
      .click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Đã khôi phục giá trị trước của /vi/gioi-thieu.' }),
    ).toBeVisible();
    const after = await browser.newPage();
    await reloadUntil(after, '/vi/gioi-thieu', async () => {
      await expect(after).not.toHaveTitle(new RegExp(title));
    });
    await after.close();
  } finally {
    changeStore((db) => db.prepare("DELETE FROM seo_pages WHERE path = '/vi/gioi-thieu'").run());
  }
});

test('a theme made and activated in the console colours the home page, light and dark', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Mùa thu ${Date.now().toString(36)}`;
  const dot = (p: Page) => p.locator('header .bg-primary-500').first();
  try {
    await signIn(page, admin);
    await page.goto('/vi/quan-tri/giao-dien');
    await expect(page.getByRole('heading', { level: 1, name: 'Giao diện' })).toBeVisible();
    await page.getByRole('button', { name: 'Sửa bảng màu của Mặc định' }).click();
    const light500 = page.getByLabel('primary 500 (Bảng màu sáng)');
    const light800 = page.getByLabel('primary 800 (Bảng màu sáng)');
    const dark500 = page.getByLabel('primary 500 (Bảng màu tối)');

    // Pale links on white are refused before anything is sent.
    await light800.fill('#ffff66');
    await expect(page.getByText('Chưa thể lưu: có cặp màu không đủ tương phản.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lưu thành giao diện mới' })).toBeDisabled();
    await light800.fill('#7a5400');

    await light500.fill('#f59e0b');
    await dark500.fill('#fbbf24');
    await expect(page.getByTestId('theme-preview-light').getByText('Đặt vé')).toHaveCSS(
      'background-color',
      'rgb(245, 158, 11)',
    );
    await page.getByLabel('Tên giao diện').fill(name);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Lưu thành giao diện mới' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Đã lưu giao diện ${name}.` }),
    ).toBeVisible();
    await page.getByRole('button', { name: `Kích hoạt giao diện ${name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Đã kích hoạt giao diện ${name}.` }),
    ).toBeVisible();

    const visitor = await browser.newPage();
    await reloadUntil(visitor, '/vi', async () => {
      await expect(dot(visitor)).toHaveCSS('background-color', 'rgb(245, 158, 11)', {
        timeout: 2_000,
      });
    });
    const night = await browser.newPage();
    await night.addInitScript(() => localStorage.setItem('vueuse-color-scheme', 'dark'));
    await reloadUntil(night, '/vi', async () => {
      await expect(dot(night)).toHaveCSS('background-color', 'rgb(251, 191, 36)', {
        timeout: 2_000,
      });
    });
    await night.close();

    // Back to the theme before: the change is listed, and one click restores it.
    const history = page.getByRole('region', { name: 'Thay đổi gần đây' });
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Mặc định' })
      .first()
      .getByRole('button', { name: /^Khôi phục giá trị trước của / })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Đã khôi phục giá trị trước' }),
    ).toBeVisible();
    await reloadUntil(visitor, '/vi', async () => {
      await expect(dot(visitor)).toHaveCSS('background-color', 'rgb(254, 185, 20)', {
        timeout: 2_000,
      });
    });
    await visitor.close();
  } finally {
    changeStore((db) => {
      db.prepare('UPDATE themes SET is_active = 0').run();
      db.prepare("UPDATE themes SET is_active = 1 WHERE id = 'theme-default'").run();
    });
  }
});
