// The HTTP door's own limits, over the real route handler and store (DESIGN.md §8).
import { TRPC_MAX_BATCH_CALLS } from '@/config';
import {
  BATCH_TOO_LARGE_MESSAGE,
  contextFreeReadKey,
  createTrpcHandler,
  MAX_BODY_BYTES,
  SOLO_PROCEDURE_MESSAGE,
} from './http-handler';
import { hashCapacity } from './services/auth/passwords';
import { countRows, describeEachDialect } from '@/testing/stores';
import { sameOrigin } from './trpc';

const ORIGIN = 'http://localhost:3000';

interface ErrorBody {
  error: { message: string; data: { code: string; httpStatus: number } };
}

describeEachDialect('tRPC over HTTP: limits', ({ store }) => {
  const handle = (req: Request) => createTrpcHandler(async () => store())(req);

  it('refuses a batch of more than the cap before any call runs, with the security headers', async () => {
    const calls = Array.from({ length: TRPC_MAX_BATCH_CALLS + 1 }, () => 'theme.getActiveTheme');
    const response = await handle(new Request(`${ORIGIN}/api/trpc/${calls.join(',')}?batch=1`));
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await response.json()) as ErrorBody).error.message).toBe(BATCH_TOO_LARGE_MESSAGE);

    const atCap = calls.slice(1).join(',');
    expect((await handle(new Request(`${ORIGIN}/api/trpc/${atCap}?batch=1`))).status).toBe(200);
  });

  it('lets auth.login and auth.register through only alone', async () => {
    for (const path of ['auth.login,auth.login', 'auth.register,theme.getActiveTheme']) {
      const response = await handle(
        new Request(`${ORIGIN}/api/trpc/${path}?batch=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ 0: {}, 1: {} }),
        }),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(SOLO_PROCEDURE_MESSAGE);
    }
  });

  it('admits no more logins at once than the hash queue holds; the rest get 429 before any write', async () => {
    const hitsBefore = await countRows(store(), 'rate_limit_hits');
    const flood = Array.from({ length: hashCapacity() + 12 }, (_, i) =>
      handle(
        new Request(`${ORIGIN}/api/trpc/auth.login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ email: `flood-${i}@example.com`, password: 'sai-mat-khau-1' }),
        }),
      ),
    );
    const statuses = (await Promise.all(flood)).map((response) => response.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    expect(statuses.filter((status) => status === 401)).toHaveLength(hashCapacity());
    // Only the admitted logins wrote their rate-limit rows (a few each).
    const written = (await countRows(store(), 'rate_limit_hits')) - hitsBefore;
    expect(written).toBeLessThanOrEqual(hashCapacity() * 3);
    // The admitted ones each wait for a 128 MiB scrypt, one or two at a time.
  }, 60_000);

  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ sessionId: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await handle(
      new Request(`${ORIGIN}/api/trpc/userSession.startSession`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
        body: big,
      }),
    );
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-security-policy')).toContain("default-src 'self'");

    const bytes = new TextEncoder().encode(big);
    const streamed = await handle(
      new Request(`${ORIGIN}/api/trpc/userSession.startSession`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 4096)
              controller.enqueue(bytes.slice(i, i + 4096));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as ErrorBody).error.data.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses Origin: null with 403 and one log line without a stack', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await handle(
        new Request(`${ORIGIN}/api/trpc/auth.logout`, {
          method: 'POST',
          headers: { host: 'localhost:3000', origin: 'null', 'content-type': 'application/json' },
          body: '{}',
        }),
      );
      expect(response.status).toBe(403);
      expect(warn).toHaveBeenCalledTimes(1);
      const args = warn.mock.calls[0] ?? [];
      expect(args).toHaveLength(1);
      expect(String(args[0])).not.toContain('\n');
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('answers 400 for a path with a malformed escape', async () => {
    const response = await handle(new Request(`${ORIGIN}/api/trpc/getSeoByPath%E0%A4%A`));
    expect(response.status).toBe(400);
  });
});

describe('contextFreeReadKey', () => {
  const key = (query: string) =>
    contextFreeReadKey(new Request(`${ORIGIN}/api/trpc/getSeoByPath,theme.getActiveTheme${query}`));
  const input = (value: unknown) => `&input=${encodeURIComponent(JSON.stringify(value))}`;

  it('ignores junk parameters and inputs past the calls', () => {
    const plain = key(`?batch=1${input({ 0: { path: '/' } })}`);
    expect(plain).not.toBeNull();
    expect(key(`?batch=1&cachebust=7${input({ 0: { path: '/' } })}`)).toBe(plain);
    expect(key(`?batch=1${input({ 0: { path: '/' }, 9: 'junk' })}`)).toBe(plain);
  });

  it('tells different inputs apart', () => {
    expect(key(`?batch=1${input({ 0: { path: '/' } })}`)).not.toBe(
      key(`?batch=1${input({ 0: { path: '/vi' } })}`),
    );
  });

  it('is null for an input that is not JSON (tRPC refuses it)', () => {
    expect(key('?batch=1&input=%7B')).toBeNull();
  });
});

describe('sameOrigin', () => {
  it('compares the scheme as well as the host', () => {
    expect(sameOrigin('http://localhost:3000', 'localhost:3000', 'http')).toBe(true);
    expect(sameOrigin('https://localhost:3000', 'localhost:3000', 'http')).toBe(false);
    expect(sameOrigin('http://localhost:3000', 'localhost:3000', 'https')).toBe(false);
    expect(sameOrigin('https://shop.example', 'shop.example', 'https')).toBe(true);
  });

  it('never matches null or junk', () => {
    expect(sameOrigin('null', 'localhost:3000', 'http')).toBe(false);
    expect(sameOrigin('', 'localhost:3000', 'http')).toBe(false);
    expect(sameOrigin('http://localhost:3000', null, 'http')).toBe(false);
  });
});
