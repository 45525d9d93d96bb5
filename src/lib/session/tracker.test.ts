import { TRPCClientError } from '@trpc/client';
import { SessionTracker, type SessionClient, type TrackerEnvironment } from './tracker';

type Call = { name: string; input: Record<string, unknown> };

const KNOWN_ID = 'lq2x9abc_0123456789abcdef0123456789abcdef';
const STALE_ID = 'lq2x0000_ffffffffffffffffffffffffffffffff';

/** A fake of the four userSession procedures that records each call, with optional failures. */
function fakeClient(known: Record<string, { startTime: string; pageViews: number }> = {}) {
  const calls: Call[] = [];
  const failures: Partial<Record<string, Error>> = {};
  const record = (name: string) => async (input: Record<string, unknown>) => {
    calls.push({ name, input });
    const failure = failures[name];
    if (failure) throw failure;
    return null;
  };
  const client: SessionClient = {
    userSession: {
      getSession: {
        query: async (input) => {
          calls.push({ name: 'getSession', input });
          const failure = failures.getSession;
          if (failure) throw failure;
          return known[input.sessionId] ?? null;
        },
      },
      startSession: { mutate: record('startSession') },
      updateSession: { mutate: record('updateSession') },
      endSession: { mutate: record('endSession') },
    },
  };
  const named = (name: string) => calls.filter((c) => c.name === name);
  return { client, calls, failures, named };
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  referrer = 'https://www.google.com/';
}

function fakeEnv(stored: Record<string, string> = {}) {
  const values = new Map(Object.entries(stored));
  const beacons: { url: string; body: string }[] = [];
  const target = new EventTarget();
  const document = new FakeDocument();
  let path = '/vi/thuc-don';
  const env: TrackerEnvironment = {
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
    target: target as unknown as TrackerEnvironment['target'],
    document: document as unknown as TrackerEnvironment['document'],
    currentPath: () => path,
    userAgent: 'jest',
    deviceInfo: () => ({
      screenWidth: 390,
      screenHeight: 844,
      language: 'vi-VN',
      platform: 'iPhone',
      timeZone: 'Asia/Ho_Chi_Minh',
    }),
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    now: () => Date.now(),
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    document.visibilityState = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    env,
    values,
    beacons,
    target,
    setVisibility,
    navigate: (next: string) => {
      path = next;
    },
  };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-05-01T03:00:00Z') });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function started(tracker: SessionTracker) {
  tracker.init();
  tracker.trackPageView();
  await jest.advanceTimersByTimeAsync(500);
}

describe('the visitor session tracker', () => {
  it('starts a new session 500 ms after init and stores its id', async () => {
    const api = fakeClient();
    const { env, values } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    tracker.init();
    tracker.trackPageView();
    await jest.advanceTimersByTimeAsync(499);
    expect(api.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);

    const start = api.named('startSession')[0]?.input;
    expect(start).toMatchObject({
      userId: null,
      userAgent: 'jest',
      referrer: 'https://www.google.com/',
      landingPage: '/vi/thuc-don',
      deviceInfo: { screenWidth: 390, timeZone: 'Asia/Ho_Chi_Minh' },
    });
    const id = String(start?.sessionId);
    // Base-36 time, then 128 random bits: the id is the only key to its session.
    expect(id).toMatch(/^[0-9a-z]+_[0-9a-f]{32}$/);
    expect(parseInt(id.split('_')[0] ?? '', 36)).toBe(Date.now());
    expect(values.get('user_session_id')).toBe(id);
    expect(tracker.snapshot()).toMatchObject({ status: 'active', sessionId: id, resumed: false });
    // The first page view is reported right away, since a new row starts at zero.
    expect(api.named('updateSession')[0]?.input).toMatchObject({
      sessionId: id,
      pageViews: 1,
      isActive: true,
    });
    tracker.destroy();
  });

  it('resumes the stored session when the server still knows it', async () => {
    const api = fakeClient({
      [KNOWN_ID]: { startTime: '2026-05-01T02:00:00.000Z', pageViews: 4 },
    });
    const { env, values } = fakeEnv({ user_session_id: KNOWN_ID });
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    expect(api.named('getSession')[0]?.input).toEqual({ sessionId: KNOWN_ID });
    expect(api.named('startSession')[0]?.input.sessionId).toBe(KNOWN_ID);
    expect(tracker.snapshot()).toMatchObject({ resumed: true, pageViews: 5 });
    expect(values.get('user_session_id')).toBe(KNOWN_ID);
    tracker.destroy();
  });

  it('replaces a stored id of the old short shape without asking the server about it', async () => {
    const api = fakeClient({
      'lq2x9abc-k3j2h1ab': { startTime: '2026-05-01T02:00:00.000Z', pageViews: 4 },
    });
    const { env, values } = fakeEnv({ user_session_id: 'lq2x9abc-k3j2h1ab' });
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    expect(api.named('getSession')).toEqual([]);
    const id = String(api.named('startSession')[0]?.input.sessionId);
    expect(id).toMatch(/^[0-9a-z]+_[0-9a-f]{32}$/);
    expect(values.get('user_session_id')).toBe(id);
    expect(tracker.snapshot()).toMatchObject({ resumed: false, status: 'active' });
    tracker.destroy();
  });

  it('starts a new id when the server does not know the stored one', async () => {
    const api = fakeClient();
    const { env, values } = fakeEnv({ user_session_id: STALE_ID });
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    expect(api.named('getSession')[0]?.input).toEqual({ sessionId: STALE_ID });
    expect(api.named('startSession')[0]?.input.sessionId).not.toBe(STALE_ID);
    expect(values.get('user_session_id')).toBe(api.named('startSession')[0]?.input.sessionId);
    expect(tracker.snapshot().resumed).toBe(false);
    tracker.destroy();
  });

  it('is initialised only once', async () => {
    const api = fakeClient();
    const { env } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    tracker.init();
    tracker.init();
    tracker.init();
    await jest.advanceTimersByTimeAsync(500);
    expect(api.named('startSession')).toHaveLength(1);
    tracker.destroy();
  });

  it('sends an update every 60 seconds', async () => {
    const api = fakeClient();
    const { env } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    const before = api.named('updateSession').length;
    await jest.advanceTimersByTimeAsync(59_999);
    expect(api.named('updateSession')).toHaveLength(before);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.named('updateSession')).toHaveLength(before + 1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.named('updateSession')).toHaveLength(before + 2);
    tracker.destroy();
  });

  it.each(['mousedown', 'keydown', 'touchstart', 'scroll'])(
    'pings on %s at most every 30 seconds',
    async (type) => {
      const api = fakeClient();
      const { env, target } = fakeEnv();
      const tracker = new SessionTracker({ client: api.client, env });
      await started(tracker);
      const before = api.named('updateSession').length;
      await jest.advanceTimersByTimeAsync(10_000);
      target.dispatchEvent(new Event(type));
      // The start's own update was less than 30 s ago.
      expect(api.named('updateSession')).toHaveLength(before);
      await jest.advanceTimersByTimeAsync(20_000);
      target.dispatchEvent(new Event(type));
      await jest.advanceTimersByTimeAsync(0);
      expect(api.named('updateSession')).toHaveLength(before + 1);
      expect(api.named('updateSession').at(-1)?.input.lastActivity).toBe(new Date().toISOString());
      target.dispatchEvent(new Event(type));
      expect(api.named('updateSession')).toHaveLength(before + 1);
      tracker.destroy();
    },
  );

  it('becomes inactive when the tab is hidden and active again when visible', async () => {
    const api = fakeClient();
    const { env, setVisibility } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(0);
    expect(tracker.snapshot().status).toBe('inactive');
    expect(api.named('updateSession').at(-1)?.input.isActive).toBe(false);
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(tracker.snapshot().status).toBe('active');
    expect(api.named('updateSession').at(-1)?.input.isActive).toBe(true);
    tracker.destroy();
  });

  it('sends the end beacon with the exit page on unload and keeps the id for the next page', async () => {
    const api = fakeClient();
    const { env, target, beacons, navigate, values } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    const id = tracker.snapshot().sessionId;
    navigate('/vi/gioi-thieu');
    target.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([
      {
        url: '/api/trpc/userSession.endSession',
        body: JSON.stringify({ sessionId: id, exitPage: '/vi/gioi-thieu' }),
      },
    ]);
    expect(values.get('user_session_id')).toBe(id);
    // No more updates from a page that is going away.
    const before = api.named('updateSession').length;
    await jest.advanceTimersByTimeAsync(120_000);
    expect(api.named('updateSession')).toHaveLength(before);
    tracker.destroy();
  });

  it('ends on request: the stored id is removed and the timer stopped', async () => {
    const api = fakeClient();
    const { env, values } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    const id = tracker.snapshot().sessionId;
    await tracker.end();
    expect(api.named('endSession')[0]?.input).toEqual({ sessionId: id, exitPage: '/vi/thuc-don' });
    expect(values.has('user_session_id')).toBe(false);
    expect(tracker.snapshot()).toMatchObject({ status: 'ended', sessionId: null });
    const before = api.named('updateSession').length;
    await jest.advanceTimersByTimeAsync(180_000);
    expect(api.named('updateSession')).toHaveLength(before);
    tracker.destroy();
  });

  it('restarts with a new id after an explicit end', async () => {
    const api = fakeClient();
    const { env, values } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    const first = tracker.snapshot().sessionId;
    await tracker.restart();
    const second = tracker.snapshot().sessionId;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(values.get('user_session_id')).toBe(second);
    expect(tracker.snapshot().status).toBe('active');
    tracker.destroy();
  });

  it('passes the looked-up IP and country when a lookup is configured', async () => {
    const api = fakeClient();
    const { env } = fakeEnv();
    const lookupNetwork = jest.fn(async () => ({ ip: '203.0.113.9', country: 'VN' }));
    const tracker = new SessionTracker({
      client: api.client,
      env,
      lookupNetwork,
      userId: () => 'u1',
    });
    await started(tracker);
    expect(api.named('startSession')[0]?.input).toMatchObject({
      ipAddress: '203.0.113.9',
      country: 'VN',
      userId: 'u1',
    });
    expect(lookupNetwork).toHaveBeenCalledTimes(1);
    tracker.destroy();
  });

  describe('errors', () => {
    it('keeps the message of a failed start', async () => {
      const api = fakeClient();
      api.failures.startSession = new TRPCClientError('Quá nhiều yêu cầu');
      const { env, values } = fakeEnv();
      const tracker = new SessionTracker({ client: api.client, env });
      await started(tracker);
      expect(tracker.snapshot()).toMatchObject({ status: 'idle', error: 'Quá nhiều yêu cầu' });
      expect(values.has('user_session_id')).toBe(false);
      tracker.destroy();
    });

    it('uses the default texts when a failure has no message', async () => {
      const api = fakeClient();
      const { env } = fakeEnv();
      const tracker = new SessionTracker({ client: api.client, env });

      api.failures.startSession = new Error('');
      await started(tracker);
      expect(tracker.snapshot().error).toBe('Lỗi khởi tạo phiên');

      delete api.failures.startSession;
      await tracker.start();
      expect(tracker.snapshot().error).toBeNull();

      api.failures.updateSession = new Error('');
      await tracker.update();
      expect(tracker.snapshot().error).toBe('Lỗi cập nhật phiên');

      api.failures.endSession = new Error('');
      await tracker.end();
      expect(tracker.snapshot().error).toBe('Lỗi kết thúc phiên');
      tracker.destroy();
    });
  });
});

describe('the tracker snapshot', () => {
  it('stays the same object until the state changes, and listeners hear each change', async () => {
    const api = fakeClient();
    const { env } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    const listener = jest.fn();
    tracker.subscribe(listener);
    const first = tracker.snapshot();
    expect(tracker.snapshot()).toBe(first);
    await started(tracker);
    expect(listener).toHaveBeenCalled();
    expect(tracker.snapshot()).not.toBe(first);
    expect(tracker.snapshot()).toBe(tracker.snapshot());
    tracker.destroy();
  });
});

describe('the update timer', () => {
  it('stays single when start runs again on a running session', async () => {
    const api = fakeClient();
    const { env } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    await tracker.start();
    const before = api.named('updateSession').length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.named('updateSession')).toHaveLength(before + 1);
    tracker.destroy();
  });

  it('resumes the same session when the page comes back from the back/forward cache', async () => {
    const api = fakeClient();
    const { env, target } = fakeEnv();
    const tracker = new SessionTracker({ client: api.client, env });
    await started(tracker);
    const id = String(tracker.snapshot().sessionId);
    target.dispatchEvent(new Event('pagehide'));
    expect(tracker.snapshot().status).toBe('idle');
    api.calls.length = 0;
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    // The server knows the id it just ended.
    api.client.userSession.getSession.query = async () => ({ startTime: 'x', pageViews: 1 });
    target.dispatchEvent(restored);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.named('startSession')[0]?.input.sessionId).toBe(id);
    expect(tracker.snapshot()).toMatchObject({ status: 'active', sessionId: id, pageViews: 1 });
    tracker.destroy();
  });
});
