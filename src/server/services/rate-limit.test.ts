import { MemoryRateLimiter } from './rate-limit';

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
