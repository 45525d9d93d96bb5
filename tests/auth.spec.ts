// Accounts in the browser: register, login, dashboard edit, logout, and the guest/auth guards.
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { expectNoAxeViolations } from './helpers/axe';

const storePath = path.resolve(
  process.env.SQLITE_PATH ?? process.env.E2E_SQLITE_PATH ?? '.data/e2e/store.sqlite',
);

/** The link of the newest sign-in mail to `email`, read from the server's outbox table. */
function signInLinkMailedTo(email: string): string | null {
  const db = new Database(storePath, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "SELECT body_text FROM mail_outbox WHERE to_address = ? AND kind = 'sign-in-link' ORDER BY created_at DESC LIMIT 1",
      )
      .get(email) as { body_text: string } | undefined;
    return /https?:\/\/\S+#sign-in=[\w-]+/.exec(row?.body_text ?? '')?.[0] ?? null;
  } finally {
    db.close();
  }
}

const PASSWORD = 'matkhau-an-toan-1';

function uniqueEmail(tag: string) {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.vn`;
}

async function register(page: Page, email: string, firstName = 'An') {
  await page.goto('/vi/auth/register');
  await page.getByLabel('Tên', { exact: true }).fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  // Two password hashes: the registration, then the sign-in that follows it.
  await expect(page).toHaveURL(/\/vi$/, GUARD_WAIT);
}

async function login(page: Page, email: string) {
  await page.goto('/vi/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

// The guards redirect from the client once the area has started (about 2 s on this machine when
// several builds and test runs share its two cores): wait longer than expect's default 5 s.
const GUARD_WAIT = { timeout: 15_000 };

test.describe('accounts', () => {
  test('a guest who opens the dashboard is sent to the login page', async ({ page }) => {
    await page.goto('/vi/dashboard');
    await expect(page).toHaveURL(/\/vi\/auth\/login$/, GUARD_WAIT);
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  });

  test('the login form shows the validation messages before sending anything', async ({ page }) => {
    await page.goto('/vi/auth/login');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Trường này là bắt buộc');
    await page.getByLabel('Email').fill('an@');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email không hợp lệ');
  });

  test('the register form checks length and matching passwords', async ({ page }) => {
    await page.goto('/en/auth/register');
    await page.getByLabel('First name').fill('An');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abd');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Must be at least 8 characters',
    );
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  test("a wrong password is refused in the page's language", async ({ page }) => {
    const email = uniqueEmail('wrong');
    await register(page, email);
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto('/vi/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill('khong-dung-123');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Email hoặc mật khẩu không đúng',
    );
    // The English page says it in English: the refusal's key, never the server's sentence.
    await page.goto('/en/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('khong-dung-123');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong email or password');
    expect(await token(page)).toBeNull();
  });

  test('register, log in, edit the profile on the dashboard and log out', async ({ page }) => {
    const email = uniqueEmail('flow');
    await register(page, email, 'Bình');
    expect(await token(page)).toBeTruthy();
    // Logged in: the header's account link leads to the dashboard.
    await expect(page.getByRole('link', { name: 'Tài khoản của tôi' }).first()).toBeVisible();

    // The guest guard sends a logged-in user from the login page home.
    await page.goto('/vi/auth/login');
    await expect(page).toHaveURL(/\/vi$/);

    await page.goto('/vi/dashboard');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page.getByText('Xin chào, Bình')).toBeVisible();
    await page.getByLabel('Tên', { exact: true }).fill('Châu');
    await page.getByLabel('Số điện thoại').fill('0912 345 678');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã cập nhật thông tin')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Xin chào, Châu')).toBeVisible();
    // Stored in E.164, shown in Vietnam's national form.
    await expect(page.getByLabel('Số điện thoại')).toHaveValue('0912 345 678');

    await page.getByLabel('Số điện thoại').fill('12ab');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByLabel('Số điện thoại')).toHaveAccessibleDescription(
      'Số điện thoại không hợp lệ',
    );

    await page.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
    await expect(page).toHaveURL(/\/vi\/auth\/login$/, GUARD_WAIT);
    expect(await token(page)).toBeNull();

    // The old token was revoked; logging in again goes to the home page.
    await login(page, email);
    await expect(page).toHaveURL(/\/vi$/);
    expect(await token(page)).toBeTruthy();
  });

  test('a revoked or unknown token fails the auth check: token cleared, back to login', async ({
    page,
  }) => {
    await page.goto('/vi');
    await page.evaluate(() =>
      localStorage.setItem('accessToken', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    );
    await page.goto('/vi/dashboard');
    await expect(page).toHaveURL(/\/vi\/auth\/login$/, GUARD_WAIT);
    expect(await token(page)).toBeNull();
  });

  test('failed profile, update and logout calls show the spec messages', async ({ page }) => {
    await register(page, uniqueEmail('failures'));
    const failing = new Set<string>(['profile.getMyProfile']);
    await page.route('**/api/trpc/**', async (route) => {
      const url = new URL(route.request().url());
      const procedures = url.pathname.replace('/api/trpc/', '').split(',');
      if (procedures.some((p) => failing.has(p))) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify(
            procedures.map(() => ({
              error: {
                message: 'boom',
                code: -32603,
                data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
              },
            })),
          ),
        });
        return;
      }
      await route.continue();
    });

    await page.goto('/vi/dashboard');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Không thể tải thông tin người dùng',
    );

    failing.clear();
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('button', { name: 'Lưu thay đổi' })).toBeVisible();

    failing.add('profile.updateProfile');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Không thể cập nhật thông tin người dùng',
    );

    failing.add('auth.logout');
    await page.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert').last()).toHaveText(
      'Đã xảy ra lỗi trong quá trình đăng xuất',
    );
    await expect(page).toHaveURL(/\/vi\/dashboard$/);
    expect(await token(page)).toBeTruthy();
  });

  test('a new device signs in with a mailed one-time link, asked for on the login page', async ({
    page,
  }) => {
    const email = uniqueEmail('link');
    await register(page, email);
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto('/vi/auth/login');
    await page.getByLabel('Địa chỉ nhận liên kết').fill(email);
    await page.getByRole('button', { name: 'Gửi liên kết cho tôi' }).click();
    // The same words whether or not the email has an account.
    await expect(page.getByRole('status').filter({ hasText: 'Nếu' })).toHaveText(
      `Nếu ${email} có tài khoản, chúng tôi vừa gửi liên kết tới hộp thư đó. Liên kết dùng được một lần trong 15 phút.`,
    );
    await expect.poll(() => signInLinkMailedTo(email), { timeout: 15_000 }).not.toBeNull();
    const link = String(signInLinkMailedTo(email));

    await page.goto(link);
    const finish = page.getByRole('button', { name: 'Tiếp tục vào tài khoản' });
    await expect(finish).toBeFocused();
    await finish.click();
    await expect(page).toHaveURL(/\/vi$/);
    expect(await token(page)).toBeTruthy();

    // Used once: the same link again is refused, in words.
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto(link);
    await page.getByRole('button', { name: 'Tiếp tục vào tài khoản' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Liên kết đăng nhập không hợp lệ, đã được dùng hoặc đã hết hạn',
    );
  });

  test('registering a known email says the same as a new one and signs no one in', async ({
    page,
  }) => {
    const email = uniqueEmail('known');
    await register(page, email);
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto('/vi/auth/register');
    await page.getByLabel('Tên', { exact: true }).fill('Lạ');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-cua-nguoi-la-7');
    await page.getByLabel('Nhập lại mật khẩu').fill('mat-khau-cua-nguoi-la-7');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    // No "already registered": the visitor is told to read the mail, and goes to the login page.
    await expect(page).toHaveURL(/\/vi\/auth\/login$/, GUARD_WAIT);
    await expect(page.getByText(`Kiểm tra hộp thư ${email}`)).toBeVisible();
    expect(await token(page)).toBeNull();
  });

  test('the login and register forms pass axe with their errors shown, light and dark', async ({
    page,
  }) => {
    for (const path of ['/vi/auth/login', '/en/auth/register']) {
      await page.goto(path);
      // The form's own button, the first (the login page also offers a mailed link below it).
      await page.getByRole('main').getByRole('button').first().click();
      await expect(
        page
          .getByRole('main')
          .getByText(/bắt buộc|required/)
          .first(),
      ).toBeVisible();
      for (const dark of [false, true]) {
        await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
        await expectNoAxeViolations(page);
      }
    }
  });
});
