// Totals and mails that tell the truth (issue 38), on a 390 px phone: 35 adults with a 10 % code.
// The ticket checkout's summary and the success page's summary list the line at full price, the
// quantity discount and the voucher on their own rows, and the rows add up (read from the page,
// not assumed). The unpaid online order's mail says it awaits payment and is no confirmation; the
// confirmation leaves once the sandbox has taken the money. Axe on every screen.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { changeStore, queryRow } from './helpers/e2e-store';
import { vietnamDay } from './helpers/vietnam-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

// A day of this spec's own: no other spec books day 19.
const VISIT_DAY = vietnamDay(19);

/** A money text as a signed number: "−1.225.000đ" → -1225000, "Miễn phí" → 0. */
function amountOf(text: string): number {
  const digits = text.replace(/[^0-9]/g, '');
  const value = digits ? Number(digits) : 0;
  return text.trim().startsWith('−') ? -value : value;
}

/** The rows of a summary's description list: each term with its amount. */
async function summaryRows(list: Locator): Promise<{ term: string; amount: number }[]> {
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  expect(values).toHaveLength(terms.length);
  return terms.map((term, i) => ({ term: term.trim(), amount: amountOf(values[i] ?? '') }));
}

/** One MIME part's body as text: quoted-printable or base64 undone. */
function decodePart(part: string): string {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding:\s*base64/i.test(head)) {
    return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The decoded text parts of every .eml the server wrote about `orderCode`, one string each. */
function mailsAbout(orderCode: string): string[] {
  let names: string[];
  try {
    names = readdirSync(E2E_OUTBOX_DIR).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((name) => readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8'))
    .map((raw) =>
      raw
        .split(/\r?\n--[^\r\n]+\r?\n/)
        .filter((part) => /Content-Type:\s*text\/plain/i.test(part))
        .map(decodePart)
        .join('\n'),
    )
    .filter((text) => text.includes(orderCode));
}

async function chooseThirtyFiveAdults(page: Page) {
  // The booking page hands the day and quantities to the checkout in this tab's session.
  await page.goto('/vi');
  await page.evaluate((visitDate) => {
    sessionStorage.setItem(
      'ticket_selection',
      JSON.stringify({ visitDate, lines: [{ ticketType: 've-nguoi-lon', quantity: 35 }] }),
    );
  }, VISIT_DAY);
  await page.goto('/vi/checkout/ticket');
}

test('35 adults with a 10 % code: the summaries add up; the confirmation waits for the money', async ({
  page,
}) => {
  const code = `DOAN10-${Date.now().toString(36).toUpperCase()}`;
  changeStore((db) =>
    db
      .prepare(
        `INSERT INTO vouchers (code, percent_off, applies_to, created_by, created_at)
         VALUES (?, 10, 'tickets', 'e2e', ?)`,
      )
      .run(code, new Date().toISOString()),
  );
  await chooseThirtyFiveAdults(page);
  await expect(page.getByRole('button', { name: 'Thanh toán 11.025.000đ' })).toBeEnabled();
  await page.getByLabel('Mã giảm giá').fill(code);
  await page.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(page.getByText(`Đã áp dụng mã ${code}: giảm 1.102.500đ.`)).toBeVisible();
  const pay = page.getByRole('button', { name: 'Thanh toán 9.922.500đ' });
  await expect(pay).toBeEnabled();

  // The checkout's summary: the line at full price, then each discount, then the total.
  const summary = page.getByRole('region', { name: 'Vé của bạn' });
  const line = summary.getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Vé người lớn × 35');
  const lineAmount = amountOf((await line.locator('span').last().textContent()) ?? '');
  expect(lineAmount).toBe(35 * 350_000);
  const rows = await summaryRows(summary.locator('dl'));
  expect(rows.map((row) => row.term)).toEqual([
    'Giảm giá theo số lượng (Vé người lớn, 10 %)',
    `Mã giảm giá ${code}`,
    'Tổng cộng',
  ]);
  const total = rows.at(-1)?.amount ?? NaN;
  const discounts = rows.slice(0, -1);
  expect(discounts.every((row) => row.amount < 0)).toBe(true);
  expect(lineAmount + discounts.reduce((sum, row) => sum + row.amount, 0)).toBe(total);
  expect(total).toBe(9_922_500);
  await expectNoAxeViolations(page);

  const phone = `09${String(Date.now()).slice(-8)}`;
  const email = `doan.${phone}@example.vn`;
  await page.getByLabel('Họ và tên').fill('Nguyễn Thị Mây');
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('radio', { name: /Thanh toán trực tuyến qua PayOS/ }).check();
  await pay.click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\/[0-9a-f]{32}$/);

  // Placed, not paid: the mail says it awaits payment, with the link; no confirmation.
  const orderCode =
    queryRow<{ order_code: string }>(
      'SELECT order_code FROM orders WHERE contact_email = ? ORDER BY created_at DESC',
      email,
    )?.order_code ?? '';
  expect(orderCode).toMatch(/^NM-[0-9A-Z]{8}$/);
  await expect
    .poll(() => mailsAbout(orderCode).join('\n'))
    .toContain(`Đã nhận đơn ${orderCode} — chờ thanh toán`);
  const unpaid = mailsAbout(orderCode).join('\n');
  expect(unpaid).not.toContain('Xác nhận đơn hàng');
  expect(unpaid).toContain('Thanh toán tại: http');
  expect(unpaid).toContain(`/vi/tra-cuu-don-hang?order=${orderCode}`);
  expect(unpaid).toContain('Tổng cộng: 9.922.500đ');

  await expect(page.getByText('9.922.500')).toBeVisible();
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vi/checkout/success\\?order=${orderCode}`));
  await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();

  // The success page's summary: the same rows, read back from the order, adding up.
  const lines = page.getByRole('region', { name: 'Sản phẩm' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines.getByRole('listitem')).toContainText('12.250.000đ');
  const orderSummary = page.getByRole('region', { name: 'Tóm tắt đơn hàng' });
  const paidRows = await summaryRows(orderSummary);
  expect(paidRows.map((row) => row.term)).toEqual([
    'Tạm tính',
    'Giảm giá theo số lượng (Vé người lớn, 10 %)',
    `Mã giảm giá ${code}`,
    'Tổng cộng',
  ]);
  const paidTotal = paidRows.at(-1)?.amount ?? NaN;
  expect(paidRows.slice(0, -1).reduce((sum, row) => sum + row.amount, 0)).toBe(paidTotal);
  expect(paidRows[0]?.amount).toBe(lineAmount);
  expect(paidTotal).toBe(total);
  // The VAT in it, at the rate of the day it was paid: net + VAT is the total.
  const vat = page.getByRole('region', { name: 'Giá đã gồm thuế GTGT' });
  // 8 % until the end of 31 December 2026, Vietnam time (content/vat-rates.yaml).
  const rate = Date.now() < Date.parse('2027-01-01T00:00:00+07:00') ? 8 : 10;
  const net = Math.round((total * 100) / (100 + rate));
  const money = (n: number) => `${n.toLocaleString('de-DE')}đ`;
  await expect(vat.getByRole('listitem')).toHaveText(
    `Thuế GTGT ${rate}% (giá chưa thuế ${money(net)})${money(total - net)}`,
  );
  await expectNoAxeViolations(page);

  // The money is in: the confirmation leaves, once.
  await expect
    .poll(() => mailsAbout(orderCode).filter((m) => m.includes(`Xác nhận đơn hàng ${orderCode}`)))
    .toHaveLength(1);
  const confirmation =
    mailsAbout(orderCode).find((m) => m.includes(`Xác nhận đơn hàng ${orderCode}`)) ?? '';
  expect(confirmation).toContain('Chúng tôi đã nhận được thanh toán của bạn');
  expect(confirmation).toContain('Phương thức thanh toán: Thanh toán trực tuyến qua PayOS');
  expect(confirmation).toContain(`Trong đó thuế GTGT ${rate}%: ${money(total - net)}`);
});
