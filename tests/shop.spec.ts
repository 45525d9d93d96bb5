// The shop in the browser: add to cart, the cart, checkout with cash on delivery, the order pages,
// the guest cart merging on login and the dashboard's orders. (The add-to-cart switch is turned
// off from the console in site-wide/console-site-wide.spec.ts, after the specs that read it.)
import { expect as baseExpect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { fillShippingArea } from './helpers/address';

const storePath = path.resolve(
  process.env.SQLITE_PATH ?? process.env.E2E_SQLITE_PATH ?? '.data/e2e/store.sqlite',
);
const PASSWORD = 'matkhau-an-toan-1';
const KEYCHAIN = '/vi/san-pham/moc-khoa-cabin';

// Client navigations wait on the server rendering the next page's payload: seconds on a busy
// machine, more than the default 5 s now and then.
const expect = baseExpect.configure({ timeout: 15_000 });

// The tests of this file take turns: they count the stock that the others' orders take.
test.describe.configure({ mode: 'serial' });

function stockLeft(sku: string): number {
  const db = new Database(storePath, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT "left" AS units FROM stock WHERE sku = ?').get(sku) as
      { units: number } | undefined;
    if (!row) throw new Error(`no stock row for ${sku}`);
    return row.units;
  } finally {
    db.close();
  }
}

/** The .eml file the server wrote for an order (quoted-printable soft breaks undone). */
function mailFor(orderCode: string): string | null {
  let names: string[];
  try {
    names = readdirSync(E2E_OUTBOX_DIR).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    // No mail written yet: the folder appears with the first one.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  for (const name of names) {
    const raw = readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8');
    const text = raw.replace(/=\r?\n/g, '');
    const decoded = Array.from(raw.matchAll(/^([A-Za-z0-9+/=]{40,})$/gm), (m) =>
      Buffer.from(m[1] ?? '', 'base64').toString('utf8'),
    ).join('\n');
    if (text.includes(orderCode) || decoded.includes(orderCode)) return raw;
  }
  return null;
}

async function addKeychain(page: Page, colour: 'Vàng' | 'Xanh rêu') {
  await page.goto(KEYCHAIN);
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  // The leaf reads the add-to-cart switch and the stock first.
  await expect(add).toBeEnabled();
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${colour}$`) })
    .click();
  await expect(page.getByRole('radio', { name: colour })).toBeChecked();
  await add.click();
  await expect(page.getByRole('main').getByText('Đã thêm Móc khóa cabin')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
}

async function fillShipping(page: Page, phone: string) {
  await page.getByLabel('Họ và tên người nhận').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại người nhận').fill(phone);
  await fillShippingArea(page);
  // Goods ship within Việt Nam only, and the form says so.
  await expect(page.getByLabel('Quốc gia')).toHaveValue('Việt Nam');
  await expect(page.getByLabel('Quốc gia')).toHaveAccessibleDescription(
    'Chúng tôi chỉ giao hàng trong Việt Nam.',
  );
}

async function placeOrder(page: Page): Promise<string> {
  // Online methods may be listed too (the e2e server runs the PayOS sandbox): choose cash.
  const cash = page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ });
  await cash.check();
  await expect(cash).toBeChecked();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}$/);
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('order-code')).toHaveText(code);
  return code;
}

test.describe('shop', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the checkout of an empty cart says so and leads back to the cart with a button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/vi/checkout');
    await expect(page.getByText('Giỏ hàng đang trống nên chưa thể thanh toán.')).toBeVisible();
    const back = page.getByRole('main').getByRole('link', { name: 'Sửa giỏ hàng' });
    // Its own size, not the width of the page.
    expect((await back.boundingBox())?.width ?? 0).toBeLessThan(300);
    await back.click();
    await expect(page).toHaveURL(/\/vi\/cart$/);
  });

  test('the checkout starts without its form rules and fetches them at the first focus', async ({
    page,
  }) => {
    // The rules (zod, libphonenumber) are the checkout's largest script: they are not part of its
    // first load, and arrive while the shopper types. A phone message of the shared rule marks them.
    const RULES_MARK = 'Số điện thoại không hợp lệ';
    const scripts: { url: string; rules: Promise<boolean> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({
        url: response.url(),
        rules: response.text().then(
          (body) => body.includes(RULES_MARK),
          () => false,
        ),
      });
    });
    await addKeychain(page, 'Vàng');
    scripts.length = 0;
    await page.goto('/vi/checkout');
    const name = page.getByLabel('Họ và tên người nhận');
    await expect(name).toBeVisible();
    await page.waitForLoadState('networkidle');
    const firstLoad = await Promise.all(scripts.map((script) => script.rules));
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.some(Boolean)).toBe(false);

    const rules = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text()).includes(RULES_MARK),
    );
    await name.focus();
    await rules;
  });

  test('a guest adds to cart, reaches a tier discount and free shipping, and checks out', async ({
    page,
    browser,
  }) => {
    const phone = `09${String(Date.now()).slice(-8)}`;
    const before = stockLeft('NM-KEY-GRN');
    await addKeychain(page, 'Xanh rêu');

    await page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' }).click();
    await expect(page).toHaveURL(/\/vi\/cart$/);
    await expect(page.getByText('Móc khóa cabin').first()).toBeVisible();
    // The cart's line, not the "Đã thêm … (Xanh rêu)" toast that may still be up after the link.
    await expect(page.getByRole('main').getByText('Xanh rêu')).toBeVisible();
    // One keychain: 45.000đ plus the flat shipping fee, and the free-shipping hint.
    await expect(page.getByTestId('cart-total')).toHaveText('75.000đ');
    await expect(page.getByText('Miễn phí vận chuyển cho đơn hàng từ 500.000đ')).toBeVisible();
    await expectNoAxeViolations(page);

    // 13 × 45.000đ = 585.000đ, 10% off from 10: 526.500đ, over 500.000đ: shipping is free.
    await page.getByRole('spinbutton', { name: 'Số lượng Móc khóa cabin' }).fill('13');
    await expect(page.getByTestId('cart-total')).toHaveText('526.500đ');
    await expect(page.getByText('Giảm giá theo số lượng').first()).toBeVisible();
    await expect(page.getByText('−58.500đ').first()).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Miễn phí' })).toBeVisible();

    await page.getByRole('link', { name: 'Tiến hành thanh toán' }).click();
    await expect(page).toHaveURL(/\/vi\/checkout$/);
    await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
    // Nothing filled in: the spec's messages, and the first wrong field has the focus.
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAccessibleDescription('Trường này là bắt buộc');
    await expect(email).toBeFocused();
    await email.fill('may@');
    await page.getByLabel('Số điện thoại', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    await expect(email).toHaveAccessibleDescription('Email không hợp lệ');
    await expect(page.getByLabel('Số điện thoại', { exact: true })).toHaveAccessibleDescription(
      // After the note on numbers from abroad.
      /Số điện thoại không hợp lệ$/,
    );
    await expectNoAxeViolations(page);

    await email.fill('may.guest@example.vn');
    await page.getByLabel('Số điện thoại', { exact: true }).fill(phone);
    await fillShipping(page, phone);
    const code = await placeOrder(page);
    await expect(page.getByText(`Đơn hàng ${code} đã được ghi nhận`)).toBeVisible();
    await expect(page.getByText('526.500đ').first()).toBeVisible();
    await expect(page.getByText('Thanh toán khi nhận hàng (COD) · Chờ thanh toán')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(stockLeft('NM-KEY-GRN')).toBe(before - 13);
    // The cart is empty now, and the badge says so.
    await expect(page.getByRole('link', { name: 'Giỏ hàng', exact: true })).toBeVisible();

    // Another browser: no code in the address, then code + phone.
    const other = await browser.newContext();
    const lookup = await other.newPage();
    await lookup.goto('/vi/checkout/success');
    await expect(
      lookup.getByText('Không có mã đơn hàng để hiển thị.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(lookup);
    await lookup.getByLabel('Mã đơn hàng').fill(code);
    await lookup.getByLabel('Số điện thoại hoặc email').fill('0900000000');
    await lookup.getByRole('button', { name: 'Xem đơn hàng' }).click();
    await expect(lookup.getByRole('main').getByRole('alert')).toHaveText(
      'Không tìm thấy đơn hàng với thông tin này.',
    );
    await lookup.getByLabel('Số điện thoại hoặc email').fill(phone);
    await lookup.getByRole('button', { name: 'Xem đơn hàng' }).click();
    await expect(lookup.getByTestId('order-code')).toHaveText(code);
    await other.close();

    await expect.poll(() => mailFor(code) !== null, { timeout: 15_000 }).toBe(true);
  });

  test('the guest cart merges on login; the order shows in the dashboard and cancels', async ({
    page,
  }) => {
    await addKeychain(page, 'Vàng');
    const email = `e2e-shop-${Date.now().toString(36)}@example.vn`;
    await page.goto('/vi/auth/register');
    await page.getByLabel('Tên', { exact: true }).fill('Mây');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Nhập lại mật khẩu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    // Two password hashes: the registration, then the sign-in that follows it.
    await expect(page).toHaveURL(/\/vi$/, { timeout: 15_000 });
    await page.goto('/vi/dashboard');
    await page.getByLabel('Số điện thoại').fill('+44 7700 900123');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã cập nhật thông tin')).toBeVisible();

    await page.goto('/vi/cart');
    await expect(page.getByText('Vàng')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();

    await page.getByRole('link', { name: 'Tiến hành thanh toán' }).click();
    // Signed in: the profile's email and phone are filled in, the phone in its readable form.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Số điện thoại', { exact: true })).toHaveValue('+44 7700 900123');
    const phone = `03${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Số điện thoại', { exact: true }).fill(phone);
    await fillShipping(page, phone);
    const code = await placeOrder(page);
    const afterOrder = stockLeft('NM-KEY-YEL');

    await page.goto('/vi/dashboard');
    const order = page.locator(`[data-order-code="${code}"]`);
    await expect(order).toBeVisible();
    await expectNoAxeViolations(page);
    await order.getByRole('button', { name: `Hủy đơn hàng ${code}` }).click();
    // Cancelling cannot be undone, so it asks first; nothing changes until the buyer confirms.
    await expect(
      order.getByText(`Hủy đơn hàng ${code}? Thao tác này không thể hoàn tác.`),
    ).toBeVisible();
    expect(stockLeft('NM-KEY-YEL')).toBe(afterOrder);
    await order.getByRole('button', { name: 'Xác nhận hủy đơn' }).click();
    await expect(order.getByText('Đã hủy').first()).toBeVisible();
    expect(stockLeft('NM-KEY-YEL')).toBe(afterOrder + 1);
    await expect(order.getByRole('button', { name: `Hủy đơn hàng ${code}` })).toHaveCount(0);
  });

  test('an empty cart says so and links to products and tickets', async ({ page }) => {
    await page.goto('/vi/cart');
    await expect(page.getByText('Giỏ hàng của bạn đang trống.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Xem sản phẩm' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Xem vé tham quan' })).toBeVisible();
    // Without an order the cancel page cannot know the order's fate: it says only what happened.
    await page.goto('/en/checkout/cancel');
    await expect(page.getByText('You left the payment page.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('shop without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page reads in full', async ({ page }) => {
    await page.goto(KEYCHAIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Móc khóa cabin' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Các phiên bản' })).toContainText('Xanh rêu');
    await expect(page.getByText('45.000đ').first()).toBeVisible();
    await expect(page.getByText('Từ 10 sản phẩm cùng loại: giảm 10%')).toBeVisible();
  });
});
