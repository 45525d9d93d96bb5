import { createTrpcFetch, RequestTimeoutError } from './fetch';

type Call = { input: RequestInfo | URL; init: RequestInit | undefined };

function fakeFetch(statuses: number[]) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ input, init });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200;
    return new Response(JSON.stringify({ status }), { status });
  });
  return { fetch, calls };
}

function memoryStorage(values: Record<string, string>) {
  return () => ({ getItem: (key: string) => values[key] ?? null });
}

const URL_GET = '/api/trpc/theme.getActiveTheme?batch=1&input=%7B%7D';
const URL_POST = '/api/trpc/auth.login?batch=1';

describe('the tRPC client fetch', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a GET once when the server answers %i',
    async (status) => {
      const { fetch, calls } = fakeFetch([status, 200]);
      const trpcFetch = createTrpcFetch({ fetch, storage: memoryStorage({}) });
      const response = await trpcFetch(URL_GET, { method: 'GET' });
      expect(response.status).toBe(200);
      expect(calls).toHaveLength(2);
    },
  );

  it('retries a GET only once even when the second answer fails too', async () => {
    const { fetch, calls } = fakeFetch([503, 503, 200]);
    const response = await createTrpcFetch({ fetch, storage: memoryStorage({}) })(URL_GET);
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a GET answered with %i', async (status) => {
    const { fetch, calls } = fakeFetch([status, 200]);
    const response = await createTrpcFetch({ fetch, storage: memoryStorage({}) })(URL_GET);
    expect(response.status).toBe(status);
    expect(calls).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    const { fetch, calls } = fakeFetch([503, 200]);
    const response = await createTrpcFetch({ fetch, storage: memoryStorage({}) })(URL_POST, {
      method,
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('includes cookies and sends the stored session id and access token', async () => {
    const { fetch, calls } = fakeFetch([200]);
    const storage = memoryStorage({ user_session_id: 'lq2x9abc-k3j2h1', accessToken: 'tok-123' });
    await createTrpcFetch({ fetch, storage })(URL_POST, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const init = calls[0]?.init;
    const headers = new Headers(init?.headers);
    expect(init?.credentials).toBe('include');
    expect(headers.get('x-session-id')).toBe('lq2x9abc-k3j2h1');
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends neither header when nothing is stored', async () => {
    const { fetch, calls } = fakeFetch([200]);
    await createTrpcFetch({ fetch, storage: () => null })(URL_GET);
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.has('x-session-id')).toBe(false);
    expect(headers.has('authorization')).toBe(false);
    expect(calls[0]?.init?.credentials).toBe('include');
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function hangingFetch() {
      const signals: (AbortSignal | undefined)[] = [];
      const fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        signals.push(init?.signal ?? undefined);
        return new Promise<Response>(() => {});
      });
      return { fetch, signals };
    }

    it('gives up after 30 seconds and aborts the request', async () => {
      const { fetch, signals } = hangingFetch();
      const pending = createTrpcFetch({ fetch, storage: () => null })(URL_POST, {
        method: 'POST',
      });
      const outcome = pending.then(
        () => 'resolved',
        (error: unknown) => error,
      );
      await jest.advanceTimersByTimeAsync(29_999);
      expect(signals[0]?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(RequestTimeoutError);
      expect((error as Error).message).toBe('Request timed out after 30000 ms');
      expect(signals[0]?.aborted).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('does not retry a GET that timed out', async () => {
      const { fetch } = hangingFetch();
      const outcome = createTrpcFetch({ fetch, storage: () => null })(URL_GET).catch(
        (error: unknown) => error,
      );
      await jest.advanceTimersByTimeAsync(30_000);
      expect(await outcome).toBeInstanceOf(RequestTimeoutError);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('aborts when the caller aborts', async () => {
      const { fetch, signals } = hangingFetch();
      const caller = new AbortController();
      const outcome = createTrpcFetch({ fetch, storage: () => null })(URL_GET, {
        signal: caller.signal,
      }).catch((error: unknown) => error);
      caller.abort(new Error('navigated away'));
      expect(((await outcome) as Error).message).toBe('navigated away');
      expect(signals[0]?.aborted).toBe(true);
    });
  });
});
