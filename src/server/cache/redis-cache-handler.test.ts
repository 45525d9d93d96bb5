// Next's cache entries survive the trip through Redis whole (Buffers and Maps included), a
// revalidation is recorded as Next's own file cache records it, entries are stamped with their
// request's start, and a Redis that stops answering is skipped and caught up (real redis-server).
import { spawn, type ChildProcess } from 'node:child_process';
import {
  areTagsExpired,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { Breaker } from './breaker.mjs';
import { expireTags } from './expire-tags.mjs';
import {
  deserializeEntry,
  expireTagsNow,
  laterTagState,
  newCacheState,
  RedisCacheHandler,
  revalidatedAt,
  serializeEntry,
  tagState,
  TAGS_KEY,
} from './redis-cache-handler.mjs';
import { createRedisClient } from './redis-client.mjs';
import { withRenderClock } from './render-clock.mjs';

describe('the Redis cache handler', () => {
  it('keeps Buffers and Maps of an APP_PAGE entry through serialisation', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      cacheControl: { revalidate: 300, expire: 31_536_000 },
      value: {
        kind: 'APP_PAGE',
        html: '<html>Đánh giá</html>',
        rscData: Buffer.from([0, 1, 2, 255]),
        headers: { 'x-next-cache-tags': '_N_T_/layout,reviews' },
        status: 200,
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      },
    };
    const back = deserializeEntry(serializeEntry(entry));
    expect(back.value.rscData).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
    expect(back.value.html).toBe('<html>Đánh giá</html>');
    expect(back.cacheControl).toEqual(entry.cacheControl);
  });

  it("records revalidations as Next's file cache does: stale now, expired now or after expire", () => {
    expect(tagState(undefined, 1000)).toEqual({ expired: 1000 });
    expect(tagState({ expire: 0 }, 1000)).toEqual({ stale: 1000, expired: 1000 });
    expect(tagState({ expire: 60 }, 1000)).toEqual({ stale: 1000, expired: 61_000 });
  });
});

describe('which of two records of a tag is kept', () => {
  it('the later revalidation, whichever arrives last', () => {
    const older = { stale: 1_000, expired: 1_000 };
    const newer = { expired: 2_000 };
    expect(laterTagState(older, newer)).toBe(newer);
    expect(laterTagState(newer, older)).toBe(newer);
    expect(laterTagState(undefined, older)).toBe(older);
    expect(revalidatedAt({ stale: 5, expired: 65 })).toBe(5);
  });
});

/** A throwaway redis-server on loopback, for the handler against the real thing. */
function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', ''], {
    stdio: 'ignore',
  });
}

async function until(condition: () => boolean | Promise<boolean>, limitMs: number) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const PAGE = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': 'reviews' },
  status: 200,
});

describe('the Redis cache handler against redis-server', () => {
  const port = 26_000 + Math.floor(Math.random() * 2_000);
  let server: ChildProcess;
  let redis: ReturnType<typeof createRedisClient>;
  let handler: RedisCacheHandler;
  const ctx = { serverDistDir: '/nonexistent/server' };

  beforeAll(async () => {
    server = startRedis(port);
    redis = createRedisClient(`redis://127.0.0.1:${port}`);
    redis.on('error', () => {});
    await until(() => redis.status === 'ready', 10_000);
  });

  afterAll(async () => {
    redis.disconnect();
    server.kill('SIGKILL');
  });

  beforeEach(async () => {
    await redis.flushall();
    tagsManifest.clear();
    handler = new RedisCacheHandler(ctx, redis, newCacheState(new Breaker({ openMs: 300 })));
  });

  it('an entry whose render began before a tag was expired is read back expired', async () => {
    const began = Date.now() - 50;
    await handler.revalidateTag('reviews', { expire: 0 }); // lands while the render is in flight
    await withRenderClock(() => handler.set('/vi/reviews', PAGE('before'), {}), began);
    tagsManifest.clear(); // another instance: it knows the tag only from Redis
    const entry = await handler.get('/vi/reviews', {});
    expect(entry.lastModified).toBe(began);
    expect(areTagsExpired(['reviews'], entry.lastModified)).toBe(true);

    // Rendered after the expiry: fresh.
    await withRenderClock(() => handler.set('/vi/reviews', PAGE('after'), {}));
    const fresh = await handler.get('/vi/reviews', {});
    expect(fresh.value.html).toBe('after');
    expect(areTagsExpired(['reviews'], fresh.lastModified)).toBe(false);
  });

  it('keeps the later revalidation of a tag when an older one reaches Redis last', async () => {
    // The handler's own script, as a late write from another instance reaches it.
    const late = new RedisCacheHandler(ctx, redis, newCacheState());
    tagsManifest.clear();
    await handler.revalidateTag('reviews');
    const newer = await redis.hget(TAGS_KEY, 'reviews');
    const script = redis as unknown as {
      writeTagStates(key: string, ...args: string[]): Promise<number>;
    };
    await script.writeTagStates(
      TAGS_KEY,
      'reviews',
      JSON.stringify({ stale: 1_000, expired: 1_000 }),
    );
    expect(await redis.hget(TAGS_KEY, 'reviews')).toBe(newer);
    await late.revalidateTag('reviews', { expire: 0 });
    expect(await redis.hget(TAGS_KEY, 'reviews')).not.toBe(newer);
  });

  it('skips a Redis that stopped answering, then replays what it missed before reading it', async () => {
    await withRenderClock(() => handler.set('/vi/reviews', PAGE('cached'), {}), Date.now() - 10);
    server.kill('SIGSTOP');
    try {
      // The first read waits out one command timeout; the next ones skip Redis at once.
      expect(await handler.get('/vi/reviews', {})).toBeNull();
      const started = Date.now();
      for (let i = 0; i < 20; i += 1) expect(await handler.get('/vi/reviews', {})).toBeNull();
      // Next makes a handler per request: the next request's skips Redis as well.
      const next = new RedisCacheHandler(ctx, redis, handler.state);
      expect(await next.get('/vi/reviews', {})).toBeNull();
      expect(Date.now() - started).toBeLessThan(200);
      // An approval meanwhile: recorded here at once, kept for Redis.
      await handler.revalidateTag('reviews', { expire: 0 });
    } finally {
      server.kill('SIGCONT');
    }
    const other = new RedisCacheHandler(ctx, redis, newCacheState());
    await until(async () => Boolean(await redis.hget(TAGS_KEY, 'reviews')), 5_000);
    tagsManifest.clear();
    const entry = await other.get('/vi/reviews', {});
    expect(entry.value.html).toBe('cached');
    expect(areTagsExpired(['reviews'], entry.lastModified)).toBe(true);
  });

  it('after an outage, reads no entry until another instance has replayed what it recorded', async () => {
    // Two processes: their own connection, breaker and queue; the tag manifest is cleared below
    // wherever Next's would differ between them.
    const settleMs = 1_500;
    const a = new RedisCacheHandler(
      ctx,
      redis,
      newCacheState(new Breaker({ openMs: 300 }), { settleMs }),
    );
    const bRedis = createRedisClient(`redis://127.0.0.1:${port}`);
    bRedis.on('error', () => {});
    await until(() => bRedis.status === 'ready', 5_000);
    const b = new RedisCacheHandler(ctx, bRedis, newCacheState(new Breaker({ openMs: 300 })));
    try {
      await withRenderClock(() => a.set('/vi/reviews', PAGE('cached'), {}), Date.now() - 10);
      server.kill('SIGSTOP');
      try {
        expect(await a.get('/vi/reviews', {})).toBeNull(); // A finds Redis away
        expect(await b.get('/vi/reviews', {})).toBeNull(); // so does B, which then approves:
        await b.revalidateTag('reviews', { expire: 0 }); // kept in B for Redis
        tagsManifest.clear(); // A never heard of it
      } finally {
        server.kill('SIGCONT');
      }
      // A is back at once, B's replay comes within its period: whatever A reads meanwhile and
      // after is a miss or an entry the approval has expired, never the old page as fresh.
      const reads: string[] = [];
      const started = Date.now();
      while (Date.now() - started < settleMs + 1_000) {
        const entry = await a.get('/vi/reviews', {});
        if (!entry) reads.push('miss');
        else reads.push(areTagsExpired(['reviews'], entry.lastModified) ? 'expired' : 'fresh');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(reads).not.toContain('fresh');
      expect(reads.at(-1)).toBe('expired');
    } finally {
      bRedis.disconnect();
    }
  });
});

describe('expiring tags from outside a request (a job, the sweep)', () => {
  it('records the expiry in this process when there is no Redis, and expireTags does not throw', async () => {
    const before = Date.now();
    await expireTagsNow(['stock', '']);
    expect(tagsManifest.get('stock')?.expired).toBeGreaterThanOrEqual(before);
    expect(areTagsExpired(['stock'], before - 1)).toBe(true);
    // Outside a request Next's revalidateTag throws; the app's expireTags goes around it.
    await expect(expireTags(['ticket-seats'])).resolves.toBeUndefined();
    expect(areTagsExpired(['ticket-seats'], before - 1)).toBe(true);
  });
});
