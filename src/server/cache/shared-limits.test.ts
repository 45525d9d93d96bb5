// The limits every instance shares, against a real redis-server: a fixed window that never counts
// a refused hit, a token bucket on Redis's clock, and null (count in the process) without Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRedisClient } from './redis-client.mjs';
import { forgetSharedLimits, takeSharedBucket, takeSharedWindow } from './shared-limits.mjs';

async function until(condition: () => boolean, limitMs: number) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('limits shared through Redis', () => {
  const port = 28_000 + Math.floor(Math.random() * 2_000);
  let server: ChildProcess;
  let redis: ReturnType<typeof createRedisClient>;
  // Two clients: what two instances would hold.
  let other: ReturnType<typeof createRedisClient>;

  beforeAll(async () => {
    server = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', ''], {
      stdio: 'ignore',
    });
    redis = createRedisClient(`redis://127.0.0.1:${port}`);
    other = createRedisClient(`redis://127.0.0.1:${port}`);
    for (const client of [redis, other]) client.on('error', () => {});
    await until(() => redis.status === 'ready' && other.status === 'ready', 10_000);
  });

  afterAll(() => {
    redis.disconnect();
    other.disconnect();
    server.kill('SIGKILL');
  });

  it('a window holds `limit` hits across clients, and refused hits are not counted', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        takeSharedWindow('cart-write:203.0.113.9', rule, i % 2 ? redis : other),
      ),
    );
    expect(answers.filter((taken) => taken === true)).toHaveLength(5);
    expect(answers.filter((taken) => taken === false)).toHaveLength(7);
    expect(await redis.get('storefront:limit:cart-write:203.0.113.9')).toBe('5');
    expect(await redis.pttl('storefront:limit:cart-write:203.0.113.9')).toBeGreaterThan(59_000);
  });

  it('a bucket spends across clients, says how long to wait, and refills', async () => {
    const rule = { capacity: 100, refillPerSecond: 50 };
    expect(await takeSharedBucket('read:198.51.100.4', 60, rule, redis)).toBe(0);
    expect(await takeSharedBucket('read:198.51.100.4', 60, rule, other)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await takeSharedBucket('read:198.51.100.4', 60, rule, other)).toBe(0);
  });

  it("forgets an erased person's counts by email and user id, and nobody else's", async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const email = 'lo*thi[xuyen]@example.vn';
    await takeSharedWindow(`login:email:${email}`, rule, redis);
    await takeSharedWindow('account:user:U1d', rule, redis);
    await takeSharedWindow('login:email:lothixuyen@example.vn', rule, redis);
    expect(await forgetSharedLimits([email, 'U1d'], redis)).toBe(2);
    expect(await redis.exists(`storefront:limit:login:email:${email}`)).toBe(0);
    expect(await redis.exists('storefront:limit:account:user:U1d')).toBe(0);
    expect(await redis.exists('storefront:limit:login:email:lothixuyen@example.vn')).toBe(1);
  });

  it('answers null without a connected Redis, so the caller counts in its process', async () => {
    const away = createRedisClient(`redis://127.0.0.1:${port + 1}`);
    away.on('error', () => {});
    try {
      expect(await takeSharedWindow('x', { limit: 1, windowMs: 1_000 }, away)).toBeNull();
      expect(await takeSharedBucket('x', 1, { capacity: 1, refillPerSecond: 1 }, away)).toBeNull();
      expect(await takeSharedWindow('x', { limit: 1, windowMs: 1_000 }, null)).toBeNull();
    } finally {
      away.disconnect();
    }
  });
});
