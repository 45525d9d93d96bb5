// The one Redis connection of this process (REDIS_URL): Next's shared cache and tag state
// (./cache-handler.mjs) and the readiness check (/api/ready) use it. Kept on globalThis: the cache
// handler is loaded by Next's server and the route by its bundle, as separate module instances.
import Redis from 'ioredis';
import { onShutdown } from '../shutdown.mjs';

const CLIENT = Symbol.for('storefront.redis');

/** Every command answers within this, or fails: a slow Redis must not hold pages up. */
const COMMAND_TIMEOUT_MS = 1_000;

/** A client as this process uses one: short timeouts, reconnecting for ever. */
export function createRedisClient(url) {
  return new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    // Reconnect forever, at most every 2 s; meanwhile callers skip Redis (the cache's breaker).
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** The shared client, or null when REDIS_URL is not set (one instance, Next's own cache). */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  if (!globalThis[CLIENT]) {
    const client = createRedisClient(url);
    let reported = 0;
    client.on('error', (error) => {
      // One line per 10 s at most while Redis is away.
      if (Date.now() - reported < 10_000) return;
      reported = Date.now();
      console.error(`[redis] ${error.message}`);
    });
    globalThis[CLIENT] = client;
    onShutdown(async () => {
      globalThis[CLIENT] = undefined;
      await client.quit().catch(() => client.disconnect());
    });
  }
  return globalThis[CLIENT];
}
