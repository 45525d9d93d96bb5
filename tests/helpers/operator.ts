// Operators in end-to-end specs: the first admin comes from the real CLI (`npm run
// user:create-admin`, password through ADMIN_PASSWORD) against the e2e server's SQLite file, and
// staff are granted by that admin through the console's procedures. Each spec makes its own
// accounts (unique emails), so specs never share an operator.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_SQLITE_PATH } from '../../playwright.config';

export interface OperatorAccount {
  email: string;
  password: string;
}

/** A fresh admin made by the CLI, as README tells an operator to. */
export function createAdminWithCli(label: string): OperatorAccount {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.vn`;
  const password = `gate keeper ${randomBytes(6).toString('hex')}`;
  const output = execFileSync('npm', ['run', '-s', 'user:create-admin', '--', '--email', email], {
    env: {
      ...process.env,
      SQLITE_PATH: E2E_SQLITE_PATH,
      DATABASE_URL: '',
      ADMIN_PASSWORD: password,
    },
    encoding: 'utf8',
  });
  expect(output).toContain(`created admin ${email}`);
  return { email, password };
}

/** Signs in through the login page (vi); the token then lives in the page's storage. */
export async function signIn(page: Page, account: OperatorAccount): Promise<void> {
  await page.goto('/vi/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  // The login page leaves for the next page once signed in; while it does, there is no page to
  // read, which counts as "not yet".
  const token = () => page.evaluate(() => localStorage.getItem('accessToken')).catch(() => null);
  await expect.poll(token, { timeout: 15_000 }).not.toBeNull();
  // Then it goes home. A test's next `goto` made before that lands would be cut short by it.
  await page.waitForURL((url) => url.pathname === '/vi', { timeout: 15_000 });
}

/** A bearer token for `account`, for calls a spec makes outside the browser. */
export async function accessTokenOf(
  request: APIRequestContext,
  account: OperatorAccount,
): Promise<string> {
  const response = await request.post('/api/trpc/auth.login', {
    data: { email: account.email, password: account.password },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { data: { accessToken: string } } };
  return body.result.data.accessToken;
}
