// "Thử lại" after a failed online payment, on a 390 px phone, through the local VNPay and MoMo
// sandboxes (PAYMENT_SANDBOX=1): a ticket booking cancelled at VNPay is placed again with one tap
// and paid as a new order with the same lines and seats claimed once; a goods order declined at
// MoMo is placed again with another method; a day sold out meanwhile offers the nearest days.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SON_LA } from './helpers/address';
import { expectNoAxeViolations } from './helpers/axe';
import { dayCell } from './helpers/booking-calendar';
import { changeStore, queryRow } from './helpers/e2e-store';
import { vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

// A product variant no other spec file buys, so its stock moves only with this file's orders.
const SKU = 'NM-POLE-2';
const VNPAY = 'VNPay (VNPay-QR, thẻ ATM, thẻ quốc tế)';

function orderRow(code: string) {
  return queryRow<{ status: string; payment_status: string; method: string }>(
    `SELECT o.status, o.payment_status, p.method FROM orders o
     JOIN payments p ON p.order_id = o.id WHERE o.order_code = ?
     ORDER BY p.created_at DESC LIMIT 1`,
    code,
  );
}

/** An order's lines as the store holds them, in order. */
function linesOf(code: string): string {
  const row = queryRow<{ lines: string }>(
    `SELECT group_concat(l.sku || ':' || l.quantity || ':' || coalesce(l.service_date, ''), ',')
       AS lines
     FROM (SELECT sku, quantity, service_date FROM order_lines
           WHERE order_id = (SELECT id FROM orders WHERE order_code = ?) ORDER BY id) l`,
    code,
  );
  return row?.lines ?? '';
}

const seatsSold = (ticketType: string, day: string) =>
  queryRow<{ sold: number }>(
    'SELECT sold FROM ticket_capacity WHERE ticket_type = ? AND visit_date = ?',
    ticketType,
    day,
  )?.sold ?? 0;

const stockLeft = () =>
  queryRow<{ units: number }>('SELECT "left" AS units FROM stock WHERE sku = ?', SKU)?.units;

/** Two adults and a child for `day`, sent to VNPay's sandbox page. */
async function bookWithVnpay(page: Page, day: string) {
  await page.goto('/vi/dat-ve');
  const cell = await dayCell(page, day);
  await page.getByRole('button', { name: 'Thêm một Vé người lớn' }).click();
  await page.getByRole('button', { name: 'Thêm một Vé người lớn' }).click();
  await page.getByRole('button', { name: 'Thêm một Vé trẻ em' }).click();
  await cell.click();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/ticket$/);
  const pay = page.getByRole('button', { name: /^Thanh toán / });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Họ và tên').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại').fill(`09${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Email').fill('may.retry@example.vn');
  await page.getByRole('radio', { name: VNPAY }).check();
  await pay.click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?vnp_/);
}

/** The order code of the result page the provider sent the browser back to. */
async function returnedOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}/);
  const code = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('order-code')).toHaveText(code);
  return code;
}

test('VNPay cancelled: "Thử lại" books the same tickets again, paid as a new order', async ({
  page,
}) => {
  // A day of this spec's own: tickets.spec sells out day 12, booking-best-price a type on 16.
  const day = vietnamDay(13);
  const before = seatsSold('ve-nguoi-lon', day);
  await bookWithVnpay(page, day);
  await page.getByRole('button', { name: 'Hủy thanh toán' }).click();

  const failed = await returnedOrder(page);
  expect(new URL(page.url()).searchParams.get('vnp_ResponseCode')).toBe('24');
  expect(orderRow(failed)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  expect(seatsSold('ve-nguoi-lon', day)).toBe(before);
  // What happened, in the buyer's words; a ticket order's seats are released, never "in stock".
  await expect(
    page.getByRole('heading', { name: 'Đơn hàng đã được hủy. Bạn chưa bị trừ tiền.' }),
  ).toBeVisible();
  await expect(page.getByText('Bạn đã hủy thanh toán trên trang thanh toán.')).toBeVisible();
  await expect(page.getByText(/^Chỗ giữ cho ngày .+ đã được nhả ra\./)).toBeVisible();
  await expect(page.getByText(/trả lại kho/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chọn cách thanh toán khác' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Thử lại', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?vnp_/);
  expect(seatsSold('ve-nguoi-lon', day)).toBe(before + 2);
  const attempt = new URL(page.url()).searchParams.get('vnp_OrderInfo');
  // Back to the failed order's page and "Thử lại" once more: the same new order and payment,
  // not a second order holding the same seats.
  await page.goBack();
  await page.getByRole('button', { name: 'Thử lại', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?vnp_/);
  expect(new URL(page.url()).searchParams.get('vnp_OrderInfo')).toBe(attempt);
  expect(seatsSold('ve-nguoi-lon', day)).toBe(before + 2);
  await page.getByRole('button', { name: 'Thanh toán bằng VNPay' }).click();

  const paid = await returnedOrder(page);
  expect(paid).not.toBe(failed);
  await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  expect(orderRow(paid)).toEqual({ status: 'confirmed', payment_status: 'paid', method: 'vnpay' });
  expect(orderRow(failed)).toMatchObject({ status: 'cancelled' });
  expect(linesOf(paid)).toBe(linesOf(failed));
  expect(linesOf(paid)).toBe(`ve-nguoi-lon:2:${day},ve-tre-em:1:${day}`);
  expect(seatsSold('ve-nguoi-lon', day)).toBe(before + 2);
  expect(seatsSold('ve-tre-em', day)).toBeGreaterThanOrEqual(1);
});

test('MoMo declined: "Chọn cách thanh toán khác" orders the same goods with another method', async ({
  page,
}) => {
  await page.goto('/vi/san-pham/gay-leo-nui');
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(add).toBeEnabled();
  await page
    .locator('label')
    .filter({ hasText: /^1 đôi$/ })
    .click();
  await add.click();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
  const before = stockLeft() ?? 0;
  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.goto('/vi/checkout');
  await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
  await page.getByLabel('Email').fill('vi.dien.tu@example.vn');
  await page.getByLabel('Số điện thoại', { exact: true }).fill(phone);
  await page.getByLabel('Họ và tên người nhận').fill('Trần Văn Núi');
  await page.getByLabel('Số điện thoại người nhận').fill(phone);
  await page.getByLabel('Tỉnh/Thành phố', { exact: true }).selectOption({ label: SON_LA.province });
  await page.getByLabel('Phường/Xã', { exact: true }).selectOption({ label: SON_LA.ward });
  await page.getByLabel('Số nhà, tên đường', { exact: true }).fill('5 đường Trần Phú');
  await page.getByRole('radio', { name: 'Ví MoMo' }).check();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/momo\/pay\?t=/);
  await page.getByRole('button', { name: 'Hủy thanh toán' }).click();

  const failed = await returnedOrder(page);
  expect(new URL(page.url()).searchParams.get('resultCode')).toBe('1006');
  expect(stockLeft()).toBe(before);
  await expect(
    page.getByText('Giao dịch đã bị từ chối nên chưa có khoản tiền nào được trừ.'),
  ).toBeVisible();
  await expect(page.getByText(/^Hàng đã được trả lại kho\./)).toBeVisible();

  const other = page.getByRole('button', { name: 'Chọn cách thanh toán khác' });
  await other.click();
  await expect(other).toHaveAttribute('aria-expanded', 'true');
  const methods = page.getByRole('group', { name: 'Phương thức thanh toán' });
  // The method that failed is offered last, so the one chosen first is another.
  await expect(methods.getByRole('radio').last()).toHaveAccessibleName(/^Ví MoMo/);
  await expect(methods.getByRole('radio', { checked: true })).not.toHaveAccessibleName(/MoMo/);
  await expectNoAxeViolations(page);
  await methods.getByRole('radio', { name: /^Thanh toán khi nhận hàng/ }).check();
  await page.getByRole('button', { name: 'Đặt lại với cách thanh toán này' }).click();

  // The same result page, loaded again for the new order.
  await expect(page).not.toHaveURL(new RegExp(`order=${failed}`));
  const placed = await returnedOrder(page);
  expect(placed).not.toBe(failed);
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
  expect(orderRow(placed)).toMatchObject({ payment_status: 'pending', method: 'cod' });
  expect(linesOf(placed)).toBe(linesOf(failed));
  expect(linesOf(placed)).toBe(`${SKU}:1:`);
  expect(stockLeft()).toBe(before - 1);
});

test('a day sold out meanwhile: the retry says so and books one of the nearest days', async ({
  page,
}) => {
  const day = vietnamDay(21);
  await bookWithVnpay(page, day);
  await page.getByRole('button', { name: 'Hủy thanh toán' }).click();
  const failed = await returnedOrder(page);
  // Every adult seat of that day went to others meanwhile.
  changeStore((db) =>
    db
      .prepare(
        `UPDATE ticket_capacity SET capacity = sold + 1 WHERE ticket_type = 've-nguoi-lon'
         AND visit_date = ?`,
      )
      .run(day),
  );
  await page.getByRole('button', { name: 'Thử lại', exact: true }).click();
  await expect(page.getByText(/^Ngày .+ không còn đủ chỗ cho các vé này\.$/)).toBeVisible();
  const nearest = page.getByRole('button', { name: /^Đặt ngày / });
  await expect(nearest).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Chọn ngày khác trên trang đặt vé' })).toBeVisible();
  await expectNoAxeViolations(page);
  await nearest.first().click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?vnp_/);
  const moved = queryRow<{ order_code: string }>(
    `SELECT order_code FROM orders WHERE idempotency_key LIKE ? ORDER BY created_at DESC LIMIT 1`,
    `%retry:${failed}:%`,
  )?.order_code;
  expect(moved).toBeDefined();
  const movedDay = linesOf(moved ?? '')
    .split(',')[0]
    ?.split(':')[2];
  expect([vietnamDay(20), vietnamDay(22)]).toContain(movedDay);
});
