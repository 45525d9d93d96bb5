// From the price to the gate on a 390 px phone: a price row opens the booking page with its ticket
// chosen; two adults and two children are offered the family ticket, take it in one tap and pay
// 1.000.000đ at the PayOS sandbox; children alone are told the rule and refused (page and
// server); a type sold out for a day says "Hết vé" there and cannot be added. Axe on each page.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { changeStore, queryRow } from './helpers/e2e-store';
import { expectNoAxeViolations } from './helpers/axe';
import { dayCell } from './helpers/booking-calendar';
import { bookingPageRange, vietnamDay } from './helpers/vietnam-day';
import { SEATS_TAG } from '../src/server/services/inventory/seat-pages';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

const quantity = (page: Page, name: string) => page.getByLabel(`Số lượng ${name}`);
const more = (page: Page, name: string) =>
  page.getByRole('button', { name: `Thêm một ${name}`, exact: true });

/** The summary's rows as the page shows them, each with its signed amount. */
async function summaryRows(page: Page) {
  const summary = page.getByTestId('booking-summary');
  const rows = await summary.locator('[data-row]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      kind: node.getAttribute('data-row') ?? '',
      label: node.querySelector('dt')?.textContent?.trim() ?? '',
      shown: node.querySelector('dd')?.textContent?.trim() ?? '',
      amount: Number(node.querySelector('dd')?.getAttribute('data-amount')),
    })),
  );
  return rows;
}

/** The rows add up: Σ lines − Σ discounts = total, and the total is what the page says. */
async function expectSummaryAddsUp(page: Page, total: number) {
  const rows = await summaryRows(page);
  const sum = rows.filter((r) => r.kind !== 'total').reduce((s, r) => s + r.amount, 0);
  const totalRow = rows.find((r) => r.kind === 'total');
  expect(totalRow?.amount).toBe(total);
  expect(sum).toBe(total);
  return rows;
}

async function tapTarget(link: Locator) {
  const box = await link.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
}

test('a price row opens the booking page with its ticket chosen', async ({ page }) => {
  await page.goto('/vi/bang-gia-ve');
  const book = page.getByRole('link', { name: 'Đặt vé: Vé người lớn' });
  await expect(book).toBeVisible();
  await tapTarget(book);
  // The offer in the page's JSON-LD leads to the same place.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('\n')).toContain('/vi/dat-ve?type=ve-nguoi-lon&qty=1');
  await expectNoAxeViolations(page);

  await book.click();
  await expect(page).toHaveURL(/\/vi\/dat-ve\?/);
  await expect(quantity(page, 'Vé người lớn')).toHaveValue('1');
  await expect(quantity(page, 'Vé trẻ em')).toHaveValue('0');
  await expectSummaryAddsUp(page, 350_000);
  // The address now names the choice itself (a reload keeps it), not the link's type.
  await expect.poll(() => new URL(page.url()).search).toBe('?ve-nguoi-lon=1');

  // A bad quantity is ignored, a large one held at the most per order, an unknown type ignored.
  await page.goto('/vi/dat-ve?type=ve-tre-em&qty=abc');
  await expect(quantity(page, 'Vé trẻ em')).toHaveValue('1');
  await page.goto('/vi/dat-ve?type=ve-nguoi-cao-tuoi&qty=400');
  await expect(quantity(page, 'Vé người cao tuổi')).toHaveValue('50');
  await page.goto('/en/order-ticket?type=ve-khong-co&qty=3');
  await expect(page.getByLabel('Number of Adult ticket')).toHaveValue('0');

  // The home page's teaser books too.
  await page.goto('/vi');
  const teaser = page.getByRole('region', { name: /^Vé cáp treo khứ hồi từ/ });
  const teaserBook = teaser.getByRole('link', { name: 'Đặt vé', exact: true });
  await tapTarget(teaserBook);
  await teaserBook.click();
  await expect(quantity(page, 'Vé người lớn')).toHaveValue('1');
});

test('two adults and two children take the family ticket in one tap and pay 1.000.000đ', async ({
  page,
}) => {
  const day = vietnamDay(10);
  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.goto('/vi/dat-ve');
  await more(page, 'Vé người lớn').click();
  await more(page, 'Vé người lớn').click();
  await more(page, 'Vé trẻ em').click();
  await more(page, 'Vé trẻ em').click();
  await (await dayCell(page, day)).click();
  await expectSummaryAddsUp(page, 1_200_000);

  // The server's answer: the same four people for less.
  const offer = page.getByRole('status').filter({ hasText: 'Tiết kiệm 200.000đ' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Vé gia đình × 1, tổng 1.000.000đ');
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Đổi sang lựa chọn rẻ hơn' }).click();

  await expect(quantity(page, 'Vé gia đình')).toHaveValue('1');
  await expect(quantity(page, 'Vé người lớn')).toHaveValue('0');
  await expect(quantity(page, 'Vé trẻ em')).toHaveValue('0');
  await expect(page.getByText('Đã đổi sang lựa chọn rẻ hơn.')).toBeVisible();
  const rows = await expectSummaryAddsUp(page, 1_000_000);
  expect(rows.map((r) => [r.label, r.shown])).toEqual([
    ['Vé gia đình × 1', '1.200.000đ'],
    ['Tiết kiệm với Vé gia đình', '−200.000đ'],
    ['Tổng cộng', '1.000.000đ'],
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Tiết kiệm 200.000đ' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/ticket$/);
  const pay = page.getByRole('button', { name: /^Thanh toán / });
  await expect(pay).toContainText('1.000.000');
  await page.getByLabel('Họ và tên').fill('Vũ Thị Lan');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Email').fill(`lan.${phone}@example.vn`);
  await page.getByRole('radio', { name: /Thanh toán trực tuyến qua PayOS/ }).check();
  await pay.click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-/);
  const orderCode = new URL(page.url()).searchParams.get('order') ?? '';
  await expect
    .poll(() =>
      queryRow<{ total: number; paid: string }>(
        'SELECT total_amount AS total, payment_status AS paid FROM orders WHERE order_code = ?',
        orderCode,
      ),
    )
    .toEqual({ total: 1_000_000, paid: 'paid' });
});

test('children alone are told the rule before "Tiếp tục", and refused by the page and the server', async ({
  page,
}) => {
  const day = vietnamDay(11);
  await page.goto('/vi/dat-ve');
  await more(page, 'Vé trẻ em').click();
  await more(page, 'Vé trẻ em').click();
  await (await dayCell(page, day)).click();
  const rule = 'Trẻ em phải đi cùng người lớn có vé. Vui lòng chọn thêm ít nhất một vé người lớn.';
  await expect(page.getByRole('status').filter({ hasText: rule })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(rule);
  await expect(page).toHaveURL(/\/vi\/dat-ve/);
  // One adult and the rule is met.
  await more(page, 'Vé người lớn').click();
  await expect(page.getByText(rule)).toHaveCount(0);

  // The server refuses the same booking with the rule's reason.
  const phone = `09${String(Date.now()).slice(-8)}`;
  const response = await page.request.post('/api/trpc/ticket.placeOrder', {
    headers: { 'content-type': 'application/json' },
    data: {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate: day,
      lines: [{ ticketType: 've-tre-em', quantity: 2 }],
      buyer: { fullName: 'Hà Minh Khôi', email: `khoi.${phone}@example.vn`, phone },
      paymentMethod: 'payos',
      locale: 'vi',
    },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as {
    error: { message: string; data: { details?: { reason?: string } } };
  };
  expect(body.error.message).toBe('Trẻ em phải đi cùng người lớn có vé');
  expect(body.error.data.details?.reason).toBe('adult-required');
});

test('a type sold out for a day says "Hết vé" there and cannot be added', async ({ page }) => {
  // A day of this spec's own: invoices-addresses books day 15, payment-retry 13 and 21.
  const day = vietnamDay(16);
  changeStore((db) => {
    db.prepare(
      `INSERT INTO ticket_capacity (ticket_type, visit_date, capacity, sold, closed, updated_at)
       VALUES ('ve-nguoi-lon', ?, 5, 5, 0, ?)
       ON CONFLICT (ticket_type, visit_date) DO UPDATE SET capacity = 5, sold = 5`,
    ).run(day, new Date().toISOString());
  });
  // The server keeps an availability answer for 5 s: wait until the page's range shows the day.
  const { first, last } = bookingPageRange();
  await expect
    .poll(async () => {
      const input = encodeURIComponent(JSON.stringify({ from: first, to: last }));
      const response = await page.request.get(`/api/trpc/ticket.getAvailability?input=${input}`);
      const body = (await response.json()) as {
        result?: { data?: { date: string; types: { ticketType: string; left: number }[] }[] };
      };
      const types = body.result?.data?.find((d) => d.date === day)?.types ?? [];
      return types.find((t) => t.ticketType === 've-nguoi-lon')?.left;
    })
    .toBe(0);
  // The page holds the seats in its HTML; this change went straight to the store.
  const revalidated = await page.request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? '' },
    data: { tag: SEATS_TAG },
  });
  expect(revalidated.status()).toBe(200);

  await page.goto('/vi/dat-ve');
  const cell = await dayCell(page, day);
  // Nothing chosen yet: a day with a sold-out type does not say "còn chỗ".
  await expect(cell).toHaveAccessibleName(/: sắp hết chỗ$/);
  await cell.click();
  const adultRow = page.locator('li[data-ticket-type="ve-nguoi-lon"]');
  await expect(adultRow.getByText('Hết vé cho ngày đã chọn')).toBeVisible();
  await expect(more(page, 'Vé người lớn')).toBeDisabled();
  await expect(quantity(page, 'Vé người lớn')).toBeDisabled();
  // Other types still sell that day.
  await more(page, 'Vé người cao tuổi').click();
  await expect(quantity(page, 'Vé người cao tuổi')).toHaveValue('1');
  await expectNoAxeViolations(page);

  // Chosen first, the adult ticket makes that day sold out for the choice.
  await page.goto('/vi/dat-ve?type=ve-nguoi-lon&qty=2');
  await expect(quantity(page, 'Vé người lớn')).toHaveValue('2');
  const again = await dayCell(page, day);
  await expect(again).toHaveAccessibleName(/: hết vé$/);
  await expect(again).toHaveAttribute('aria-disabled', 'true');
});
