// Tells every other instance when this one drops part of its read cache (src/server/db/read-cache.ts):
// a write on one instance then reaches the other instances' cached reads (flags, settings, payment
// methods, stock; what the islands ask for) within milliseconds, as the same write's page tags
// reach their pages, instead of after the cache's TTL. Redis pub/sub on REDIS_URL; without it
// there is one instance and nothing to tell. A message lost while Redis is away leaves the TTL
// (5 s) as the bound, as before.
import { randomUUID } from 'node:crypto';
import { onShutdown } from '../shutdown.mjs';
import { sharedRedis } from './redis-client.mjs';

export const INVALIDATION_CHANNEL = 'storefront:read-cache:invalidate';
const BUS = Symbol.for('storefront.invalidationBus');

/** This process's name on the bus (shared by its module instances), so it skips its own news. */
function self() {
  globalThis[BUS] ??= { id: randomUUID(), subscribed: false };
  return globalThis[BUS];
}

let reported = 0;
function report(error) {
  if (Date.now() - reported < 10_000) return;
  reported = Date.now();
  console.error(`[read-cache] could not tell the other instances: ${error?.message ?? error}`);
}

/** Tells the other instances that `prefix` changed (no wait: the write has happened). */
export function publishInvalidation(prefix) {
  const redis = sharedRedis();
  if (!redis || redis.status !== 'ready') return;
  redis.publish(INVALIDATION_CHANNEL, JSON.stringify({ from: self().id, prefix })).catch(report);
}

/** Calls `listener(prefix)` for every other instance's invalidation; once per process. */
export function subscribeInvalidations(listener) {
  const redis = sharedRedis();
  const bus = self();
  if (!redis || bus.subscribed) return;
  bus.subscribed = true;
  // A connection in subscriber mode serves nothing else; ioredis subscribes again on reconnect.
  const subscriber = redis.duplicate();
  subscriber.on('error', report);
  subscriber.on('message', (_channel, text) => {
    try {
      const { from, prefix } = JSON.parse(text);
      if (from !== bus.id && typeof prefix === 'string') listener(prefix);
    } catch (error) {
      report(error);
    }
  });
  subscriber.subscribe(INVALIDATION_CHANNEL).catch(report);
  onShutdown(async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  });
}
