// Accounts through the real router on both dialects: register → login → profile → logout, token
// expiry and revocation, rate limits, bad input, racing registrations, and the mutation guard.
import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import type { Store } from '../db/store';
import { createCaller } from '../root';
import { ACCOUNT_LOGIN_BACKOFF } from '../services/rate-limit/rate-limit';
import {
  browserHeaders,
  callerFor,
  countRows,
  describeEachDialect,
  signUp,
} from '@/testing/stores';
import { createContext } from '../trpc';
import { reasonText } from '@/lib/errors/reasons';

// scrypt at N=2^17 takes about half a second per hash on this machine.
jest.setTimeout(120_000);

const password = 'mat-khau-an-toan';

/** A caller whose client address is `ip`, however the context would have derived it. */
async function callerAt(store: Store, ip: string, headers: Record<string, string> = {}) {
  const context = await createContext({ store, headers: new Headers(browserHeaders(headers)) });
  return createCaller({ ...context, ip });
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof TRPCError ? error.code : undefined;
}

describeEachDialect('Accounts', ({ store }) => {
  it('registers, logs in, reads and updates the profile, logs out, and then rejects the token', async () => {
    const guest = await callerFor(store(), { headers: browserHeaders() });
    const registered = await signUp(guest, {
      email: ' Lan.Nguyen@Example.COM ',
      password,
      confirmPassword: password,
      firstName: 'Lan',
      phone: '0912 345 678',
    });
    expect(registered.user).toMatchObject({
      email: 'lan.nguyen@example.com',
      profile: { firstName: 'Lan', lastName: null, phone: '+84912345678' },
    });
    expect(JSON.stringify(registered)).not.toMatch(/scrypt|password/i);

    const { accessToken, expiresAt } = await guest.auth.login({
      email: 'lan.nguyen@example.com',
      password,
    });
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    const user = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${accessToken}` }),
    });
    const profile = await user.profile.getMyProfile();
    expect(profile).toEqual(registered.user);
    expect(JSON.stringify(profile)).not.toMatch(/scrypt|password_hash/);

    expect((await user.profile.updateProfile({ lastName: '  ' })).profile.lastName).toBeNull();
    const updated = await user.profile.updateProfile({ lastName: 'Nguyễn', phone: null });
    expect(updated.profile).toEqual({ firstName: 'Lan', lastName: 'Nguyễn', phone: null });
    expect((await user.profile.getMyProfile()).profile.lastName).toBe('Nguyễn');

    await expect(user.auth.logout()).resolves.toEqual({ success: true });
    const afterLogout = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${accessToken}` }),
    });
    await expect(afterLogout.profile.getMyProfile()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: reasonText('unauthorized'),
    });
    // Logging out again (a stale tab) is not an error.
    await expect(afterLogout.auth.logout()).resolves.toEqual({ success: true });
  });

  it('leaves an HttpOnly, SameSite=Strict device cookie at a successful login only', async () => {
    // OWASP device cookies: the cookie that makes this device known next time.
    const email = 'device-cookie@example.com';
    const guest = await callerFor(store(), { headers: browserHeaders() });
    await guest.auth.register({ email, password, firstName: 'Dũng' });
    const answerTo = async (attempt: string) => {
      const responseHeaders = new Headers();
      const context = await createContext({
        store: store(),
        headers: new Headers(browserHeaders()),
        http: { method: 'POST' },
        responseHeaders,
      });
      await createCaller({ ...context, ip: '198.51.100.91' })
        .auth.login({ email, password: attempt })
        .catch((error: unknown) => error);
      return responseHeaders.get('set-cookie');
    };
    expect(await answerTo('mat-khau-sai-roi')).toBeNull();
    const cookie = (await answerTo(password)) ?? '';
    expect(cookie).toMatch(
      /^device=[\w-]{22}\.[\w-]{22}\.[\w-]{43}; Path=\/api\/trpc; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    // A random device id and keyed hashes: the account's email is in it in no encoding.
    expect(cookie).not.toContain(Buffer.from(email).toString('base64url').slice(0, 12));
    // The browser sends it back among its other cookies; the context hands it to the login.
    const value = cookie.split(';', 1)[0] ?? '';
    const next = await createContext({
      store: store(),
      headers: new Headers(browserHeaders({ cookie: `NEXT_LOCALE=vi; ${value}` })),
    });
    expect(`device=${next.deviceCookie}`).toBe(value);
    // The session itself never carries the cookie's value.
    const session = await guest.auth.login({ email, password });
    expect(JSON.stringify(session)).not.toContain(value.slice('device='.length));
  });

  it('stores only the sha256 of a token, never the token', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '198.51.100.2' }),
    });
    // Registration opens no session; the login after it opens one.
    const { accessToken, user } = await signUp(guest, {
      email: 'hash@example.com',
      password,
      firstName: 'Hà',
    });
    const rows = await store()
      .db.selectFrom('access_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(accessToken).digest('hex') }]);
  });

  it('refuses an expired token', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '198.51.100.3' }),
    });
    const { accessToken, user } = await signUp(guest, {
      email: 'expiry@example.com',
      password,
      firstName: 'Minh',
    });
    const bearer = { authorization: `Bearer ${accessToken}` };
    await expect(
      (await callerFor(store(), { headers: bearer })).profile.getMyProfile(),
    ).resolves.toMatchObject({ id: user.id });

    await store()
      .db.updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect(
      await codeOf((await callerFor(store(), { headers: bearer })).profile.getMyProfile()),
    ).toBe('UNAUTHORIZED');
  });

  it('answers wrong credentials with a clear message, the same for an unknown email', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '198.51.100.4' }),
    });
    await guest.auth.register({ email: 'creds@example.com', password, firstName: 'Tú' });
    await expect(
      guest.auth.login({ email: 'creds@example.com', password: 'wrong-password' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Email hoặc mật khẩu không đúng',
    });
    await expect(guest.auth.login({ email: 'nobody@example.com', password })).rejects.toMatchObject(
      {
        code: 'UNAUTHORIZED',
        message: 'Email hoặc mật khẩu không đúng',
      },
    );
  });

  it('requires a token for the profile', async () => {
    const guest = await callerFor(store());
    expect(await codeOf(guest.profile.getMyProfile())).toBe('UNAUTHORIZED');
    expect(await codeOf(guest.profile.updateProfile({ firstName: 'X' }))).toBe('UNAUTHORIZED');
    const forged = await callerFor(store(), {
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(await codeOf(forged.profile.getMyProfile())).toBe('UNAUTHORIZED');
  });

  it('rejects bad registration input as BAD_REQUEST with field errors and changes nothing', async () => {
    const users = await countRows(store(), 'users');
    const hits = await countRows(store(), 'rate_limit_hits');
    const guest = await callerFor(store(), { headers: browserHeaders() });
    const error = await guest.auth
      .register({ email: 'not-an-email', password: 'short', firstName: '', phone: 'abc' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    const fields = ((error as TRPCError).cause as ZodError).issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'phone']));

    expect(
      await codeOf(
        guest.auth.register({
          email: 'a@example.com',
          password,
          confirmPassword: 'different',
          firstName: 'A',
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect(await countRows(store(), 'users')).toBe(users);
    expect(await countRows(store(), 'rate_limit_hits')).toBe(hits);
  });

  it('rejects a bad profile update as BAD_REQUEST and leaves the profile as it was', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '198.51.100.5' }),
    });
    const { accessToken } = await signUp(guest, {
      email: 'update@example.com',
      password,
      firstName: 'Bình',
      phone: '0987654321',
    });
    const user = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${accessToken}` }),
    });
    expect(await codeOf(user.profile.updateProfile({ firstName: 'Bình mới', phone: '12' }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(user.profile.updateProfile({}))).toBe('BAD_REQUEST');
    expect((await user.profile.getMyProfile()).profile).toEqual({
      firstName: 'Bình',
      lastName: null,
      phone: '+84987654321',
    });
  });

  it('lets exactly one of two simultaneous registrations with the same email make the account', async () => {
    const users = await countRows(store(), 'users');
    const a = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '198.51.100.6' }),
    });
    const b = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '198.51.100.7' }),
    });
    const results = await Promise.all([
      a.auth.register({ email: 'race@example.com', password, firstName: 'A' }),
      b.auth.register({ email: 'race@example.com', password: `${password}-b`, firstName: 'B' }),
    ]);
    // Both are answered alike; one account exists, with one of the two passwords.
    expect(results).toEqual([{ accepted: true }, { accepted: true }]);
    expect(await countRows(store(), 'users')).toBe(users + 1);
    const logins = await Promise.allSettled([
      a.auth.login({ email: 'race@example.com', password }),
      b.auth.login({ email: 'race@example.com', password: `${password}-b` }),
    ]);
    expect(logins.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('counts failures per account whatever the client address claims to be', async () => {
    const guest = await callerAt(store(), '192.0.2.50');
    await guest.auth.register({ email: 'limited@example.com', password, firstName: 'Giới' });
    for (let i = 0; i < ACCOUNT_LOGIN_BACKOFF.freeAttempts; i += 1) {
      const spoofed = await callerAt(store(), `10.88.0.${i + 1}`);
      expect(
        await codeOf(spoofed.auth.login({ email: 'limited@example.com', password: `wrong-${i}` })),
      ).toBe('UNAUTHORIZED');
    }
    // Even the right password, from yet another address, waits for the account's delay.
    const third = await callerAt(store(), '10.88.0.99');
    await expect(
      third.auth.login({ email: 'limited@example.com', password }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Other accounts are not affected.
    await third.auth.register({ email: 'unaffected@example.com', password, firstName: 'Khác' });
    await expect(
      third.auth.login({ email: 'unaffected@example.com', password }),
    ).resolves.toHaveProperty('accessToken');
  });

  it('signs out everywhere with auth.logoutAll, which needs a live token', async () => {
    const guest = await callerAt(store(), '192.0.2.70');
    expect(await codeOf(guest.auth.logoutAll())).toBe('UNAUTHORIZED');
    const { accessToken } = await signUp(guest, {
      email: 'all-devices@example.com',
      password,
      firstName: 'Hết',
    });
    const other = await guest.auth.login({ email: 'all-devices@example.com', password });
    const phone = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${other.accessToken}` }),
    });
    await expect(phone.auth.logoutAll()).resolves.toEqual({ revoked: 2 });
    for (const token of [accessToken, other.accessToken]) {
      const caller = await callerFor(store(), {
        headers: browserHeaders({ authorization: `Bearer ${token}` }),
      });
      expect(await codeOf(caller.profile.getMyProfile())).toBe('UNAUTHORIZED');
    }
  });

  it('refuses weak passwords (NIST SP 800-63B) with a message per rule, and stores nothing', async () => {
    const users = await countRows(store(), 'users');
    const guest = await callerAt(store(), '192.0.2.80');
    const email = 'weak.pw@example.com';
    const cases: [string, string][] = [
      ['password', 'Mật khẩu này quá phổ biến hoặc dễ đoán, vui lòng chọn mật khẩu khác'],
      ['12345678', 'Mật khẩu này quá phổ biến hoặc dễ đoán, vui lòng chọn mật khẩu khác'],
      ['aaaaaaaa', 'Mật khẩu này quá phổ biến hoặc dễ đoán, vui lòng chọn mật khẩu khác'],
      ['abcdefgh', 'Mật khẩu này quá phổ biến hoặc dễ đoán, vui lòng chọn mật khẩu khác'],
      ['PassWord', 'Mật khẩu này quá phổ biến hoặc dễ đoán, vui lòng chọn mật khẩu khác'],
      ['        ', 'Trường này là bắt buộc'],
      [email, 'Mật khẩu không được trùng với email'],
      ['Weak.PW@example.com', 'Mật khẩu không được trùng với email'],
      ['weak.pw', 'Tối thiểu 8 ký tự'],
      ['x'.repeat(129), 'Tối đa 128 ký tự'],
    ];
    for (const [weak, message] of cases) {
      const error = await guest.auth
        .register({ email, password: weak, firstName: 'Yếu' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('BAD_REQUEST');
      const issues = ((error as TRPCError).cause as ZodError).issues;
      expect(issues.filter((i) => i.path[0] === 'password').map((i) => i.message)).toContain(
        message,
      );
    }
    expect(await countRows(store(), 'users')).toBe(users);
    // No composition rules: a long passphrase of plain words is fine.
    await expect(
      guest.auth.register({ email, password: 'mây trắng trên đỉnh núi', firstName: 'Mạnh' }),
    ).resolves.toEqual({ accepted: true });
  });

  it('passes every name, phone and email through the shared text rule', async () => {
    const guest = await callerAt(store(), '192.0.2.90');
    const bad: Record<string, string>[] = [
      { lastName: 'ab\uD800c' },
      { firstName: 'An\u0000' },
      { firstName: 'abc\u202Egpj' },
      { firstName: '\u200B\u200B' },
      { phone: '0912\u0000345678' },
    ];
    for (const fields of bad) {
      const error = await guest.auth
        .register({ email: 'text.rule@example.com', password, firstName: 'An', ...fields })
        .catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe('BAD_REQUEST');
    }
    expect(await codeOf(guest.auth.login({ email: 'an\u202E@example.com', password }))).toBe(
      'BAD_REQUEST',
    );
    const { accessToken, user } = await signUp(guest, {
      email: 'text.rule@example.com',
      password,
      firstName: 'Vie\u0323\u0302t ',
    });
    expect(user.profile.firstName).toBe('Việt');
    const member = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${accessToken}` }),
    });
    expect(await codeOf(member.profile.updateProfile({ lastName: '\u202Eevil' }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('rate limits registration per IP and email', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '192.0.2.60' }),
    });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push(
        await codeOf(
          guest.auth.register({ email: 'again@example.com', password, firstName: 'Lặp' }),
        ),
      );
    }
    // A known email is answered like a new one; the limit holds all the same.
    expect(codes).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'TOO_MANY_REQUESTS',
    ]);
  });

  describe('mutation guard', () => {
    it('refuses a mutation whose Origin is another site, before touching anything', async () => {
      const users = await countRows(store(), 'users');
      const evil = await callerFor(store(), {
        headers: browserHeaders({ origin: 'https://evil.example' }),
        http: { method: 'POST' },
      });
      await expect(
        evil.auth.register({ email: 'csrf@example.com', password, firstName: 'X' }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await countRows(store(), 'users')).toBe(users);
      const fetchMeta = await callerFor(store(), {
        headers: browserHeaders({
          origin: 'http://localhost:3000',
          'sec-fetch-site': 'cross-site',
        }),
        http: { method: 'POST' },
      });
      expect(await codeOf(fetchMeta.auth.logout())).toBe('FORBIDDEN');
    });

    it('refuses a mutation whose body is not JSON', async () => {
      const form = await callerFor(store(), {
        headers: browserHeaders({ 'content-type': 'multipart/form-data; boundary=x' }),
        http: { method: 'POST' },
      });
      expect(await codeOf(form.auth.logout())).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('lets same-origin JSON mutations and queries from other sites through', async () => {
      const same = await callerFor(store(), {
        headers: browserHeaders(),
        http: { method: 'POST' },
      });
      await expect(same.auth.logout()).resolves.toEqual({ success: true });
      // Queries never change state, so reading from another origin is harmless.
      const reader = await callerFor(store(), {
        headers: browserHeaders({ origin: 'https://elsewhere.example' }),
        http: { method: 'GET' },
      });
      expect(await reader.settings.getPublicSettings()).toContainEqual({
        key: 'google_tag_manager_id',
        value: '',
      });
    });
  });
});
