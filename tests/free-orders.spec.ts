// Free orders in the browser: a 100 % code that leaves nothing to pay shows "Miễn phí" instead
// of the payment methods, and the order is confirmed at 0 đ without any provider page, for a
// ticket booking and for goods past the free-shipping threshold (with JavaScript), and for a
// booking through the plain form ("Áp dụng", then "Đặt vé miễn phí"). The order is paid and
// confirmed at 0 đ, tickets issued, seats or stock claimed, the confirmation mailed, and no
// payment attempt was ever opened. Axe on the checkout with "Miễn phí".
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { fillShippingArea } from './helpers/address';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './helpers/axe';
import { dayCell } from './helpers/booking-calendar';
import { changeStore, queryRow } from './helpers/e2e-store';
import { vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const suffix = () => Date.now().toString(36).toUpperCase();
const phoneNumber = () => `09${String(Date.now()).slice(-8)}`;

function freeCode(prefix: string): string {
  const code = `${prefix}-${suffix()}`;
  changeStore((db) =>
    db
      .prepare(
        `INSERT INTO vouchers (code, percent_off, max_uses, applies_to, created_by, created_at)
         VALUES (?, 100, 1, 'all', 'e2e', ?)`,
      )
      .run(code, new Date().toISOString()),
  );
  return code;
}

interface StoredOrder {
  status: string;
  payment_status: string;
  total_amount: number;
  method: string;
  provider_order_code: number | null;
  checkout_url: string | null;
  tickets: number;
}

function storedOrder(orderCode: string): StoredOrder | undefined {
  return queryRow<StoredOrder>(
    `SELECT o.status, o.payment_status, o.total_amount, p.method, p.provider_order_code,
            p.checkout_url, (SELECT COUNT(*) FROM tickets t WHERE t.order_id = o.id) AS tickets
     FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.order_code = ?`,
    orderCode,
  );
}

/** The kinds of mail queued about `orderCode`, sorted. */
function mailKinds(orderCode: string): string[] {
  const row = queryRow<{ kinds: string | null }>(
    `SELECT GROUP_CONCAT(m.kind) AS kinds FROM mail_outbox m
     JOIN orders o ON o.id = m.related_order_id WHERE o.order_code = ?`,
    orderCode,
  );
  return (row?.kinds ?? '').split(',').filter(Boolean).sort();
}

/** The .eml files the server wrote about `orderCode`, joined. */
function mailsAbout(orderCode: string): string {
  return readdirSync(E2E_OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8'))
    .filter((text) => text.includes(orderCode))
    .join('\n');
}

function seatsSold(day: string): number {
  return (
    queryRow<{ sold: number }>(
      `SELECT sold FROM ticket_capacity WHERE ticket_type = 've-nguoi-lon' AND visit_date = ?`,
      day,
    )?.sold ?? 0
  );
}

async function expectConfirmedFree(page: Page, orderCode: string, tickets: 'some' | 'none') {
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
  await expect(page.getByText('Miễn phí · Đã thanh toán')).toBeVisible();
  const stored = storedOrder(orderCode);
  expect(stored).toMatchObject({
    status: 'confirmed',
    payment_status: 'paid',
    total_amount: 0,
    method: 'free',
    provider_order_code: null,
    checkout_url: null,
  });
  if (tickets === 'some') expect(stored?.tickets).toBeGreaterThan(0);
  else expect(stored?.tickets).toBe(0);
  await expect.poll(() => mailKinds(orderCode)).toContain('order-confirmation');
  // Delivered: the outbox wrote it out.
  await expect.poll(() => mailsAbout(orderCode)).not.toBe('');
}

test('a booking with a 100 % code: "Miễn phí", confirmed at 0 đ, e-tickets, no payment page', async ({
  page,
}) => {
  const code = freeCode('VE-FREE');
  const visitDay = vietnamDay(24);
  const soldBefore = seatsSold(visitDay);
  await page.goto('/vi/dat-ve?type=ve-nguoi-lon');
  await expect(page.getByLabel('Số lượng Vé người lớn')).toHaveValue('1');
  await (await dayCell(page, visitDay)).click();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/ticket$/);
  await expect(page.getByRole('button', { name: 'Thanh toán 350.000đ' })).toBeEnabled();
  await page.getByLabel('Mã giảm giá').fill(code);
  await page.getByRole('button', { name: 'Áp dụng' }).click();
  // Nothing left to pay: no method to choose, the button says so.
  const payment = page.getByRole('group', { name: 'Phương thức thanh toán' });
  await expect(payment).toContainText('Miễn phí');
  await expect(payment.getByRole('radio')).toHaveCount(0);
  const book = page.getByRole('button', { name: 'Đặt vé miễn phí' });
  await expect(book).toBeEnabled();
  await expectNoAxeViolations(page);

  const phone = phoneNumber();
  await page.getByLabel('Họ và tên').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Email').fill(`ve.free.${phone}@example.vn`);
  await book.click();
  // Straight to the result: no provider page on the way.
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}$/);
  const orderCode = new URL(page.url()).searchParams.get('order') ?? '';
  await expectConfirmedFree(page, orderCode, 'some');
  expect(seatsSold(visitDay)).toBe(soldBefore + 1);
  await expect.poll(() => mailKinds(orderCode)).toEqual(['e-tickets', 'order-confirmation']);
});

test('goods past the free-shipping threshold with a 100 % code: "Miễn phí", stock claimed', async ({
  page,
}) => {
  const code = freeCode('HANG-FREE');
  const left = () =>
    queryRow<{ left: number }>(`SELECT "left" FROM stock WHERE sku = 'NM-JERKY-500'`)?.left ?? 0;
  const before = left();
  await page.goto('/vi/san-pham/thit-trau-gac-bep');
  const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
  await expect(add).toBeEnabled();
  await page
    .locator('label')
    .filter({ hasText: /^500 g$/ })
    .click();
  await add.click();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
  await page.goto('/vi/checkout');
  await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
  await page.getByLabel('Mã giảm giá').fill(code);
  await page.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('0đ');
  const payment = page.getByRole('group', { name: 'Phương thức thanh toán' });
  await expect(payment).toContainText('Miễn phí');
  await expect(payment.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const phone = phoneNumber();
  await page.getByLabel('Email').fill(`hang.free.${phone}@example.vn`);
  await page.getByLabel('Số điện thoại', { exact: true }).fill(phone);
  await page.getByLabel('Họ và tên người nhận').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại người nhận').fill(phone);
  await fillShippingArea(page);
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}$/);
  const orderCode = new URL(page.url()).searchParams.get('order') ?? '';
  await expectConfirmedFree(page, orderCode, 'none');
  expect(left()).toBe(before - 1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('"Áp dụng" prices a 100 % code as "Miễn phí"; the booking is confirmed at 0 đ', async ({
    page,
  }) => {
    const code = freeCode('NOJS-FREE');
    const day = vietnamDay(25);
    await page.goto(`/vi/checkout/ticket?day=${day}&ve-nguoi-lon=2`);
    const phone = phoneNumber();
    await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Phạm Thu Hà');
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`no-js-free-${phone}@example.vn`);
    await page.getByRole('textbox', { name: /^Mã giảm giá/ }).fill(code);
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    // Back with the fields kept and the code priced: nothing to pay, nothing to choose.
    await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Phạm Thu Hà');
    const payment = page.getByRole('group', { name: 'Phương thức thanh toán' });
    await expect(payment).toContainText('Miễn phí');
    await expect(payment.getByRole('radio')).toHaveCount(0);
    await expectNoAxeViolationsWithoutScripts(page);
    await page.getByRole('button', { name: 'Đặt vé miễn phí' }).click();
    await expect(page).toHaveURL(/\/vi\/checkout\/success\?order=NM-[0-9A-Z]{8}(&|$)/);
    const orderCode = new URL(page.url()).searchParams.get('order') ?? '';
    await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
    await expect(page.getByText(/^Trạng thái thanh toán: Miễn phí · Đã thanh toán$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Mở vé điện tử VE-/ }).first()).toBeVisible();
    expect(storedOrder(orderCode)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      total_amount: 0,
      method: 'free',
      provider_order_code: null,
    });
  });
});
