// Visitor sessions through the real router, and the HTTP route handler itself (the unload beacon,
// a batched read, error shapes), on both dialects.
import { GET, POST } from '@/app/api/trpc/[trpc]/route';
import type { Store } from '../db/store';
import { createSessionId } from '@/lib/session/session-id';
import { contextFreeReadKey } from '../http-handler';
import { createCaller } from '../root';
import { setFeatureFlag } from '../services/site/flags/flags';
import { SESSION_WRITE_RATE_LIMIT } from '../services/rate-limit/rate-limit';
import { PAGE_VIEW_BURST, PAGE_VIEW_MAX_STEP } from '../services/sessions/user-session';
import { VISITOR_SESSION_ROW_MAX_BYTES } from '../schemas/user-session';
import { newSessionLimiter, sessionWriteLimiter } from './user-session';
import { setSetting } from '../services/site/settings/settings';
import {
  browserHeaders,
  callerFor,
  countRows,
  describeEachDialect,
  signUp,
} from '@/testing/stores';
import { createContext } from '../trpc';

jest.setTimeout(60_000);

/** Runs `run` with the clock at `epochMs`: only Date is faked, so the drivers' timers still run. */
async function atTime<T>(epochMs: number, run: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: epochMs,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  try {
    return await run();
  } finally {
    jest.useRealTimers();
  }
}

const ORIGIN = 'http://localhost:3000';
function newSessionId(): string {
  return createSessionId();
}

/** A caller whose request came from `ip` in `country`, however the context derives them. */
async function callerAt(
  store: Store,
  ip: string,
  country: string,
  headers: Record<string, string> = {},
) {
  const context = await createContext({ store, headers: new Headers(browserHeaders(headers)) });
  return createCaller({ ...context, ip, country });
}

const deviceInfo = {
  screenWidth: 390,
  screenHeight: 844,
  language: 'vi-VN',
  platform: 'iPhone',
  timeZone: 'Asia/Ho_Chi_Minh',
};

async function sessionRow(store: Store, sessionId: string) {
  return store.db
    .selectFrom('visitor_sessions')
    .select([
      'user_id',
      'ip_address',
      'country',
      'user_agent',
      'device_info',
      'referrer',
      'landing_page',
      'page_views',
      'is_active',
      'exit_page',
      'end_time',
      'last_activity',
      'start_time',
    ])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

/** The route handler reads the process's store; point it at this suite's store. */
function useStoreForRoute(store: Store): void {
  (globalThis as { __appStore?: Promise<Store> }).__appStore = Promise.resolve(store);
}

describeEachDialect('Visitor sessions', ({ store }) => {
  beforeEach(() => newSessionLimiter.reset());

  it('starts a session, then resumes it when the same id starts again', async () => {
    const caller = await callerAt(store(), '198.51.100.20', 'VN', { 'user-agent': 'Jest UA' });
    const sessionId = newSessionId();
    expect(await caller.userSession.getSession({ sessionId })).toBeNull();

    const started = await caller.userSession.startSession({
      sessionId,
      userId: null,
      ipAddress: '198.51.100.20',
      country: 'vn',
      userAgent: 'Mozilla/5.0',
      deviceInfo,
      referrer: 'https://www.google.com/',
      landingPage: '/vi/thuc-don',
    });
    expect(started).toMatchObject({ sessionId, resumed: false, pageViews: 0, isActive: true });
    expect(await caller.userSession.getSession({ sessionId })).toEqual({
      startTime: started.startTime,
      pageViews: 0,
      isActive: true,
      lastActivity: started.lastActivity,
      country: 'VN',
    });
    expect(await sessionRow(store(), sessionId)).toMatchObject({
      ip_address: '198.51.100.20',
      country: 'VN',
      user_agent: 'Mozilla/5.0',
      referrer: 'https://www.google.com/',
      landing_page: '/vi/thuc-don',
      device_info: JSON.stringify(deviceInfo),
    });

    await caller.userSession.endSession({ sessionId, exitPage: '/vi' });
    const resumed = await caller.userSession.startSession({
      sessionId,
      landingPage: '/vi/lien-he',
    });
    expect(resumed).toMatchObject({
      sessionId,
      resumed: true,
      startTime: started.startTime,
      isActive: true,
    });
    expect(await sessionRow(store(), sessionId)).toMatchObject({
      landing_page: '/vi/thuc-don',
      exit_page: null,
      end_time: null,
    });
  });

  it('takes the address and country from the request, never from the body', async () => {
    const caller = await callerAt(store(), '192.0.2.15', 'VN');
    const sessionId = newSessionId();
    await caller.userSession.startSession({
      sessionId,
      ipAddress: '<img src=x onerror=alert(1)>',
      country: 'KP',
    });
    expect(await sessionRow(store(), sessionId)).toMatchObject({
      ip_address: '192.0.2.15',
      country: 'VN',
    });
    await caller.userSession.updateSession({ sessionId, ipAddress: '203.0.113.66', country: 'KP' });
    expect(await sessionRow(store(), sessionId)).toMatchObject({
      ip_address: '192.0.2.15',
      country: 'VN',
    });
    // The visitor moved (another network): the request's own facts follow.
    const moved = await callerAt(store(), '192.0.2.16', 'SG');
    await moved.userSession.updateSession({ sessionId, pageViews: 1 });
    expect(await sessionRow(store(), sessionId)).toMatchObject({
      ip_address: '192.0.2.16',
      country: 'SG',
    });
  });

  it('cuts over-long browser text instead of refusing the visit, without splitting a character', async () => {
    const caller = await callerAt(store(), '192.0.2.17', 'VN');
    const sessionId = newSessionId();
    await caller.userSession.startSession({
      sessionId,
      referrer: `https://example.com/?q=${'x'.repeat(5000)}`,
      userAgent: `${'U'.repeat(511)}😀`,
    });
    const row = await sessionRow(store(), sessionId);
    expect(row?.referrer).toHaveLength(1024);
    expect(row?.user_agent).toBe('U'.repeat(511));
  });

  it('refuses control, bidi-override and lone-surrogate characters in every text field', async () => {
    const caller = await callerAt(store(), '192.0.2.18', 'VN');
    const before = await countRows(store(), 'visitor_sessions');
    for (const input of [
      { referrer: 'https://a.example/\u0000' },
      { landingPage: '/vi/\u202Eevil' },
      { userAgent: 'UA \uD800' },
      { deviceInfo: { ...deviceInfo, platform: 'i\u200BPhone' } },
    ]) {
      await expect(
        caller.userSession.startSession({ sessionId: newSessionId(), ...input }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    const sessionId = newSessionId();
    await caller.userSession.startSession({ sessionId });
    await expect(
      caller.userSession.endSession({ sessionId, exitPage: '/vi\u0007' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await countRows(store(), 'visitor_sessions')).toBe(before + 1);
  });

  it('attaches the logged-in user from the bearer token, never a user id from the body', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '198.51.100.30' }),
    });
    const { accessToken, user } = await signUp(guest, {
      email: 'tracked@example.com',
      password: 'mat-khau-dai',
      firstName: 'Theo',
    });
    const anonymous = newSessionId();
    await guest.userSession.startSession({ sessionId: anonymous, userId: user.id });
    expect((await sessionRow(store(), anonymous))?.user_id).toBeNull();

    const member = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${accessToken}` }),
    });
    await member.userSession.startSession({ sessionId: anonymous });
    expect((await sessionRow(store(), anonymous))?.user_id).toBe(user.id);

    // Once a session has a user, another user's token (or none) does not take it over.
    const intruder = await signUp(guest, {
      email: 'intruder@example.com',
      password: 'mat-khau-khac-dai',
      firstName: 'Ích',
    });
    const other = await callerFor(store(), {
      headers: browserHeaders({ authorization: `Bearer ${intruder.accessToken}` }),
    });
    await other.userSession.updateSession({ sessionId: anonymous, pageViews: 1 });
    await other.userSession.startSession({ sessionId: anonymous, userId: intruder.user.id });
    await guest.userSession.updateSession({ sessionId: anonymous, pageViews: 1 });
    expect((await sessionRow(store(), anonymous))?.user_id).toBe(user.id);
  });

  it('updates page views and activity forward only, and ends with the exit page', async () => {
    const caller = await callerFor(store(), { headers: browserHeaders() });
    const sessionId = newSessionId();
    // The session starts a minute ago, so the update below is later without waiting.
    await atTime(Date.now() - 60_000, () =>
      caller.userSession.startSession({ sessionId, deviceInfo }),
    );
    const at = new Date().toISOString();
    const updated = await caller.userSession.updateSession({
      sessionId,
      lastActivity: at,
      pageViews: 3,
      isActive: false,
    });
    expect(updated).toMatchObject({ pageViews: 3, isActive: false, lastActivity: at });

    // A late ping carrying older values does not roll anything back.
    const older = new Date(Date.now() - 60_000).toISOString();
    const late = await caller.userSession.updateSession({
      sessionId,
      lastActivity: older,
      pageViews: 2,
      isActive: true,
    });
    expect(late).toMatchObject({ pageViews: 3, lastActivity: at, isActive: true });
    expect(await caller.userSession.getSession({ sessionId })).toMatchObject({ pageViews: 3 });

    // A client clock in the future is clamped to the server's now.
    const future = new Date(Date.now() + 3600_000).toISOString();
    const ahead = await caller.userSession.updateSession({ sessionId, lastActivity: future });
    expect(Date.parse(ahead.lastActivity)).toBeLessThanOrEqual(Date.now());
    expect(ahead.lastActivity >= at).toBe(true);

    await expect(
      caller.userSession.endSession({ sessionId, exitPage: '/vi/dat-ve' }),
    ).resolves.toEqual({ ended: true });
    expect(await sessionRow(store(), sessionId)).toMatchObject({
      is_active: 0,
      exit_page: '/vi/dat-ve',
    });
    expect((await sessionRow(store(), sessionId))?.end_time).toEqual(expect.any(String));
  });

  it('lets page views grow only by sane steps, however large the reported count', async () => {
    const caller = await callerAt(store(), '192.0.2.19', 'VN');
    const sessionId = newSessionId();
    await caller.userSession.startSession({ sessionId });
    const first = await caller.userSession.updateSession({ sessionId, pageViews: 1_000_000 });
    expect(first.pageViews).toBe(PAGE_VIEW_MAX_STEP);
    // A fresh session cannot report more views than its age allows, step after step.
    for (let i = 0; i < 5; i += 1) {
      await caller.userSession.updateSession({ sessionId, pageViews: 1_000_000 });
    }
    expect((await caller.userSession.getSession({ sessionId }))?.pageViews).toBeLessThanOrEqual(
      PAGE_VIEW_BURST + 5,
    );
    // An old session may grow again, one step per update.
    await store()
      .db.updateTable('visitor_sessions')
      .set({ start_time: new Date(Date.now() - 3600_000).toISOString() })
      .where('session_id', '=', sessionId)
      .execute();
    const before = (await caller.userSession.getSession({ sessionId }))?.pageViews ?? 0;
    const later = await caller.userSession.updateSession({ sessionId, pageViews: 1_000_000 });
    expect(later.pageViews).toBe(before + PAGE_VIEW_MAX_STEP);
  });

  it('answers NOT_FOUND for an update of an unknown session and ended:false for its end', async () => {
    const caller = await callerFor(store(), { headers: browserHeaders() });
    const unknown = newSessionId();
    await expect(
      caller.userSession.updateSession({ sessionId: unknown, pageViews: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.userSession.endSession({ sessionId: unknown })).resolves.toEqual({
      ended: false,
    });
    expect(await sessionRow(store(), unknown)).toBeUndefined();
  });

  it('rejects bad input as BAD_REQUEST and creates nothing', async () => {
    const before = await countRows(store(), 'visitor_sessions');
    const caller = await callerFor(store(), { headers: browserHeaders() });
    for (const sessionId of [
      'x',
      // The old shape (64 random bits at best), and a random part shorter than 128 bits.
      'lq2x9abc-k3j2h1ab',
      `lq2x9abc_${'a'.repeat(16)}`,
    ]) {
      await expect(caller.userSession.startSession({ sessionId })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
      await expect(caller.userSession.getSession({ sessionId })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    await expect(
      caller.userSession.startSession({
        sessionId: newSessionId(),
        deviceInfo: { ...deviceInfo, screenWidth: -5 },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.userSession.updateSession({ sessionId: newSessionId(), lastActivity: 'yesterday' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await countRows(store(), 'visitor_sessions')).toBe(before);
  });

  it('limits session writes per client address, an unknown address included', async () => {
    const flood = newSessionId();
    sessionWriteLimiter.reset();
    for (const ip of ['192.0.2.201', 'unknown']) {
      const caller = await callerAt(store(), ip, 'XX');
      for (let i = 0; i < SESSION_WRITE_RATE_LIMIT.limit; i += 1) {
        await caller.userSession.endSession({ sessionId: flood });
      }
      await expect(caller.userSession.endSession({ sessionId: flood })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
      // Reads are not limited.
      await expect(caller.userSession.getSession({ sessionId: flood })).resolves.toBeNull();
    }
    // Other clients are unaffected.
    const other = await callerAt(store(), '192.0.2.203', 'XX');
    await expect(other.userSession.endSession({ sessionId: flood })).resolves.toEqual({
      ended: false,
    });
    // The route handler's in-process requests below have no address either.
    sessionWriteLimiter.reset();
  });

  it('starts at most 30 new sessions per address a minute; resuming one is not limited', async () => {
    const caller = await callerAt(store(), '192.0.2.210', 'VN');
    const started: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const sessionId = newSessionId();
      await caller.userSession.startSession({ sessionId });
      started.push(sessionId);
    }
    const before = await countRows(store(), 'visitor_sessions');
    await expect(
      caller.userSession.startSession({ sessionId: newSessionId() }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await countRows(store(), 'visitor_sessions')).toBe(before);
    // A known id adds no row, so a returning tab still resumes its session.
    await expect(
      caller.userSession.startSession({ sessionId: started[0] ?? '' }),
    ).resolves.toMatchObject({ resumed: true });
    // Another address is not held back by this one.
    const other = await callerAt(store(), '192.0.2.211', 'VN');
    await expect(
      other.userSession.startSession({ sessionId: newSessionId() }),
    ).resolves.toMatchObject({ resumed: false });
  });

  it('keeps a session row within its byte bound whatever the browser sends', async () => {
    const caller = await callerAt(store(), '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'VN', {
      'user-agent': 'ÿ'.repeat(4000),
    });
    const sessionId = newSessionId();
    // Three UTF-8 bytes per character, in every text the row keeps.
    const long = '€'.repeat(16_000);
    await caller.userSession.startSession({
      sessionId,
      referrer: long,
      landingPage: long,
      deviceInfo: {
        screenWidth: 99_999,
        screenHeight: 99_999,
        language: long,
        platform: long,
        timeZone: long,
      },
    });
    await caller.userSession.endSession({ sessionId, exitPage: long });
    const row = await store()
      .db.selectFrom('visitor_sessions')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const bytes = Object.values(row).reduce<number>(
      (sum, value) => sum + Buffer.byteLength(String(value ?? '')),
      0,
    );
    expect(bytes).toBeLessThanOrEqual(VISITOR_SESSION_ROW_MAX_BYTES);
    // The header's agent, when the body sends none, is bounded too.
    const bare = newSessionId();
    await caller.userSession.startSession({ sessionId: bare });
    const agent = await sessionRow(store(), bare);
    expect(Buffer.byteLength(agent?.user_agent ?? '')).toBeLessThanOrEqual(512);
  });

  it('creates one row when two tabs start the same id at once', async () => {
    const caller = await callerFor(store(), { headers: browserHeaders() });
    const sessionId = newSessionId();
    const results = await Promise.all([
      caller.userSession.startSession({ sessionId }),
      caller.userSession.startSession({ sessionId }),
    ]);
    expect(results.map((r) => r.resumed).sort()).toEqual([false, true]);
    const rows = await store()
      .db.selectFrom('visitor_sessions')
      .select('session_id')
      .where('session_id', '=', sessionId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  describe('over HTTP (the real route handler)', () => {
    beforeEach(() => useStoreForRoute(store()));

    function beacon(body: string, headers: Record<string, string> = {}): Request {
      return new Request(`${ORIGIN}/api/trpc/userSession.endSession`, {
        method: 'POST',
        // What navigator.sendBeacon sends for a string body.
        headers: {
          host: 'localhost:3000',
          origin: ORIGIN,
          'content-type': 'text/plain;charset=UTF-8',
          ...headers,
        },
        body,
      });
    }

    it('ends a session from the unload beacon (text/plain JSON body, not batched)', async () => {
      const caller = await callerFor(store(), { headers: browserHeaders() });
      const sessionId = newSessionId();
      await caller.userSession.startSession({ sessionId });

      const response = await POST(beacon(JSON.stringify({ sessionId, exitPage: '/vi/gio-hang' })));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: { data: { ended: true } } });
      expect(await sessionRow(store(), sessionId)).toMatchObject({
        is_active: 0,
        exit_page: '/vi/gio-hang',
      });
    });

    it('refuses a beacon from another origin and one with a bad body', async () => {
      const caller = await callerFor(store(), { headers: browserHeaders() });
      const sessionId = newSessionId();
      await caller.userSession.startSession({ sessionId });

      const crossSite = await POST(
        beacon(JSON.stringify({ sessionId, exitPage: '/x' }), { origin: 'https://evil.example' }),
      );
      expect(crossSite.status).toBe(403);
      expect((await POST(beacon('not json'))).status).toBe(400);

      const invalid = await POST(beacon(JSON.stringify({ sessionId: '!', exitPage: 5 })));
      expect(invalid.status).toBe(400);
      const body = (await invalid.json()) as {
        error: {
          message: string;
          data: { code: string; zodError: { fieldErrors: Record<string, string[]> } };
        };
      };
      expect(body.error.data.code).toBe('BAD_REQUEST');
      expect(body.error.message).toBe('Dữ liệu không hợp lệ');
      expect(Object.keys(body.error.data.zodError.fieldErrors).sort()).toEqual([
        'exitPage',
        'sessionId',
      ]);

      const oversized = await POST(
        beacon(JSON.stringify({ sessionId, exitPage: 'x'.repeat(10_000) })),
      );
      expect(oversized.status).toBe(413);
      expect(await sessionRow(store(), sessionId)).toMatchObject({ is_active: 1, exit_page: null });
    });

    it('accepts text/plain only for the beacon: any other mutation must be JSON', async () => {
      const before = await countRows(store(), 'visitor_sessions');
      const response = await POST(
        new Request(`${ORIGIN}/api/trpc/userSession.startSession`, {
          method: 'POST',
          headers: { host: 'localhost:3000', origin: ORIGIN, 'content-type': 'text/plain' },
          body: JSON.stringify({ sessionId: newSessionId() }),
        }),
      );
      expect(response.status).toBe(415);
      const batchedBeacon = await POST(
        new Request(`${ORIGIN}/api/trpc/userSession.endSession?batch=1`, {
          method: 'POST',
          headers: { host: 'localhost:3000', origin: ORIGIN, 'content-type': 'text/plain' },
          body: JSON.stringify({ 0: { sessionId: newSessionId() } }),
        }),
      );
      expect(batchedBeacon.status).toBe(415);
      expect(await countRows(store(), 'visitor_sessions')).toBe(before);
    });

    it('answers a batched GET of SEO, active theme and public settings', async () => {
      const input = encodeURIComponent(JSON.stringify({ 0: { path: '/vi' } }));
      const response = await GET(
        new Request(
          `${ORIGIN}/api/trpc/getSeoByPath,theme.getActiveTheme,settings.getPublicSettings?batch=1&input=${input}`,
        ),
      );
      expect(response.status).toBe(200);
      const [seo, theme, settings] = (await response.json()) as { result: { data: unknown } }[];
      expect(seo?.result.data).toMatchObject({ title: 'Trang chủ', robotsTxt: 'index, follow' });
      expect(theme?.result.data).toMatchObject({ isActive: true });
      expect(settings?.result.data).toEqual(
        expect.arrayContaining([{ key: 'google_tag_manager_id', value: '' }]),
      );
    });

    it('serves repeated public batched reads from cache and shows a write on the next read', async () => {
      const url = `${ORIGIN}/api/trpc/settings.getPublicSettingByKey,featureFlags.isFeatureEnabled?batch=1&input=${encodeURIComponent(
        JSON.stringify({
          0: { key: 'google_tag_manager_id' },
          1: { key: 'cache_probe', defaultValue: false },
        }),
      )}`;
      const read = async () =>
        (await (await GET(new Request(url))).json()) as { result: { data: unknown } }[];
      const first = await read();
      expect(await read()).toEqual(first);
      expect(first[1]?.result.data).toEqual({ key: 'cache_probe', enabled: false });

      await setSetting(store(), {
        key: 'google_tag_manager_id',
        value: 'GTM-CACHE1',
        isPublic: true,
      });
      await setFeatureFlag(store(), { key: 'cache_probe', value: 'true' });
      const after = await read();
      expect(after[0]?.result.data).toEqual({ key: 'google_tag_manager_id', value: 'GTM-CACHE1' });
      expect(after[1]?.result.data).toEqual({ key: 'cache_probe', enabled: true });
    });

    it('never answers a read that depends on the caller from the shared cache', async () => {
      expect(
        contextFreeReadKey(new Request(`${ORIGIN}/api/trpc/theme.getActiveTheme`)),
      ).not.toBeNull();
      expect(
        contextFreeReadKey(
          new Request(`${ORIGIN}/api/trpc/theme.getActiveTheme,profile.getMyProfile?batch=1`),
        ),
      ).toBeNull();
      expect(
        contextFreeReadKey(new Request(`${ORIGIN}/api/trpc/userSession.getSession?input=%7B%7D`)),
      ).toBeNull();
      expect(
        contextFreeReadKey(
          new Request(`${ORIGIN}/api/trpc/theme.getActiveTheme`, {
            headers: { authorization: 'Bearer x' },
          }),
        ),
      ).toBeNull();
      const guest = await callerFor(store(), {
        headers: browserHeaders({ 'x-forwarded-for': '198.51.100.40' }),
      });
      const { accessToken } = await signUp(guest, {
        email: 'http-profile@example.com',
        password: 'mat-khau-dai',
        firstName: 'Hải',
      });
      const profile = await GET(
        new Request(`${ORIGIN}/api/trpc/profile.getMyProfile`, {
          headers: { authorization: `Bearer ${accessToken}` },
        }),
      );
      expect(
        ((await profile.json()) as { result: { data: { email: string } } }).result.data.email,
      ).toBe('http-profile@example.com');
      expect((await GET(new Request(`${ORIGIN}/api/trpc/profile.getMyProfile`))).status).toBe(401);
    });

    it('answers a same-origin JSON mutation and refuses a cross-site one', async () => {
      const sessionId = newSessionId();
      const post = (origin: string) =>
        POST(
          new Request(`${ORIGIN}/api/trpc/userSession.startSession`, {
            method: 'POST',
            headers: { host: 'localhost:3000', origin, 'content-type': 'application/json' },
            body: JSON.stringify({ sessionId }),
          }),
        );
      expect((await post('https://evil.example')).status).toBe(403);
      expect(await sessionRow(store(), sessionId)).toBeUndefined();
      expect((await post(ORIGIN)).status).toBe(200);
      expect(await sessionRow(store(), sessionId)).toBeDefined();
    });
  });
});
