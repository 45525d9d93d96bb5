// A family's booking: two adults and one child, a ticket each, paid at the PayOS sandbox.
// The child's e-ticket page is opened once; it shows every ticket of the booking, grouped by type,
// each with its QR, and keeps all of them: offline, the adult's page (never opened) and the
// child's reload both show every ticket. Then the whole booking moves to another day from a link
// on that page (prefilled form), and the old page links each ticket's replacement.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { queryRow, queryRows } from './helpers/e2e-store';
import { expectNoAxeViolations } from './helpers/axe';
import { vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

async function paidFamily(page: Page) {
  const phone = `09${String(Date.now()).slice(-8)}`;
  const response = await page.request.post('/api/trpc/ticket.placeOrder', {
    headers: { 'content-type': 'application/json' },
    data: {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate: vietnamDay(8),
      lines: [
        { ticketType: 've-nguoi-lon', quantity: 2 },
        { ticketType: 've-tre-em', quantity: 1 },
      ],
      buyer: { fullName: 'Đỗ Thu Hà', email: `ha.${phone}@example.vn`, phone },
      paymentMethod: 'payos',
      locale: 'vi',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const order = (
    (await response.json()) as {
      result: { data: { orderCode: string; payment?: { checkoutUrl?: string } } };
    }
  ).result.data;
  await page.goto(order.payment?.checkoutUrl ?? '');
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-/);
  const keyOf = (type: string) =>
    queryRow<{ key: string; code: string }>(
      `SELECT t.access_key AS key, t.code AS code FROM tickets t JOIN orders o ON o.id = t.order_id
       WHERE o.order_code = ? AND t.ticket_type = ?`,
      order.orderCode,
      type,
    );
  const adult = keyOf('ve-nguoi-lon');
  const child = keyOf('ve-tre-em');
  if (!adult || !child) throw new Error('tickets not issued');
  const codes = queryRows<{ code: string }>(
    `SELECT t.code AS code FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.order_code = ?`,
    order.orderCode,
  ).map((row) => row.code);
  expect(codes).toHaveLength(3);
  return { phone, adult, child, codes };
}

async function expectWholeBooking(page: Page, codes: string[]) {
  await expect(page.getByRole('heading', { level: 2, name: /^Vé người lớn/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Vé trẻ em/ })).toBeVisible();
  await expect(page.locator('article.e-ticket')).toHaveCount(codes.length);
  for (const code of codes) {
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(code) }).locator('svg')).toBeVisible();
  }
}

test('a family booking opened once is kept whole: every ticket offline, moved together', async ({
  page,
  context,
}) => {
  const { phone, adult, child, codes } = await paidFamily(page);
  const childPage = `/vi/ve-dien-tu/${child.key}`;
  const adultPage = `/vi/ve-dien-tu/${adult.key}`;

  await page.goto(childPage);
  await expectWholeBooking(page, codes);
  await expectNoAxeViolations(page);
  // The worker keeps every ticket's page, not only the one opened.
  await page.waitForFunction(async (adultPath) => {
    const cache = await caches.open('e-tickets');
    const urls = (await cache.keys()).map((request) => new URL(request.url).pathname);
    return urls.includes(adultPath) && urls.includes(window.location.pathname);
  }, adultPage);

  await context.setOffline(true);
  await page.reload();
  await expectWholeBooking(page, codes);
  await page.goto(adultPage);
  await expectWholeBooking(page, codes);
  await context.setOffline(false);

  // The whole booking to another day, from the page's link: code and choice prefilled.
  const newDay = vietnamDay(11);
  await page.getByRole('link', { name: 'Đổi ngày cho cả đơn' }).click();
  await expect(page).toHaveURL(/\/vi\/ticket-exchange\?code=VE-[0-9A-Z]{10}&whole=1$/);
  await expect(page.getByLabel(/^Mã vé/)).toHaveValue(/^VE-[0-9A-Z]{10}$/);
  await expect(page.getByLabel('Đổi ngày cho tất cả vé của đơn này')).toBeChecked();
  await page.getByLabel(/^Số điện thoại hoặc email/).fill(phone);
  const cell = page.locator(`[role="gridcell"][data-day="${newDay}"]`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Tháng sau' }).click();
  }
  await cell.click();
  await page.getByRole('button', { name: 'Đổi ngày' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã đổi sang ngày' })).toBeVisible();

  // The child's old page says it was exchanged and links the new ticket, on the new day.
  await page.goto(childPage);
  await expect(page.getByText(`Vé ${child.code} đã được đổi và không còn hiệu lực.`)).toBeVisible();
  await expect(page.locator('[data-status="exchanged"]')).toHaveCount(3);
  await expect(page.locator('[data-status="issued"]')).toHaveCount(3);
  await page
    .getByRole('status')
    .getByRole('link', { name: /^Mở vé mới VE-/ })
    .click();
  await expect(page).toHaveURL(/\/vi\/ve-dien-tu\/[A-Za-z0-9_-]{22,}$/);
  await expect(page.locator('[data-status="issued"]')).toHaveCount(3);
  await expectNoAxeViolations(page);
});
