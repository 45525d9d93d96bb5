// Abuse of accounts and visitor sessions, replayed against the production build the way a probe
// would send it. Each test fails if the abuse works again.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { consentTo } from './helpers/consent';

const storePath = path.resolve(
  process.env.SQLITE_PATH ?? process.env.E2E_SQLITE_PATH ?? '.data/e2e/store.sqlite',
);

const PASSWORD = 'may-tren-dinh-nui-9';

function uniqueEmail(tag: string) {
  return `abuse-${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.vn`;
}

function newSessionId(): string {
  return `${Date.now().toString(36)}_${randomBytes(16).toString('hex')}`;
}

function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(storePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

interface Answer {
  status: number;
  body: {
    result?: { data: unknown };
    error?: {
      message: string;
      data: { code: string; zodError?: { fieldErrors: Record<string, string[]> } | null };
    };
  };
}

async function mutate(
  request: APIRequestContext,
  procedure: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await request.post(`/api/trpc/${procedure}`, {
    headers: { 'content-type': 'application/json', ...headers },
    // Serialised here: JSON.stringify escapes a lone surrogate as \ud800, as a browser does.
    data: JSON.stringify(input),
  });
  return { status: response.status(), body: (await response.json()) as Answer['body'] };
}

async function read(
  request: APIRequestContext,
  procedure: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await request.get(`/api/trpc/${procedure}${search}`, { headers });
  return { status: response.status(), body: (await response.json()) as Answer['body'] };
}

/** Registers, then logs in as the register page does (registration itself opens no session). */
async function registerByApi(request: APIRequestContext, email: string) {
  const answer = await mutate(request, 'auth.register', {
    email,
    password: PASSWORD,
    firstName: 'Thử',
  });
  expect(answer.status).toBe(200);
  const login = await mutate(request, 'auth.login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return login.body.result?.data as { accessToken: string; user: { id: string } };
}

test.describe('accounts and visitor sessions resist abuse', () => {
  // Every login and registration pays for one scrypt (128 MiB), slow on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('a spoofed X-Forwarded-For does not unlock unlimited guessing on one account', async ({
    request,
  }) => {
    const email = uniqueEmail('guess');
    await registerByApi(request, email);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const answer = await mutate(
        request,
        'auth.login',
        { email, password: `doan-sai-${i}` },
        { 'x-forwarded-for': `10.88.0.${i + 1}` },
      );
      statuses.push(answer.status);
    }
    // Five wrong guesses are answered; then the account waits, whatever address is claimed.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // The right password from a third value is refused too, until the delay has passed.
    const right = await mutate(
      request,
      'auth.login',
      { email, password: PASSWORD },
      { 'x-forwarded-for': '10.88.0.250' },
    );
    expect(right.status).toBe(429);
    // The account's own limit, not the hash queue being full.
    expect(right.body.error?.message).toBe(
      'Bạn thao tác quá nhiều lần. Vui lòng thử lại sau ít phút.',
    );
  });

  test('a session keeps the request’s own address and country, its user and sane counts', async ({
    request,
  }) => {
    const victim = await registerByApi(request, uniqueEmail('owner'));
    const sessionId = newSessionId();
    const started = await mutate(request, 'userSession.startSession', {
      sessionId,
      userId: victim.user.id,
      ipAddress: '<img src=x onerror=alert(1)>',
      country: 'KP',
      landingPage: '/vi',
    });
    expect(started.status).toBe(200);
    const forged = await mutate(request, 'userSession.updateSession', {
      sessionId,
      pageViews: 1_000_000,
      ipAddress: '203.0.113.66',
      country: 'KP',
    });
    expect(forged.status).toBe(200);
    const row = query<{
      ip_address: string;
      country: string;
      user_id: string | null;
      page_views: number;
    }>(
      'SELECT ip_address, country, user_id, page_views FROM visitor_sessions WHERE session_id = ?',
      sessionId,
    );
    expect(row).toBeDefined();
    expect(row?.ip_address).not.toMatch(/[<>]|203\.0\.113\.66/);
    expect(row?.country).not.toBe('KP');
    expect(row?.user_id).toBeNull();
    expect(row?.page_views).toBeLessThanOrEqual(20);

    // The old short ids (guessable) are refused; an unknown id of the new shape reads nothing.
    for (const old of ['lq2x9abc-k3j2h1ab', 'abcdefgh']) {
      expect((await read(request, 'userSession.getSession', { sessionId: old })).status).toBe(400);
      expect((await mutate(request, 'userSession.endSession', { sessionId: old })).status).toBe(
        400,
      );
    }
    const unknown = await read(request, 'userSession.getSession', { sessionId: newSessionId() });
    expect(unknown.body.result?.data).toBeNull();
  });

  test('the tracker replaces a stored id of the old shape with a 128-bit one', async ({ page }) => {
    await consentTo(page);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user_session_id', 'lq2x9abc-k3j2h1ab');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/vi/gioi-thieu');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('user_session_id')), {
        timeout: 15_000,
      })
      .toMatch(/^[0-9a-z]+_[0-9a-f]{32}$/);
    const id = String(await page.evaluate(() => localStorage.getItem('user_session_id')));
    await expect
      .poll(
        () =>
          query<{ n: number }>('SELECT 1 AS n FROM visitor_sessions WHERE session_id = ?', id)?.n,
      )
      .toBe(1);
  });

  test('common, repetitive, blank and email-equal passwords are refused', async ({ request }) => {
    const email = uniqueEmail('weak');
    for (const password of ['password', '12345678', 'aaaaaaaa', ' '.repeat(8), email]) {
      const answer = await mutate(request, 'auth.register', { email, password, firstName: 'Yếu' });
      expect(answer.status, JSON.stringify(password)).toBe(400);
      expect(answer.body.error?.data.zodError?.fieldErrors.password?.length).toBeGreaterThan(0);
    }
    expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM users WHERE email = ?', email)?.n).toBe(
      0,
    );
  });

  test('the register form shows the common-password message in the page’s language', async ({
    page,
  }) => {
    await page.goto('/vi/auth/register');
    await fillRegister(page, ['Tên', 'Email', 'Mật khẩu', 'Nhập lại mật khẩu'], 'password');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAccessibleDescription(
      'Mật khẩu này quá phổ biến hoặc dễ đoán, vui lòng chọn mật khẩu khác',
    );

    await page.goto('/en/auth/register');
    await fillRegister(page, ['First name', 'Email', 'Password', 'Confirm password'], 'password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'This password is too common or easy to guess; please choose another one',
    );
  });

  test('control, bidi-override, zero-width and lone-surrogate text is refused and nothing stored', async ({
    request,
  }) => {
    const email = uniqueEmail('text');
    for (const fields of [
      { firstName: 'An', lastName: 'ab\uD800c' },
      { firstName: 'An\u0000' },
      { firstName: 'abc\u202Egpj' },
      { firstName: '\u200B\u200B' },
    ]) {
      const answer = await mutate(request, 'auth.register', {
        email,
        password: PASSWORD,
        ...fields,
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM users WHERE email = ?', email)?.n).toBe(
      0,
    );
    const session = await mutate(request, 'userSession.startSession', {
      sessionId: newSessionId(),
      referrer: 'https://a.example/\u202Eevil',
    });
    expect(session.status).toBe(400);
  });

  test('"sign out everywhere" in the dashboard revokes every token of the account', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('everywhere');
    const { accessToken: otherDevice } = await registerByApi(request, email);
    const bearer = { authorization: `Bearer ${otherDevice}` };
    expect((await read(request, 'profile.getMyProfile', undefined, bearer)).status).toBe(200);

    await page.goto('/vi/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/vi$/, { timeout: 30_000 });
    await page.goto('/vi/dashboard');
    await expect(page.getByTestId('profile-email')).toHaveText(email, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Đăng xuất khỏi mọi thiết bị' }).click();
    await expect(page).toHaveURL(/\/vi\/auth\/login$/, { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    expect((await read(request, 'profile.getMyProfile', undefined, bearer)).status).toBe(401);
  });
});

async function fillRegister(
  page: Page,
  labels: [string, string, string, string],
  password: string,
) {
  const [name, email, pass, confirm] = labels;
  await page.getByLabel(name, { exact: true }).fill('An');
  await page.getByLabel(email).fill(uniqueEmail('form'));
  await page.getByLabel(pass, { exact: true }).fill(password);
  await page.getByLabel(confirm).fill(password);
}
