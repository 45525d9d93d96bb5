// A person's rights over their data, in the browser: an account holder downloads their data and deletes the
// account (the login then fails and the order keeps no name, email or phone); a guest's request
// opens only through the emailed link and reaches the console's "Yêu cầu dữ liệu".
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { consentTo } from './helpers/consent';
import { queryRow } from './helpers/e2e-store';
import { createAdminWithCli, signIn } from './helpers/operator';
import { vietnamDay } from './helpers/vietnam-day';

const PASSWORD = 'mây trắng trên đỉnh núi';
const NAME = 'Đặng Thu Trang';

function unique(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** A same-origin call from the page, with the stored bearer token as the site's client sends it. */
async function callAsUser<T>(page: Page, path: string, input: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/api/trpc/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify(input),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, input },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as { result: { data: T } }).result.data;
}

test.describe('personal data rights', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an account holder downloads their data, then deletes the account', async ({ page }) => {
    await consentTo(page, { analytics: false, advertising: false });
    const email = `${unique('rights')}@example.vn`;
    const phone = `09${String(Date.now()).slice(-8)}`;
    // Phones are stored, and so exported, in E.164.
    const storedPhone = `+84${phone.slice(1)}`;
    const registered = await page.request.post('/api/trpc/auth.register', {
      data: { email, password: PASSWORD, firstName: 'Trang', phone },
      headers: { 'content-type': 'application/json' },
    });
    expect(registered.status()).toBe(200);
    // Registration opens no session (it answers alike for a known email): log in as the page does.
    const loggedIn = await page.request.post('/api/trpc/auth.login', {
      data: { email, password: PASSWORD },
      headers: { 'content-type': 'application/json' },
    });
    expect(loggedIn.status()).toBe(200);
    const { accessToken } = (
      (await loggedIn.json()) as {
        result: { data: { accessToken: string } };
      }
    ).result.data;
    await page.goto('/vi');
    await page.evaluate((token) => localStorage.setItem('accessToken', token), accessToken);
    const order = await callAsUser<{ orderCode: string }>(page, 'ticket.placeOrder', {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate: vietnamDay(5),
      lines: [{ ticketType: 've-nguoi-lon', quantity: 1 }],
      buyer: { fullName: NAME, email, phone },
      paymentMethod: 'payos',
      locale: 'vi',
    });

    await page.goto('/vi/dashboard');
    const section = page.getByRole('region', { name: 'Dữ liệu cá nhân của bạn' });
    await expect(section).toBeVisible({ timeout: 15_000 });
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Tải dữ liệu của tôi' }).click();
    const file = await (await downloading).path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      profile: { email: string; phone: string };
      orders: { orderCode: string; contact: { email: string } }[];
      mails: { to: string; subject: string }[];
      dataRequests: unknown[];
    };
    expect(data.profile).toMatchObject({ email, phone: storedPhone });
    expect(data.orders.map((o) => o.orderCode)).toEqual([order.orderCode]);
    // The mail the shop wrote is part of the copy (the order's confirmation at least).
    expect(data.mails.length).toBeGreaterThan(0);
    expect(data.mails.every((mail) => mail.to === email)).toBe(true);
    expect(data.dataRequests).toEqual([]);
    await expect(section.getByText('Đã tải xuống tệp dữ liệu của bạn.')).toBeVisible();

    await section.getByRole('button', { name: 'Xóa tài khoản' }).click();
    const form = section.getByRole('form', { name: 'Xóa tài khoản vĩnh viễn' });
    await expect(form.getByRole('radio', { name: /^Giữ vé/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await form.getByLabel('Mật khẩu hiện tại').fill('not the password');
    await form.getByRole('checkbox', { name: /không thể hoàn tác/ }).check();
    await form.getByRole('button', { name: 'Xóa vĩnh viễn tài khoản' }).click();
    await expect(form.getByRole('alert')).toHaveText('Mật khẩu không đúng');

    await form.getByLabel('Mật khẩu hiện tại').fill(PASSWORD);
    await form.getByRole('button', { name: 'Xóa vĩnh viễn tài khoản' }).click();
    await expect(page).toHaveURL(/\/vi$/, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    const login = await page.request.post('/api/trpc/auth.login', {
      data: { email, password: PASSWORD },
      headers: { 'content-type': 'application/json' },
    });
    expect(login.status()).toBe(401);
    const kept = queryRow<Record<string, unknown>>(
      'SELECT * FROM orders WHERE order_code = ?',
      order.orderCode,
    );
    expect(kept?.order_code).toBe(order.orderCode);
    const text = JSON.stringify(kept);
    expect(text).not.toContain(email);
    expect(text).not.toContain(phone);
    expect(text).not.toContain(storedPhone.slice(1));
    expect(text).not.toContain(NAME);
    // Sent and queued mail to the person went with the account.
    const mails = queryRow<{ n: number }>(
      'SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?',
      email,
    );
    expect(mails?.n).toBe(0);
  });

  test('a guest request opens through the emailed link and is worked in the console', async ({
    page,
  }) => {
    await consentTo(page, { analytics: false, advertising: false });
    const email = `${unique('guest')}@example.vn`;
    await page.goto('/vi/chinh-sach-bao-mat');
    const form = page.getByRole('form', { name: 'Gửi yêu cầu về dữ liệu cá nhân' });
    await form.getByLabel('Email bạn đã dùng với chúng tôi').fill(email);
    await form.getByLabel('Bạn muốn').selectOption('delete');
    await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã gửi.' })).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = queryRow<{ body_text: string }>(
      'SELECT body_text FROM mail_outbox WHERE to_address = ?',
      email,
    );
    const link = /https?:\/\/\S+request=[A-Za-z0-9_-]{43}#data-request/.exec(
      mail?.body_text ?? '',
    )?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(page.getByRole('status').filter({ hasText: 'Đã xác nhận yêu cầu' })).toBeVisible();
    expect(page.url()).not.toContain('request=');

    const admin = createAdminWithCli('privacy-desk');
    await signIn(page, admin);
    await page.goto('/vi/quan-tri/yeu-cau-du-lieu');
    const card = page.getByRole('article', { name: `Xin xóa dữ liệu: ${email}` });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Mới, chưa xác nhận đã nhận')).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Xác nhận đã nhận' }).click();
    await expect(card.getByText('Đã xác nhận đã nhận', { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: admin.email })).toBeVisible();
  });
});
