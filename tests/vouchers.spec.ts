// Vouchers in the browser: an admin creates a code in the console; a guest
// checks it at checkout (an unknown code first), sees the price with it, places the order and
// sees the code and the discount on the order page and in the mail; the used-up code refuses the
// next buyer at placing with its reason; the console shows the use and disables the code. A
// booking with a ticket code pays the lower price. Axe on every screen.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { fillShippingArea } from './helpers/address';
import { expectNoAxeViolations } from './helpers/axe';
import { changeStore } from './helpers/e2e-store';
import { createAdminWithCli, signIn } from './helpers/operator';
import { vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

// This spec's own SKU (A5 journal, 95.000đ): no other spec buys it.
const JOURNAL = '/vi/san-pham/so-tay-hanh-trinh';

const suffix = () => Date.now().toString(36).toUpperCase();

/** Quoted-printable text (soft breaks, =XX bytes) as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = /^=([0-9A-F]{2})/.exec(soft.slice(i, i + 3));
    if (hex) {
      bytes.push(parseInt(hex[1] ?? '0', 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text of every .eml the server wrote about `orderCode`, joined. */
function mailText(orderCode: string): string {
  const names = readdirSync(E2E_OUTBOX_DIR).filter((name) => name.endsWith('.eml'));
  return names
    .map((name) => decodeQuotedPrintable(readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8')))
    .filter((text) => text.includes(orderCode))
    .join('\n');
}

async function journalInCart(page: Page) {
  await page.goto(JOURNAL);
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(add).toBeEnabled();
  await page.locator('label').filter({ hasText: /^A5$/ }).click();
  await add.click();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
  await page.goto('/vi/checkout');
  await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
}

async function fillBuyer(page: Page) {
  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Email').fill(`voucher.${phone}@example.vn`);
  await page.getByLabel('Số điện thoại', { exact: true }).fill(phone);
  await page.getByLabel('Họ và tên người nhận').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại người nhận').fill(phone);
  await fillShippingArea(page);
  await page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check();
}

test('an admin creates a code; a guest uses it at checkout; the next buyer is refused', async ({
  page,
  browser,
}) => {
  const code = `SOTAY-${suffix()}`;
  const admin = createAdminWithCli('voucher-admin');
  await signIn(page, admin);
  await page.goto('/vi/quan-tri/ma-giam-gia');
  await expect(page.getByRole('heading', { level: 1, name: 'Mã giảm giá' })).toBeVisible();
  await page.getByLabel('Mã', { exact: true }).fill(code);
  await page.getByLabel('Phần trăm giảm (1–100)').fill('10');
  await page.getByLabel('Tổng số lượt dùng').fill('1');
  await page.getByLabel('Áp dụng cho').selectOption({ label: 'Sản phẩm và dịch vụ' });
  await page.getByRole('button', { name: 'Tạo mã' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã tạo mã ${code}.` })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('Giảm 10%');
  await expect(row).toContainText('Đã dùng 0/1');
  await expectNoAxeViolations(page);

  // The buyer: an unknown code first, then the real one typed in lower case.
  const buyer = await (await browser.newContext()).newPage();
  await journalInCart(buyer);
  const field = buyer.getByLabel('Mã giảm giá');
  await expect(field).toHaveAccessibleDescription(/không trừ vào phí vận chuyển/);
  await field.fill('KHONG-CO-MA');
  await buyer.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(buyer.getByText('Mã giảm giá không tồn tại.')).toBeVisible();
  await field.fill(code.toLowerCase());
  await field.press('Enter');
  // 95.000đ − 10 % (9.500đ) + 30.000đ shipping: the voucher never touches shipping.
  await expect(buyer.getByText(`Đã áp dụng mã ${code}: giảm 9.500đ.`)).toBeVisible();
  await expect(buyer.getByTestId('cart-total')).toHaveText('115.500đ');
  await expectNoAxeViolations(buyer);
  await fillBuyer(buyer);
  await buyer.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(buyer).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}$/);
  const orderCode = new URL(buyer.url()).searchParams.get('order') ?? '';
  await expect(buyer.getByText(`Mã giảm giá ${code}`)).toBeVisible();
  await expect(buyer.getByText('−9.500đ')).toBeVisible();
  await expect(buyer.getByTestId('cart-total')).toHaveText('115.500đ');
  await expectNoAxeViolations(buyer);
  await expect.poll(() => mailText(orderCode)).toContain(`Mã giảm giá ${code}`);

  // The code is used up: the next buyer, who types it without checking, is refused at placing.
  const next = await (await browser.newContext()).newPage();
  await journalInCart(next);
  await next.getByLabel('Mã giảm giá').fill(code);
  await fillBuyer(next);
  await next.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(next.getByRole('main').getByRole('alert')).toHaveText(
    'Chưa đặt được đơn: Mã giảm giá đã hết lượt sử dụng. Bạn có thể bỏ mã và đặt lại.',
  );
  await expect(next).toHaveURL(/\/vi\/checkout$/);

  // The console counts the use, and an admin stops the code.
  await page.reload();
  await expect(row).toContainText('Đã dùng 1/1');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Ngừng áp dụng mã ${code}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Đã ngừng áp dụng mã ${code}.` }),
  ).toBeVisible();
  await expect(row).toContainText('Đã ngừng từ');
});

test('a ticket code at booking lowers the price paid', async ({ page }) => {
  const code = `VE50K-${suffix()}`;
  changeStore((db) =>
    db
      .prepare(
        `INSERT INTO vouchers (code, amount_off, applies_to, created_by, created_at)
         VALUES (?, 50000, 'tickets', 'e2e', ?)`,
      )
      .run(code, new Date().toISOString()),
  );
  // A day of this spec's own: tickets.spec sells out day 12.
  const visitDay = vietnamDay(14);
  await page.goto('/vi/dat-ve?type=ve-nguoi-lon');
  await expect(page.getByLabel('Số lượng Vé người lớn')).toHaveValue('1');
  const cell = page.locator(`[role="gridcell"][data-day="${visitDay}"]`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Tháng sau' }).click();
  }
  await cell.click();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/ticket$/);
  await expect(page.getByRole('button', { name: 'Thanh toán 350.000đ' })).toBeEnabled();
  await page.getByLabel('Mã giảm giá').fill(code);
  await page.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(page.getByText(`Đã áp dụng mã ${code}: giảm 50.000đ.`)).toBeVisible();
  const pay = page.getByRole('button', { name: 'Thanh toán 300.000đ' });
  await expect(pay).toBeEnabled();
  await expectNoAxeViolations(page);

  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Họ và tên').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Email').fill(`ve.${phone}@example.vn`);
  await page.getByRole('radio', { name: /Thanh toán trực tuyến qua PayOS/ }).check();
  await pay.click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
  await expect(page.getByText('300.000')).toBeVisible();
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-/);
  await expect(page.getByText(`Mã giảm giá ${code}`)).toBeVisible();
  await expect(page.getByText('−50.000đ')).toBeVisible();
  await expectNoAxeViolations(page);
});
