// Tickets in the browser: book two adults and a child for a day next week, pay at the PayOS
// sandbox, see the e-tickets, open an e-ticket page again with the network off (service worker),
// download its calendar file, change the date and see the old code refused by the gate's verifier
// and the new one valid; a sold-out day cannot be chosen. Axe on every new page.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { changeStore } from './helpers/e2e-store';
import { accessTokenOf, createAdminWithCli } from './helpers/operator';
import { verifyTicketToken } from '../src/lib/tickets/verify-ticket';
import { SEATS_TAG } from '../src/server/services/inventory/seat-pages';
import { expectNoAxeViolations } from './helpers/axe';
import { dayCell } from './helpers/booking-calendar';
import { bookingPageRange, vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const TICKET_TYPES = [
  've-nguoi-lon',
  've-tre-em',
  've-nguoi-cao-tuoi',
  've-combo-buffet',
  've-gia-dinh',
];

async function ticketGet(page: Page, input: Record<string, unknown>) {
  const response = await page.request.get(
    `/api/trpc/ticket.get?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { data: { token: string; status: string } } };
  return body.result.data;
}

async function gate(page: Page, token: string, today: string) {
  const key = (await (await page.request.get('/api/tickets/public-key')).json()) as {
    keys?: { kid?: string }[];
  } & { kid?: string };
  const revoked = (await (await page.request.get('/api/tickets/revoked')).json()) as
    { codes?: string[] } | string[];
  return verifyTicketToken(token, {
    keys: key.keys ?? [key],
    revoked: Array.isArray(revoked) ? revoked : (revoked.codes ?? []),
    today,
  });
}

test('book two adults and a child, pay, open the e-ticket offline, get the .ics, change the date', async ({
  page,
  context,
}) => {
  const visitDay = vietnamDay(7);
  const newDay = vietnamDay(9);
  const phone = `09${String(Date.now()).slice(-8)}`;

  await page.goto('/vi/dat-ve');
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt vé' })).toBeVisible();
  const cell = await dayCell(page, visitDay);
  await expect(cell).toHaveAccessibleName(/: còn chỗ$/);
  await page.getByRole('button', { name: 'Thêm một Vé người lớn' }).click();
  await page.getByRole('button', { name: 'Thêm một Vé người lớn' }).click();
  await page.getByRole('button', { name: 'Thêm một Vé trẻ em' }).click();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();

  await expect(page).toHaveURL(/\/vi\/checkout\/ticket$/);
  const pay = page.getByRole('button', { name: /^Thanh toán / });
  await expect(pay).toBeEnabled();
  await expect(
    page.getByText('Vui lòng mang theo giấy tờ tùy thân khi đến tham quan.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The spec's messages when the buyer's fields are empty or wrong.
  await pay.click();
  await expect(page.getByLabel('Họ và tên')).toHaveAccessibleDescription('Trường này là bắt buộc');
  await page.getByLabel('Họ và tên').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại').fill('12345');
  await page.getByLabel('Email').fill('may.nguyen@example.vn');
  await pay.click();
  await expect(page.getByLabel('Số điện thoại')).toHaveAccessibleDescription(
    // After the note on numbers from abroad.
    /Số điện thoại không hợp lệ$/,
  );
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByRole('radio', { name: /Thanh toán trực tuyến qua PayOS/ }).check();
  await pay.click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-/);
  await expect(page.getByRole('heading', { name: 'Vé điện tử của bạn' })).toBeVisible();
  const cards = page.locator('article.e-ticket');
  // A ticket per person: two adults, one child.
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Vé người lớn' })).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Vé người lớn' }).first()).toContainText('1 người lớn');
  await expect(cards.filter({ hasText: 'Vé trẻ em' })).toBeVisible();
  await expect(cards.first().locator('svg')).toBeVisible();
  await expectNoAxeViolations(page);

  // The adult ticket's own page: server-rendered, kept by the service worker.
  const adult = cards.filter({ hasText: 'Vé người lớn' }).first();
  const oldCode = (await adult.locator('dd.font-mono').first().textContent())?.trim() ?? '';
  expect(oldCode).toMatch(/^VE-[0-9A-Z]{10}$/);
  await adult.getByRole('link', { name: 'Mở vé điện tử' }).click();
  await expect(page).toHaveURL(/\/vi\/ve-dien-tu\/[A-Za-z0-9_-]{22,}$/);
  const eTicketUrl = page.url();
  const accessKey = eTicketUrl.split('/').pop() ?? '';
  await expect(page.getByText(oldCode)).toBeVisible();
  // The booking's page: both adults' tickets and the child's, each saying to bring an ID.
  await expect(page.getByText('Vui lòng mang theo giấy tờ tùy thân.')).toHaveCount(3);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  await page.waitForFunction(async () => {
    const cache = await caches.open('e-tickets');
    return (await cache.keys()).some((request) => request.url === window.location.href);
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(oldCode)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Vé điện tử' })).toBeVisible();
  await context.setOffline(false);

  const download = page.waitForEvent('download');
  await page
    .locator('article.e-ticket')
    .filter({ hasText: oldCode })
    .getByRole('link', { name: 'Thêm vào lịch' })
    .click();
  const ics = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${visitDay.replace(/-/g, '')}`);

  const before = await ticketGet(page, { accessKey });
  expect(await gate(page, before.token, visitDay)).toMatchObject({ ok: true });

  // Change the date: code + phone + new day.
  await page.goto('/vi/ticket-exchange');
  await expect(page.getByRole('heading', { name: 'Yêu cầu đổi ngày tham quan' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Mã vé/).fill(oldCode.toLowerCase());
  await page.getByLabel(/^Số điện thoại hoặc email/).fill(phone);
  await (await dayCell(page, newDay)).click();
  await page.getByRole('button', { name: 'Đổi ngày' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Đã đổi sang ngày' });
  await expect(done).toBeVisible();
  const newCode = /Mã vé mới: (VE-[0-9A-Z]{10})/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(newCode).not.toBe(oldCode);

  // The old code is refused at the gate, the new one valid on its day.
  expect(await gate(page, before.token, visitDay)).toEqual({ ok: false, reason: 'revoked' });
  await done.getByRole('link', { name: 'Mở vé điện tử' }).click();
  await expect(page.getByText(newCode, { exact: true })).toBeVisible();
  const newKey = page.url().split('/').pop() ?? '';
  const after = await ticketGet(page, { accessKey: newKey });
  expect(await gate(page, after.token, newDay)).toMatchObject({ ok: true });
  expect(await gate(page, after.token, visitDay)).toEqual({ ok: false, reason: 'wrong-day' });
  await page.goto(eTicketUrl);
  await expect(page.locator('[data-status="exchanged"]')).toBeVisible();
});

test('a sold-out day cannot be chosen', async ({ page }) => {
  const soldOut = vietnamDay(12);
  changeStore((db) => {
    const now = new Date().toISOString();
    for (const type of TICKET_TYPES) {
      db.prepare(
        `INSERT INTO ticket_capacity (ticket_type, visit_date, capacity, sold, closed, updated_at)
         VALUES (?, ?, 5, 5, 0, ?)
         ON CONFLICT (ticket_type, visit_date) DO UPDATE SET capacity = 5, sold = 5`,
      ).run(type, soldOut, now);
    }
  });
  // The server keeps an availability answer for 5 s, and another spec may have asked for the
  // booking page's range just before: wait until that range (the page's own) shows the day sold out.
  const { first, last } = bookingPageRange();
  await expect
    .poll(
      async () => {
        const input = encodeURIComponent(JSON.stringify({ from: first, to: last }));
        const response = await page.request.get(`/api/trpc/ticket.getAvailability?input=${input}`);
        const body = (await response.json()) as {
          result?: { data?: { date: string; types: { left: number }[] }[] };
        };
        const day = body.result?.data?.find((d) => d.date === soldOut);
        return day?.types.every((type) => type.left === 0) ?? false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // The booking page holds the seats in its HTML, regenerated on every change the server makes;
  // this one went straight to the store, so the spec expires the page's tag itself.
  const revalidated = await page.request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? '' },
    data: { tag: SEATS_TAG },
  });
  expect(revalidated.status()).toBe(200);

  await page.goto('/vi/dat-ve?type=ve-nguoi-lon');
  await expect(page.getByLabel('Số lượng Vé người lớn')).toHaveValue('1');
  const cell = await dayCell(page, soldOut);
  await expect(cell).toHaveAccessibleName(/: hết vé$/);
  await expect(cell).toHaveAttribute('aria-disabled', 'true');
  // Clicked anyway (Playwright would wait for an aria-disabled cell to become enabled).
  await cell.click({ force: true });
  await expect(cell).not.toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Chưa chọn ngày tham quan.')).toBeVisible();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Vui lòng chọn một ngày còn chỗ.',
  );
  await expect(page).toHaveURL(/\/vi\/dat-ve/);
});

test('the booking page holds each day in its HTML and follows an operator closing one', async ({
  page,
  request,
}) => {
  // Straight from the server, as a phone on a slow network or a crawler gets it: the month's
  // days have their state, none is still loading.
  const html = await (await request.get('/vi/dat-ve')).text();
  expect(html).toMatch(/data-state="(open|few)"/);
  expect(html).not.toContain(': đang tải');

  // The browser paints the calendar from the page and asks the server for nothing.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('ticket.getAvailability')) asked.push(r.url());
  });
  const day = vietnamDay(23);
  const stateOfDay = async () => {
    await page.goto('/vi/dat-ve');
    return (await dayCell(page, day)).getAttribute('data-state');
  };
  expect(await stateOfDay()).toMatch(/^(open|few)$/);
  await expect(await dayCell(page, day)).toHaveAccessibleName(/: (còn chỗ|sắp hết chỗ)$/);

  // An operator closes the day through the console's procedure: the next page says so.
  const admin = createAdminWithCli('e2e-seats');
  const token = await accessTokenOf(request, admin);
  const call = (procedure: string, input: Record<string, unknown>) =>
    request.post(`/api/trpc/admin.capacity.${procedure}`, {
      data: input,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  expect((await call('closeDay', { visitDate: day, reason: 'weather' })).status()).toBe(200);
  await expect.poll(stateOfDay).toBe('closed');
  await expect(await dayCell(page, day)).toHaveAccessibleName(/: không mở bán$/);
  expect((await call('reopenDay', { visitDate: day })).status()).toBe(200);
  await expect.poll(stateOfDay).toMatch(/^(open|few)$/);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('every ticket page links to the booking with its type', async ({ page }) => {
  await page.goto('/vi/tickets');
  const first = page.locator('main a[href^="/vi/tickets/"]').first();
  await first.click();
  const book = page.getByRole('main').getByRole('link', { name: 'Đặt vé', exact: true });
  await expect(book).toHaveAttribute('href', /^\/vi\/dat-ve\?type=ve-/);
});

test('refund request form and the exchange form refuse unknown codes with the rule', async ({
  page,
}) => {
  await page.goto('/vi/order-refund');
  await page.getByLabel(/^Mã đơn hàng/).fill('NM-ZZZZZZZZ');
  await page.getByLabel(/^Số điện thoại hoặc email/).fill('0912345678');
  await page.getByRole('button', { name: 'Tìm đơn hàng' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Không tìm thấy đơn hàng với mã và thông tin liên hệ này',
  );
  await expectNoAxeViolations(page);

  await page.goto('/vi/ticket-exchange');
  await page.getByLabel(/^Mã vé/).fill('VE-ZZZZZZZZZZ');
  await page.getByLabel(/^Số điện thoại hoặc email/).fill('0912345678');
  await (await dayCell(page, vietnamDay(5))).click();
  await page.getByRole('button', { name: 'Đổi ngày' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Không tìm thấy vé với mã và thông tin liên hệ này',
  );
});
