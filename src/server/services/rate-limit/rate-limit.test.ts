import { describeEachDialect } from '@/testing/stores';
import {
  backoffDelayMs,
  clearRateLimit,
  MemoryRateLimiter,
  SharedRateLimiter,
  takeBackoff,
  takeRateLimit,
} from './rate-limit';

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per key and window, then refuses with TOO_MANY_REQUESTS', () => {
    const limiter = new MemoryRateLimiter({ limit: 3, windowMs: 1_000 });
    for (let i = 0; i < 3; i += 1) limiter.take('a', 0);
    expect(() => limiter.take('a', 500)).toThrow(
      expect.objectContaining({ kind: 'TOO_MANY_REQUESTS' }),
    );
    // Other keys have their own window...
    expect(() => limiter.take('b', 500)).not.toThrow();
    // ...and a new window starts afresh.
    expect(() => limiter.take('a', 1_000)).not.toThrow();
  });
});

describeEachDialect('Store-backed rate limit', ({ store }) => {
  it('counts hits per bucket inside the window and deletes expired hits', async () => {
    const old = new Date(Date.now() - 2 * 3600_000).toISOString();
    await store()
      .db.insertInto('rate_limit_hits')
      .values({ id: 'expired-1', bucket: 'other', hit_at: old })
      .execute();
    const rule = { limit: 2, windowMs: 60_000 };
    await takeRateLimit(store(), 'login:ip:a@example.com', rule, new Date());
    await takeRateLimit(store(), 'login:ip:a@example.com', rule, new Date());
    await expect(
      takeRateLimit(store(), 'login:ip:a@example.com', rule, new Date()),
    ).rejects.toMatchObject({
      kind: 'TOO_MANY_REQUESTS',
    });
    await expect(
      takeRateLimit(store(), 'login:ip:b@example.com', rule, new Date()),
    ).resolves.toBeUndefined();
    const expired = await store()
      .db.selectFrom('rate_limit_hits')
      .select('id')
      .where('id', '=', 'expired-1')
      .execute();
    expect(expired).toEqual([]);
  });
});

describe('backoffDelayMs', () => {
  const rule = { freeAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000, windowMs: 60_000 };

  it('lets the free attempts through, then doubles the delay up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((n) => backoffDelayMs(n, rule))).toEqual([
      0, 0, 0, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});

describeEachDialect('Store-backed limits under parallel attempts', ({ store }) => {
  it('let exactly the free slots through when twenty attempts arrive at once', async () => {
    const settle = (promises: Promise<void>[]) =>
      Promise.allSettled(promises).then((r) => r.filter((x) => x.status === 'fulfilled').length);
    const rule = { limit: 3, windowMs: 60_000 };
    expect(
      await settle(
        Array.from({ length: 20 }, () =>
          takeRateLimit(store(), 'parallel:window', rule, new Date()),
        ),
      ),
    ).toBe(3);
    const backoff = { freeAttempts: 4, baseDelayMs: 60_000, maxDelayMs: 60_000, windowMs: 60_000 };
    expect(
      await settle(
        Array.from({ length: 20 }, () =>
          takeBackoff(store(), 'parallel:account', backoff, new Date()),
        ),
      ),
    ).toBe(4);
  });
});

describeEachDialect('Store-backed backoff', ({ store }) => {
  const rule = { freeAttempts: 2, baseDelayMs: 1_000, maxDelayMs: 4_000, windowMs: 60_000 };
  const t0 = Date.now();

  it('refuses attempts inside the delay without recording them, and forgets on clear', async () => {
    const bucket = 'login-account:backoff@example.com';
    await takeBackoff(store(), bucket, rule, new Date(t0));
    await takeBackoff(store(), bucket, rule, new Date(t0 + 10));
    await expect(takeBackoff(store(), bucket, rule, new Date(t0 + 500))).rejects.toMatchObject({
      kind: 'TOO_MANY_REQUESTS',
    });
    // The refused attempt did not count: the delay is still one second after the last hit.
    await takeBackoff(store(), bucket, rule, new Date(t0 + 1_010));
    await expect(takeBackoff(store(), bucket, rule, new Date(t0 + 2_500))).rejects.toMatchObject({
      kind: 'TOO_MANY_REQUESTS',
    });
    await takeBackoff(store(), bucket, rule, new Date(t0 + 3_010));
    await clearRateLimit(store(), bucket);
    await expect(takeBackoff(store(), bucket, rule, new Date(t0 + 3_020))).resolves.toBeUndefined();
  });
});

describe('SharedRateLimiter', () => {
  const rule = { limit: 2, windowMs: 60_000 };

  it("follows the shared window's verdict, keyed by its name", async () => {
    const asked: string[] = [];
    const verdicts = [true, false];
    const limiter = new SharedRateLimiter('cart-write', rule, async (key) => {
      asked.push(key);
      return verdicts.shift() ?? null;
    });
    await expect(limiter.take('203.0.113.5', new Date())).resolves.toBeUndefined();
    await expect(limiter.take('203.0.113.5', new Date())).rejects.toMatchObject({
      kind: 'TOO_MANY_REQUESTS',
    });
    expect(asked).toEqual(['cart-write:203.0.113.5', 'cart-write:203.0.113.5']);
  });

  it('counts in its own process when there is no shared window, or it is away', async () => {
    for (const shared of [null, async () => null]) {
      const limiter = new SharedRateLimiter('session-write', rule, shared);
      await limiter.take('198.51.100.7', new Date());
      await limiter.take('198.51.100.7', new Date());
      await expect(limiter.take('198.51.100.7', new Date())).rejects.toMatchObject({
        kind: 'TOO_MANY_REQUESTS',
      });
      limiter.reset();
      await expect(limiter.take('198.51.100.7', new Date())).resolves.toBeUndefined();
    }
  });
});
