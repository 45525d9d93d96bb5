// Limits that hold across instances (DESIGN.md §19): with REDIS_URL, a limiter's count lives in
// Redis, where every instance spends from the same one; without it (one instance), or while Redis
// is away (the breaker below, as for the page cache), callers fall back to their own process's
// count, so a Redis outage loosens a limit to N × its value for a few seconds and never refuses
// or delays a request for it.
import { Breaker } from './breaker.mjs';
import { sharedRedis } from './redis-client.mjs';

const PREFIX = 'storefront:limit:';
const breaker = new Breaker();

/**
 * A fixed window: one hit more, or none when the window is full (a refused hit is not counted,
 * as in the store's and the memory limiters). Answers 1 (taken) or 0 (refused).
 */
const WINDOW_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if hits > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return 1
`;

/**
 * A token bucket on Redis's own clock: spends ARGV[1] from a bucket of capacity ARGV[2] refilled
 * at ARGV[3] a second; answers 0 when spent, else the whole seconds until it could be.
 */
const BUCKET_SCRIPT = `
local cost, capacity, refill = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens, at = tonumber(state[1]) or capacity, tonumber(state[2]) or now
local level = math.min(capacity, tokens + (math.max(0, now - at) / 1000) * refill)
local ttl = math.ceil(capacity / refill * 1000) + 1000
if level < cost then
  redis.call('HSET', KEYS[1], 'tokens', tostring(level), 'at', tostring(now))
  redis.call('PEXPIRE', KEYS[1], ttl)
  return math.max(1, math.ceil((cost - level) / refill))
end
redis.call('HSET', KEYS[1], 'tokens', tostring(level - cost), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ttl)
return 0
`;

/** Runs one script on the shared Redis, or answers null (no Redis, not connected, breaker open). */
async function run(name, lua, key, args, redis = sharedRedis()) {
  if (!redis || redis.status !== 'ready' || !breaker.allows()) return null;
  if (!redis[name]) redis.defineCommand(name, { numberOfKeys: 1, lua });
  try {
    const answer = await redis[name](PREFIX + key, ...args.map(String));
    breaker.succeeded();
    return Number(answer);
  } catch (error) {
    breaker.failed();
    console.error(`[limits] shared count of ${name} failed: ${error?.message ?? error}`);
    return null;
  }
}

/**
 * One hit in `key`'s window shared by every instance: true when taken, false when the window is
 * full, null when there is no shared count to use (the caller counts in its process).
 */
export async function takeSharedWindow(key, rule, redis) {
  const answer = await run(
    'takeLimitWindow',
    WINDOW_SCRIPT,
    key,
    [rule.limit, rule.windowMs],
    redis,
  );
  return answer === null ? null : answer === 1;
}

/**
 * Spends `cost` from `key`'s token bucket shared by every instance: 0 when spent, else the seconds
 * to wait; null when there is no shared bucket to use (the caller spends from its process's).
 */
export async function takeSharedBucket(key, cost, rule, redis) {
  return run(
    'takeLimitBucket',
    BUCKET_SCRIPT,
    key,
    [cost, rule.capacity, rule.refillPerSecond],
    redis,
  );
}

/** A literal for a Redis MATCH pattern: its glob characters escaped. */
function literal(text) {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * Deletes the shared counts whose key ends in `:<suffix>` for any of `suffixes` (an erased
 * person's email and user id), best effort: without Redis, or while it is away, nothing is
 * deleted and the counts lapse with their window anyway. Answers how many keys went.
 */
export async function forgetSharedLimits(suffixes, redis = sharedRedis()) {
  if (!redis || redis.status !== 'ready' || !breaker.allows() || suffixes.length === 0) return 0;
  let removed = 0;
  try {
    for (const suffix of suffixes) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(
          cursor,
          'MATCH',
          `${literal(PREFIX)}*:${literal(suffix)}`,
          'COUNT',
          500,
        );
        cursor = next;
        if (keys.length > 0) removed += await redis.del(...keys);
      } while (cursor !== '0');
    }
    breaker.succeeded();
  } catch (error) {
    breaker.failed();
    console.error(`[limits] forgetting shared counts failed: ${error?.message ?? error}`);
  }
  return removed;
}
