// The console's refund desk and capacity calendar, in Chromium against the
// production build: an admin made by the CLI signs in; a buyer who booked and paid at the PayOS
// sandbox asks for a refund on /order-refund, the admin approves and marks it refunded (the code
// joins /api/tickets/revoked, the buyer gets both mails); the admin closes a day that has a booking
// (the holder gets the mail with the exchange and refund links, the booking calendar shows the day
// closed). Axe on every console page visited.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { outboxMailsTo as mailsTo } from './helpers/outbox-mails';
import { createAdminWithCli, signIn, type OperatorAccount } from './helpers/operator';
import { expectNoAxeViolations } from './helpers/axe';
import { vietnamDay } from './helpers/vietnam-day';
import ExcelJS from 'exceljs';
import { TIME_ZONE } from '../src/config';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/** A day of its own for each test run (a retry must not find it closed already). */
function freshDay(from: number, span: number): string {
  return vietnamDay(from + (randomBytes(1).readUInt8(0) % span));
}

interface Buyer {
  fullName: string;
  email: string;
  phone: string;
}

function freshBuyer(): Buyer {
  const tag = randomBytes(4).toString('hex');
  return {
    fullName: 'Lê Thị Hoa',
    email: `buyer-${tag}@example.vn`,
    phone: `09${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
  };
}

/**
 * Books one adult for `visitDate` through ticket.placeOrder (from the page, so the call is
 * same-origin), pays at the sandbox's hosted page, and returns the order code and ticket code.
 */
async function bookAndPay(page: Page, visitDate: string, buyer: Buyer) {
  await page.goto('/vi/dat-ve');
  const order = await page.evaluate(
    async (input) => {
      const response = await fetch('/api/trpc/ticket.placeOrder', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return (await response.json()) as {
        result?: { data: { orderCode: string; payment: { checkoutUrl?: string } } };
        error?: unknown;
      };
    },
    {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate,
      lines: [{ ticketType: 've-nguoi-lon', quantity: 1 }],
      buyer,
      paymentMethod: 'payos',
      locale: 'vi',
    },
  );
  expect(order.error).toBeUndefined();
  const placed = order.result?.data;
  if (!placed?.payment.checkoutUrl) throw new Error(`no checkout: ${JSON.stringify(order)}`);
  await page.goto(placed.payment.checkoutUrl);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-/);
  // The order as its holder reads it (code + phone): paid, with its e-ticket issued.
  const input = encodeURIComponent(
    JSON.stringify({ orderCode: placed.orderCode, contact: { phone: buyer.phone } }),
  );
  let ticketCode = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/trpc/order.get?input=${input}`);
      const body = (await response.json()) as {
        result?: { data: { paymentStatus: string; tickets?: { code: string }[] } };
      };
      ticketCode = body.result?.data.tickets?.[0]?.code ?? '';
      return body.result?.data.paymentStatus;
    })
    .toBe('paid');
  expect(ticketCode).toMatch(/^VE-[0-9A-Z]{10}$/);
  return { orderCode: placed.orderCode, ticketCode };
}

/** Moves the console's calendar to the month of `visitDate`, waiting for each month's days. */
async function showMonth(page: Page, visitDate: string) {
  const target = visitDate.slice(0, 7);
  const days = page.locator('[data-day]');
  await expect(days.first()).toBeVisible();
  for (let i = 0; i < 3; i += 1) {
    const shown = ((await days.first().getAttribute('data-day')) ?? '').slice(0, 7);
    if (shown >= target) break;
    const next = new Date(`${shown}-01T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    await page.getByRole('button', { name: 'Tháng sau' }).click();
    await expect(page.locator(`[data-day="${next.toISOString().slice(0, 10)}"]`)).toBeVisible();
  }
  await expect(page.locator(`[data-day="${visitDate}"]`)).toBeVisible();
}

async function adminPage(browser: Browser, admin: OperatorAccount): Promise<Page> {
  const context = await browser.newContext({ locale: 'vi-VN', timezoneId: TIME_ZONE });
  const page = await context.newPage();
  await signIn(page, admin);
  return page;
}

test('a refund asked on /order-refund is approved and marked refunded: code revoked, buyer mailed', async ({
  page,
  browser,
}) => {
  const admin = createAdminWithCli('refunds');
  const buyer = freshBuyer();
  const { orderCode, ticketCode } = await bookAndPay(page, freshDay(15, 10), buyer);

  await page.goto('/vi/order-refund');
  await page.getByLabel(/^Mã đơn hàng/).fill(orderCode);
  await page.getByLabel(/^Số điện thoại hoặc email/).fill(buyer.phone);
  await page.getByRole('button', { name: 'Tìm đơn hàng' }).click();
  await page.getByLabel('Lý do').fill('Gia đình có việc đột xuất, không đi được');
  await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.locator('[data-refund-status="requested"]')).toBeVisible();

  const desk = await adminPage(browser, admin);
  await desk.goto('/vi/quan-tri/hoan-tien');
  await expect(desk.getByRole('heading', { level: 1, name: 'Hoàn tiền và đổi vé' })).toBeVisible();
  const request = desk.locator(`[data-refund-request="${orderCode}"]`);
  await expect(request).toContainText('Gia đình có việc đột xuất');
  await expectNoAxeViolations(desk);
  await request.getByRole('button', { name: `Xử lý đơn ${orderCode}` }).click();

  const detail = desk.locator(`[data-refund-detail="${orderCode}"]`);
  await expect(
    detail.getByRole('heading', { name: `Yêu cầu hoàn tiền đơn ${orderCode}` }),
  ).toBeFocused();
  await expect(detail.locator(`[data-ticket-code="${ticketCode}"]`)).toContainText('Còn hiệu lực');
  await expectNoAxeViolations(desk);
  // Rejecting needs a reason: refused on the page, nothing sent.
  await detail.getByRole('button', { name: 'Từ chối' }).click();
  await expect(detail.getByLabel('Ghi chú gửi khách')).toHaveAccessibleDescription(
    'Vui lòng ghi lý do từ chối',
  );
  await detail.getByLabel('Ghi chú gửi khách').fill('Hoàn 100% theo chính sách');
  await detail.getByRole('button', { name: 'Chấp nhận' }).click();
  // Approving asks first; the question takes focus.
  const askApprove = detail.getByRole('group', { name: /Chấp nhận yêu cầu hoàn tiền của đơn/ });
  await expect(askApprove.getByText(/Không thể hoàn tác/)).toBeFocused();
  await askApprove.getByRole('button', { name: 'Xác nhận chấp nhận' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Đã chấp nhận yêu cầu' })).toBeVisible();
  await expect(detail.locator('[data-refund-status="approved"]')).toBeVisible();

  await detail.getByLabel('Mã tham chiếu (mã giao dịch, số phiếu chi)').fill('FT-E2E-0001');
  await detail.getByLabel('Hình thức hoàn tiền').selectOption('bank-transfer');
  await expectNoAxeViolations(desk);
  await detail.getByRole('button', { name: 'Đã hoàn tiền' }).click();
  const askRefund = detail.getByRole('group', { name: /Ghi nhận đã hoàn .* FT-E2E-0001/ });
  await expectNoAxeViolations(desk);
  await askRefund.getByRole('button', { name: 'Xác nhận đã hoàn tiền' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Đã ghi nhận hoàn tiền' })).toBeVisible();
  await expect(detail.locator('[data-refund-status="refunded"]')).toBeVisible();
  await expect(detail.locator(`[data-ticket-code="${ticketCode}"]`)).toContainText('Đã hoàn tiền');

  const revoked = (await (await page.request.get('/api/tickets/revoked')).json()) as {
    codes: string[];
  };
  expect(revoked.codes).toContain(ticketCode);
  await expect
    .poll(() => mailsTo(buyer.email).map((m) => m.subject))
    .toEqual(
      expect.arrayContaining([
        `Yêu cầu hoàn tiền cho đơn hàng ${orderCode} đã được chấp nhận`,
        `Đã hoàn tiền cho đơn hàng ${orderCode}`,
      ]),
    );
  const refundedMail = mailsTo(buyer.email).find((m) => m.subject.startsWith('Đã hoàn tiền'));
  expect(refundedMail?.body).toContain('FT-E2E-0001');

  // The day's takings show the sale and the refund; the XLSX, opened and summed, agrees with itself
  // and with the page (other specs sell today too: the figures are at least this order's).
  const today = vietnamDay(0);
  await desk.goto('/vi/quan-tri/bao-cao');
  await expect(desk.getByRole('heading', { level: 1, name: 'Báo cáo' })).toBeVisible();
  await desk.getByLabel('Từ ngày').fill(today);
  await desk.getByLabel('Đến ngày').fill(today);
  await desk.getByRole('button', { name: 'Xem báo cáo' }).click();
  const table = desk.getByTestId('takings');
  await expect(
    table.getByRole('row', { name: new RegExp(`${today} PayOS Vé`) }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(desk);
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Tải về XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`doanh-thu-${today}_${today}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Doanh thu');
  const rows = (sheet?.getSheetValues() ?? []).filter(Array.isArray) as unknown[][];
  // Columns E–I (5–9): gross, discounts, refunds, net, VAT; the last row holds the totals.
  const body = rows.slice(1, -1);
  const totals = rows.at(-1) ?? [];
  expect(totals[1]).toBe('Tổng');
  for (const column of [5, 6, 7, 8, 9]) {
    const sum = body.reduce((s, row) => s + Number(row[column] ?? 0), 0);
    expect(totals[column]).toBe(sum);
  }
  const refunded = body.reduce((s, row) => s + Number(row[7] ?? 0), 0);
  expect(refunded).toBeGreaterThan(0);
  await desk.context().close();
});

test('closing a day with a booking mails its holder and the booking calendar shows it closed', async ({
  page,
  browser,
}) => {
  const admin = createAdminWithCli('capacity');
  const buyer = freshBuyer();
  const visitDate = freshDay(26, 30);
  const { orderCode } = await bookAndPay(page, visitDate, buyer);

  const desk = await adminPage(browser, admin);
  await desk.goto('/vi/quan-tri/suc-chua');
  await expect(
    desk.getByRole('heading', { level: 1, name: 'Sức chứa và ngày đóng cửa' }),
  ).toBeVisible();
  await expect(desk.getByLabel('Loại vé')).toHaveValue('ve-nguoi-lon');
  await showMonth(desk, visitDate);
  const day = desk.locator(`[data-day="${visitDate}"]`);
  const shown = visitDate.split('-').reverse().join('/');
  await expect(day).toHaveAccessibleName(
    new RegExp(`^${shown}: còn 2\\.?999, đã bán 1, sức chứa 3\\.?000$`),
  );
  await expectNoAxeViolations(desk);
  await day.click();

  const panel = desk.locator(`[data-day-panel="${visitDate}"]`);
  // Never below what is sold: the form says so before anything is sent.
  await panel.getByLabel('Sức chứa mới').fill('0');
  await panel.getByRole('button', { name: 'Lưu sức chứa' }).click();
  await expect(panel.getByLabel('Sức chứa mới')).toHaveAccessibleDescription(
    /Nhập một số nguyên từ 1 đến/,
  );
  await panel.getByLabel('Sức chứa mới').fill('40');
  await panel.getByRole('button', { name: 'Lưu sức chứa' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Đã lưu sức chứa ngày ${shown}: 40`);
  await expect(day).toHaveAccessibleName(`${shown}: còn 39, đã bán 1, sức chứa 40`);

  await panel.getByRole('button', { name: 'Đóng cửa ngày này' }).click();
  const dialog = desk.getByRole('dialog', { name: `Đóng cửa ngày ${shown}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Bảo trì' }).check();
  await dialog.getByLabel('Ghi chú (gửi kèm trong thư cho khách)').fill('Bảo trì cáp định kỳ');
  await expectNoAxeViolations(desk);
  await dialog.getByRole('button', { name: 'Xác nhận đóng cửa' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByRole('status').filter({ hasText: 'Đã đóng cửa' })).toHaveText(
    `Đã đóng cửa ngày ${shown}. Đã gửi thư cho 1 đơn hàng.`,
  );
  await expect(day).toHaveAttribute('data-closed', 'true');
  await expect(panel).toContainText('Đóng cửa: Bảo trì – Bảo trì cáp định kỳ');
  await expectNoAxeViolations(desk);

  await expect
    .poll(() => mailsTo(buyer.email).filter((m) => m.subject.includes('tạm đóng cửa')).length)
    .toBe(1);
  const mail = mailsTo(buyer.email).find((m) => m.subject.includes('tạm đóng cửa'));
  expect(mail?.subject).toBe(`Ngày ${shown} tạm đóng cửa – đơn hàng ${orderCode}`);
  expect(mail?.body).toMatch(/http:\/\/localhost:\d+\/vi\/ticket-exchange/);
  expect(mail?.body).toMatch(/http:\/\/localhost:\d+\/vi\/order-refund/);

  await page.goto('/vi/dat-ve');
  const cell = page.locator(`[role="gridcell"][data-day="${visitDate}"]`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Tháng sau' }).click();
  }
  await expect(cell).toHaveAccessibleName(/: không mở bán$/);
  await desk.context().close();
});
