// The account rules behind auth.* on both dialects (abuse replay): every limit is
// checked before a password is hashed or verified, the account's own limit holds whatever the
// client address, its delays grow but stay bounded, and "sign out everywhere" revokes every token.
import { newId } from '../../db/ids';
import type { Store } from '../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { describeEachDialect } from '@/testing/stores';
import { login, logoutAll, register, userFromToken } from './auth';
import { issueDeviceCookie } from './device-cookies';
import { hashPassword, verifyPassword } from './passwords';
import {
  ACCOUNT_LOGIN_BACKOFF,
  LOGIN_ADDRESS_RATE_LIMIT,
  REGISTER_ADDRESS_RATE_LIMIT,
} from '../rate-limit/rate-limit';

jest.mock('./passwords', () => {
  const actual: typeof import('./passwords') = jest.requireActual('./passwords');
  return {
    ...actual,
    hashPassword: jest.fn(actual.hashPassword),
    verifyPassword: jest.fn(actual.verifyPassword),
  };
});

// scrypt at N=2^17 takes about half a second per hash on this machine.
jest.setTimeout(120_000);
setUpTempOutbox('account-rules-');

const password = 'mat-khau-an-toan';
const hashCalls = () => jest.mocked(hashPassword).mock.calls.length;
const verifyCalls = () => jest.mocked(verifyPassword).mock.calls.length;

async function fill(store: Store, bucket: string, hits: number, at: Date = new Date()) {
  await store.db
    .insertInto('rate_limit_hits')
    .values(Array.from({ length: hits }, () => ({ id: newId(), bucket, hit_at: at.toISOString() })))
    .execute();
}

/** Moves every hit of `bucket` `ms` into the past, as if that much time had gone by. */
async function age(store: Store, bucket: string, ms: number) {
  const rows = await store.db
    .selectFrom('rate_limit_hits')
    .select(['id', 'hit_at'])
    .where('bucket', '=', bucket)
    .execute();
  for (const row of rows) {
    await store.db
      .updateTable('rate_limit_hits')
      .set({ hit_at: new Date(Date.parse(row.hit_at) - ms).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
}

async function failure(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error as { kind?: string }).kind,
  );
}

describeEachDialect('Account rules', ({ dialect, store }) => {
  const address = (n: number) => ({
    ip: `198.51.${dialect === 'sqlite' ? 100 : 101}.${n}`,
    now: new Date(),
  });

  it('checks the address limits before hashing a new password', async () => {
    await register(store(), { email: 'first@example.com', password, firstName: 'An' }, address(1));
    const hashes = hashCalls();
    await fill(store(), `register-address:${address(2).ip}`, REGISTER_ADDRESS_RATE_LIMIT.limit);
    expect(
      await failure(
        register(store(), { email: 'fresh@example.com', password, firstName: 'B' }, address(2)),
      ),
    ).toBe('TOO_MANY_REQUESTS');
    expect(hashCalls()).toBe(hashes);
  });

  it('answers registration of a known and a new email alike, in about the same time, and mails the owner', async () => {
    // Was 409 'Email này đã được đăng ký' in 21 ms against 1,094 ms for a new email.
    const known = 'known.owner@example.com';
    const site = { siteUrl: 'http://localhost:3000' };
    await register(store(), { email: known, password, firstName: 'Chủ' }, address(5), site);
    const timed = async (email: string, n: number) => {
      const started = performance.now();
      const answer = await register(
        store(),
        { email, password: 'mat-khau-cua-ke-la', firstName: 'Lạ' },
        address(6 + n),
        site,
      );
      return { answer, ms: performance.now() - started };
    };
    const knownRuns: number[] = [];
    const newRuns: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const a = await timed(known, n);
      const b = await timed(`new.${n}.${dialect}@example.com`, n);
      // The same answer, not only the same shape: nothing in it names which case it was.
      expect(a.answer).toEqual(b.answer);
      expect(a.answer).toEqual({ accepted: true });
      knownRuns.push(a.ms);
      newRuns.push(b.ms);
    }
    const median = (runs: number[]) => [...runs].sort((x, y) => x - y)[1] ?? 0;
    // Both branches hash once; what is left is a write transaction each (a few ms).
    expect(Math.abs(median(knownRuns) - median(newRuns))).toBeLessThan(
      Math.max(150, 0.25 * median(newRuns)),
    );
    expect(median(knownRuns)).toBeGreaterThan(0.6 * median(newRuns));

    // The owner hears of it once (not once per attempt), and the account is as it was.
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .select(['kind', 'body_text'])
      .where('to_address', '=', known)
      .orderBy('created_at')
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['email-verification', 'registration-attempt']);
    expect(mails[1]?.body_text).toContain('đã có tài khoản');
    expect(mails[1]?.body_text).toContain('http://localhost:3000/vi/auth/login');
    await expect(login(store(), { email: known, password }, address(9))).resolves.toHaveProperty(
      'accessToken',
    );
    expect(
      await failure(login(store(), { email: known, password: 'mat-khau-cua-ke-la' }, address(9))),
    ).toBe('UNAUTHORIZED');
  });

  it('refuses logins from an address over its limit, whatever the email, before any scrypt', async () => {
    await fill(store(), `login-address:${address(3).ip}`, LOGIN_ADDRESS_RATE_LIMIT.limit);
    const verifies = verifyCalls();
    expect(await failure(login(store(), { email: 'any@example.com', password }, address(3)))).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(verifyCalls()).toBe(verifies);
  });

  it('delays one account after repeated failures from any mix of addresses, and refuses even the right password until the delay has passed', async () => {
    const email = 'victim@example.com';
    await register(store(), { email, password, firstName: 'Vy' }, address(10));
    // A spoofer rotating addresses: each one is fresh, but the account keeps count.
    for (let i = 0; i < ACCOUNT_LOGIN_BACKOFF.freeAttempts; i += 1) {
      expect(await failure(login(store(), { email, password: `sai-${i}` }, address(20 + i)))).toBe(
        'UNAUTHORIZED',
      );
    }
    const verifies = verifyCalls();
    expect(await failure(login(store(), { email, password }, address(30)))).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(await failure(login(store(), { email, password: 'sai' }, address(31)))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // Refused before the hash, and a refused attempt does not lengthen the delay.
    expect(verifyCalls()).toBe(verifies);

    await age(store(), `login-account:${email}`, ACCOUNT_LOGIN_BACKOFF.baseDelayMs + 1_000);
    const session = await login(store(), { email, password }, address(32));
    expect(session.user.email).toBe(email);

    // The success cleared the account's count: the next failures start from the free ones again.
    expect(await failure(login(store(), { email, password: 'sai' }, address(33)))).toBe(
      'UNAUTHORIZED',
    );
  });

  it('tells the owner once of a burst of wrong passwords sent all at once', async () => {
    const email = 'burst@example.com';
    await register(store(), { email, password, firstName: 'Chủ' }, address(90));
    const attempts = Array.from({ length: ACCOUNT_LOGIN_BACKOFF.freeAttempts + 3 }, (_, i) =>
      failure(login(store(), { email, password: `doan-${i}` }, address(91 + i))),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((kind) => kind === 'UNAUTHORIZED')).toHaveLength(
      ACCOUNT_LOGIN_BACKOFF.freeAttempts,
    );
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', email)
      .execute();
    expect(mails).toEqual([{ kind: 'login-failures' }]);
  });

  it('never delays a known device for failures from elsewhere; unknown devices wait and the owner is told once', async () => {
    // Wrong passwords from elsewhere never lock the owner's known device out.
    const email = 'owner@example.com';
    await register(store(), { email, password, firstName: 'Chủ' }, address(50));
    const { deviceCookie } = await login(store(), { email, password }, address(51));
    // The cookie names no email, in any encoding.
    for (const encoding of ['base64url', 'base64', 'hex'] as const) {
      expect(deviceCookie).not.toContain(Buffer.from(email).toString(encoding).slice(0, 12));
    }
    expect(deviceCookie).not.toContain(email);

    for (let i = 0; i < ACCOUNT_LOGIN_BACKOFF.freeAttempts; i += 1) {
      expect(await failure(login(store(), { email, password: `sai-${i}` }, address(60 + i)))).toBe(
        'UNAUTHORIZED',
      );
    }
    // Unknown devices now wait, the right password included…
    expect(await failure(login(store(), { email, password }, address(70)))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // …and so does a cookie that is not ours, or that names another account.
    const forged = `${deviceCookie.slice(0, -4)}AAAA`;
    const foreign = issueDeviceCookie(newId());
    for (const cookie of [forged, foreign]) {
      expect(
        await failure(
          login(store(), { email, password }, { ...address(71), deviceCookie: cookie }),
        ),
      ).toBe('TOO_MANY_REQUESTS');
    }
    // The owner's device signs in at once, from any address, while the account stays delayed for
    // unknown devices.
    const known = await login(store(), { email, password }, { ...address(72), deviceCookie });
    expect(known.user.email).toBe(email);
    expect(await failure(login(store(), { email, password }, address(73)))).toBe(
      'TOO_MANY_REQUESTS',
    );

    // One message to the owner for the burst, whatever came after it.
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .select(['kind', 'subject', 'body_text'])
      .where('to_address', '=', email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'login-failures' });
    expect(mails[0]?.body_text).toContain('thiết bị lạ');

    // A known device has a lockout of its own: guessing with a stolen cookie is still slowed.
    const device = known.deviceCookie;
    for (let i = 0; i < ACCOUNT_LOGIN_BACKOFF.freeAttempts; i += 1) {
      expect(
        await failure(
          login(
            store(),
            { email, password: `doan-${i}` },
            { ...address(80), deviceCookie: device },
          ),
        ),
      ).toBe('UNAUTHORIZED');
    }
    expect(
      await failure(login(store(), { email, password }, { ...address(81), deviceCookie: device })),
    ).toBe('TOO_MANY_REQUESTS');
  });

  it('caps the delay, so a victim is never locked out for longer than the maximum', async () => {
    const email = 'capped@example.com';
    await register(store(), { email, password, firstName: 'Cường' }, address(40));
    // Far more failures than it takes to reach the cap, all within the window.
    await fill(store(), `login-account:${email}`, 40);
    expect(await failure(login(store(), { email, password }, address(41)))).toBe(
      'TOO_MANY_REQUESTS',
    );
    await age(store(), `login-account:${email}`, ACCOUNT_LOGIN_BACKOFF.maxDelayMs + 1_000);
    await expect(login(store(), { email, password }, address(42))).resolves.toHaveProperty(
      'accessToken',
    );
  });

  it('signs out everywhere: every live token of the user, and no one else’s', async () => {
    await register(
      store(),
      { email: 'everywhere@example.com', password, firstName: 'Mai' },
      address(50),
    );
    await register(
      store(),
      { email: 'bystander@example.com', password, firstName: 'Bảo' },
      address(51),
    );
    const mine = await login(store(), { email: 'everywhere@example.com', password }, address(50));
    const other = await login(store(), { email: 'bystander@example.com', password }, address(51));
    const second = await login(store(), { email: 'everywhere@example.com', password }, address(52));
    expect(await logoutAll(store(), mine.user.id)).toEqual({ revoked: 2 });
    expect(await userFromToken(store(), mine.accessToken)).toBeNull();
    expect(await userFromToken(store(), second.accessToken)).toBeNull();
    expect(await userFromToken(store(), other.accessToken)).toMatchObject({
      id: other.user.id,
    });
    expect(await logoutAll(store(), mine.user.id)).toEqual({ revoked: 0 });
  });
});
