// Money is never silently lost, in Chromium against the production build with the
// PayOS sandbox: a buyer who cancels and then opens the still-open payment link cannot pay it and
// is told the truth; a paid order an operator cancels shows "refund on its way" to the buyer and
// heads the console's refund desk with the refund action; the result page opened in another
// browser asks only for the contact; "Tra cứu đơn hàng" is in the menu and the footer.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { queryRow } from './helpers/e2e-store';
import { expectNoAxeViolations } from './helpers/axe';
import { createAdminWithCli, signIn } from './helpers/operator';
import { fillShippingArea } from './helpers/address';
import { TIME_ZONE } from '../src/config';

const expect = baseExpect.configure({ timeout: 15_000 });
// A product no other spec file buys, so its stock moves only with this file's orders.
const POSTCARDS = '/vi/san-pham/buu-thiep-ta-xua';
const SKU = 'NM-CARD-6';

// Orders take stock of one SKU: the tests of this file take turns.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stockLeft = () =>
  queryRow<{ units: number }>('SELECT "left" AS units FROM stock WHERE sku = ?', SKU)?.units;

function orderRow(code: string) {
  return queryRow<{ status: string; payment_status: string; total_amount: number }>(
    'SELECT status, payment_status, total_amount FROM orders WHERE order_code = ?',
    code,
  );
}

/** A set of postcards bought with PayOS: returns the order code and the sandbox's payment page. */
async function orderWithPayos(page: Page, phone: string): Promise<{ code: string; link: string }> {
  await page.goto(POSTCARDS);
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(add).toBeEnabled();
  await page
    .locator('label')
    .filter({ hasText: /^6 tấm$/ })
    .click();
  await add.click();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
  await page.goto('/vi/checkout');
  await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
  await page.getByLabel('Email').fill('tre.han@example.vn');
  await page.getByLabel('Số điện thoại', { exact: true }).fill(phone);
  await page.getByLabel('Họ và tên người nhận').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại người nhận').fill(phone);
  await fillShippingArea(page);
  await page.getByRole('radio', { name: /Thanh toán trực tuyến qua PayOS/ }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
  const link = page.url();
  const code =
    queryRow<{ order_code: string }>(
      `SELECT o.order_code FROM orders o JOIN payments p ON p.order_id = o.id
       WHERE o.contact_phone = ? ORDER BY o.created_at DESC LIMIT 1`,
      // Phones are stored in E.164: `0912…` as `+84912…`.
      `+84${phone.slice(1)}`,
    )?.order_code ?? '';
  expect(code).toMatch(/^NM-[0-9A-Z]{8}$/);
  return { code, link };
}

const newPhone = () => `09${String(Date.now()).slice(-8)}`;

test('cancel, then open the payment link and try to pay: refused, and the page says so', async ({
  page,
}) => {
  const before = stockLeft() ?? 0;
  const { code, link } = await orderWithPayos(page, newPhone());
  expect(stockLeft()).toBe(before - 1);
  // The buyer leaves the payment page and cancels the order.
  await page.goto(`/vi/checkout/cancel?order=${code}`);
  await expect(page.getByTestId('cancel-attempt-result')).toHaveText(
    `Đã hủy đơn hàng ${code}. Hàng đã được trả lại kho.`,
  );
  expect(orderRow(code)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });

  // The old link no longer takes money: the provider's attempt was cancelled first.
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Đã hủy');
  await expect(page.getByRole('button', { name: 'Thanh toán', exact: true })).toHaveCount(0);
  expect(orderRow(code)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  expect(stockLeft()).toBe(before);

  // The result page tells the truth: cancelled, not charged, no way to pay.
  await page.goto(`/vi/checkout/success?order=${code}`);
  await expect(
    page.getByRole('heading', { name: 'Đơn hàng đã được hủy. Bạn chưa bị trừ tiền.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả đặt hàng');
  await expect(page.getByText('Thanh toán thành công')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Thanh toán ngay' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a paid order the shop cancels: the buyer reads "refund on its way", the desk lists it first', async ({
  page,
  browser,
}) => {
  const phone = newPhone();
  const { code } = await orderWithPayos(page, phone);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();

  const admin = createAdminWithCli('late-payments');
  const context = await browser.newContext({ locale: 'vi-VN', timezoneId: TIME_ZONE });
  const desk = await context.newPage();
  await signIn(desk, admin);
  await desk.goto(`/vi/quan-tri/don-hang?code=${code}`);
  await expect(desk.getByRole('heading', { name: `Đơn hàng ${code}` })).toBeVisible();
  // Irreversible: it asks first.
  await desk.getByRole('button', { name: 'Hủy đơn hàng' }).click();
  await expect(desk.getByText('Đơn này đã thanh toán: hãy hoàn tiền')).toBeVisible();
  await desk.getByRole('button', { name: 'Xác nhận hủy đơn' }).click();
  await expect(desk.getByTestId('order-status')).toHaveText('Đã hủy');
  expect(orderRow(code)).toMatchObject({ status: 'cancelled', payment_status: 'paid' });

  // The buyer's page: never "cancelled" and "paid" with nothing else said.
  await page.reload();
  await expect(
    page.getByRole('heading', {
      name: 'Đơn hàng đã được hủy. Chúng tôi đã nhận được tiền của bạn và khoản tiền đang được hoàn lại.',
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'bạn sẽ nhận được email khi hoàn tất' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The refund desk: first in the list, marked, with the refund action.
  await desk.goto('/vi/quan-tri/hoan-tien');
  const first = desk.locator('[data-refund-request]').first();
  await expect(first).toHaveAttribute('data-refund-request', code);
  await expect(first).toContainText('Cần hoàn tiền: khách đã trả tiền cho đơn hàng đã hủy');
  await expectNoAxeViolations(desk);
  await first.getByRole('button', { name: `Xử lý đơn ${code}` }).click();
  const detail = desk.locator(`[data-refund-detail="${code}"]`);
  await detail.getByLabel('Mã tham chiếu (mã giao dịch, số phiếu chi)').fill('FT-LATE-0001');
  await detail.getByLabel('Hình thức hoàn tiền').selectOption('bank-transfer');
  await detail.getByRole('button', { name: 'Đã hoàn tiền' }).click();
  await detail.getByRole('button', { name: 'Xác nhận đã hoàn tiền' }).click();
  await expect(detail.locator('[data-refund-status="refunded"]')).toBeVisible();
  expect(orderRow(code)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
  await context.close();
});

test('the result page in another browser asks only for the contact; lookup in menu and footer', async ({
  page,
  browser,
}) => {
  const phone = newPhone();
  const { code } = await orderWithPayos(page, phone);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=/);

  // Back from a bank app into another browser: the code is in the link, the contact is not.
  const other = await browser.newContext();
  const result = await other.newPage();
  await result.goto(`/vi/checkout/success?order=${code}`);
  await expect(result.getByText(`đặt đơn hàng ${code} để xem kết quả`)).toBeVisible();
  await expect(result.getByLabel('Mã đơn hàng')).toHaveCount(0);
  await expectNoAxeViolations(result);
  await result.getByLabel('Số điện thoại hoặc email').fill(phone);
  await result.getByRole('button', { name: 'Xem đơn hàng' }).click();
  await expect(result.getByTestId('order-code')).toHaveText(code);
  await expect(result.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();

  // "Tra cứu đơn hàng": in the footer, and its page opens an order by code and contact.
  await result.goto('/vi');
  await result.getByRole('contentinfo').getByRole('link', { name: 'Tra cứu đơn hàng' }).click();
  await expect(result).toHaveURL(/\/vi\/tra-cuu-don-hang$/);
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Tra cứu đơn hàng');
  await expect(result.getByRole('heading', { name: 'Gửi lại vé' })).toBeVisible();
  await expectNoAxeViolations(result);
  await other.close();
});
