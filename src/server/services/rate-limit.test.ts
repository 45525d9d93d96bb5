import { describeEachDialect } from '../testing/stores';
import { MemoryRateLimiter, takeRateLimit } from './rate-limit';

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
    await takeRateLimit(store(), 'login:ip:a@example.com', rule);
    await takeRateLimit(store(), 'login:ip:a@example.com', rule);
    await expect(takeRateLimit(store(), 'login:ip:a@example.com', rule)).rejects.toMatchObject({
      kind: 'TOO_MANY_REQUESTS',
    });
    await expect(takeRateLimit(store(), 'login:ip:b@example.com', rule)).resolves.toBeUndefined();
    const expired = await store()
      .db.selectFrom('rate_limit_hits')
      .select('id')
      .where('id', '=', 'expired-1')
      .execute();
    expect(expired).toEqual([]);
  });
});
