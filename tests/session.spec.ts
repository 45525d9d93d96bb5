// Visitor session tracking end to end: rows in the store the test server uses (read-only).
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { consentTo } from './helpers/consent';

// The test server's store; playwright.config.ts chooses it (E2E_SQLITE_PATH) and passes it on.
const storePath = path.resolve(
  process.env.SQLITE_PATH ?? process.env.E2E_SQLITE_PATH ?? '.data/e2e/store.sqlite',
);

interface SessionRow {
  session_id: string;
  is_active: number;
  page_views: number;
  landing_page: string;
  exit_page: string | null;
  end_time: string | null;
  country: string;
}

function sessionRow(sessionId: string): SessionRow | undefined {
  const db = new Database(storePath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT session_id, is_active, page_views, landing_page, exit_page, end_time, country FROM visitor_sessions WHERE session_id = ?',
      )
      .get(sessionId) as SessionRow | undefined;
  } finally {
    db.close();
  }
}

function sessionUserEmail(sessionId: string): string | null {
  const db = new Database(storePath, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        'SELECT users.email AS email FROM visitor_sessions JOIN users ON users.id = visitor_sessions.user_id WHERE session_id = ?',
      )
      .get(sessionId) as { email: string } | undefined;
    return row?.email ?? null;
  } finally {
    db.close();
  }
}

async function storedSessionId(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('user_session_id')), { timeout: 15_000 })
    .toBeTruthy();
  return String(await page.evaluate(() => localStorage.getItem('user_session_id')));
}

test.describe('visitor sessions', () => {
  // Sessions are recorded only for visitors who accepted analytics.
  test.beforeEach(({ page }) => consentTo(page));

  test('a visit starts a session with a base-36 id and the landing page', async ({ page }) => {
    await page.goto('/vi/gioi-thieu');
    const id = await storedSessionId(page);
    // Base-36 time, an underscore, 128 random bits (the id is the only key to its session).
    expect(id).toMatch(/^[0-9a-z]+_[0-9a-f]{32}$/);
    await expect.poll(() => sessionRow(id)?.is_active).toBe(1);
    const row = sessionRow(id);
    expect(row?.landing_page).toBe('/vi/gioi-thieu');
    expect(row?.country).toMatch(/^[A-Z]{2}$/);
    await expect.poll(() => sessionRow(id)?.page_views).toBeGreaterThanOrEqual(1);
  });

  test('the next page resumes the same session and counts its views', async ({ page }) => {
    await page.goto('/vi');
    const id = await storedSessionId(page);
    await expect.poll(() => sessionRow(id)?.page_views).toBe(1);
    await page.goto('/vi/thuc-don');
    await expect.poll(() => sessionRow(id)?.page_views, { timeout: 15_000 }).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('user_session_id'))).toBe(id);
  });

  test('leaving the site ends the session by the unload beacon with the exit page', async ({
    page,
  }) => {
    await page.goto('/vi/lien-he');
    const id = await storedSessionId(page);
    await expect.poll(() => sessionRow(id)?.is_active).toBe(1);
    await page.goto('about:blank');
    await expect.poll(() => sessionRow(id)?.is_active, { timeout: 10_000 }).toBe(0);
    const row = sessionRow(id);
    expect(row?.exit_page).toBe('/vi/lien-he');
    expect(row?.end_time).toBeTruthy();
  });

  test('the test page shows the session and ends and restarts it', async ({ page }) => {
    await page.goto('/vi/test-session');
    const id = await storedSessionId(page);
    await expect(page.getByTestId('session-id')).toHaveText(id);
    await expect(page.getByTestId('session-status')).toHaveText('Đang hoạt động');
    await expect(page.getByTestId('session-page-views')).toHaveText(/^[1-9]\d*$/);

    await page.getByRole('button', { name: 'Kết thúc phiên' }).click();
    await expect(page.getByText('Phiên đã kết thúc.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_session_id'))).toBeNull();
    await expect.poll(() => sessionRow(id)?.is_active).toBe(0);
    expect(sessionRow(id)?.exit_page).toBe('/vi/test-session');

    await page.getByRole('button', { name: 'Bắt đầu phiên mới' }).click();
    const next = await storedSessionId(page);
    expect(next).not.toBe(id);
    await expect(page.getByTestId('session-id')).toHaveText(next);
    await expect.poll(() => sessionRow(next)?.is_active).toBe(1);
  });

  test('a hidden tab marks the session inactive', async ({ page }) => {
    await page.goto('/vi');
    const id = await storedSessionId(page);
    await expect.poll(() => sessionRow(id)?.is_active).toBe(1);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => sessionRow(id)?.is_active).toBe(0);
    expect(sessionRow(id)?.end_time).toBeNull();
  });

  test('a client-side route change counts a page view without a new session', async ({ page }) => {
    // Keep the build-update check out of this test: a newer manifest would turn the navigation
    // into a full reload on purpose (several builds share public/ on a developer machine).
    await page.route('**/builds/latest.json*', (route) => route.fulfill({ status: 404 }));
    await page.goto('/vi');
    const id = await storedSessionId(page);
    await expect.poll(() => sessionRow(id)?.page_views).toBe(1);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page
      .getByRole('navigation', { name: 'Điều hướng chính' })
      .getByRole('link', { name: 'Bản đồ' })
      .click();
    await expect(page).toHaveURL(/\/vi\/map$/);
    await expect.poll(() => sessionRow(id)?.page_views).toBe(2);
    // Same document: the navigation happened inside the app.
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    expect(sessionRow(id)?.is_active).toBe(1);
  });

  test('no third-party tracker or IP lookup is contacted unless a setting enables it', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!['localhost', '127.0.0.1'].includes(host) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await page.goto('/vi');
    const id = await storedSessionId(page);
    await expect.poll(() => sessionRow(id)?.page_views).toBe(1);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe(
      'undefined',
    );
  });

  test('logging in attaches the user to the visitor session', async ({ page }) => {
    const email = `e2e-session-${Date.now().toString(36)}@example.vn`;
    await page.goto('/vi/auth/register');
    const id = await storedSessionId(page);
    await expect.poll(() => sessionRow(id)?.is_active).toBe(1);
    await page.getByLabel('Tên', { exact: true }).fill('Dung');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('matkhau-an-toan-1');
    await page.getByLabel('Nhập lại mật khẩu').fill('matkhau-an-toan-1');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    // Two password hashes: the registration, then the sign-in that follows it.
    await expect(page).toHaveURL(/\/vi$/, { timeout: 15_000 });
    await expect.poll(() => sessionUserEmail(id)).toBe(email);
  });
});
