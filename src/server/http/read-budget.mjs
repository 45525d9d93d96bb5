// A cost budget per client address on public tRPC reads: one address sending
// ten-call batches of 61-day availability over 50 connections kept GET /vi at 787 ms p50. Each
// read costs roughly what it makes the server do, in units of one answer from the read cache, and
// an address spends from a bucket that refills at a steady rate; a read past it is answered 429
// with Retry-After by scripts/server.mjs before Next routes it. With several instances the bucket
// lives in Redis (src/server/cache/shared-limits.mjs, the same rule); this process's buckets
// below serve one instance, and any instance while Redis is away.
// Plain JavaScript so that scripts/server.mjs (outside Next's bundle) and the app share it.

/**
 * Reads answered from the store's read cache as a whole HTTP answer when a GET batch holds only
 * these (src/server/http-handler.ts says when): they cost the least.
 */
export const CONTEXT_FREE_READS = new Set([
  'getSeoByPath',
  'routeRules.getByPath',
  'theme.getActiveTheme',
  'settings.getPublicSettings',
  'settings.getPublicSettingByKey',
  'featureFlags.getAllFeatureFlags',
  'featureFlags.getFeatureFlagByKey',
  'featureFlags.isFeatureEnabled',
  'logo.getActiveLogo',
  'geo.provinces',
  'geo.wards',
]);

export const READ_COST = {
  /** A read answered from the cache. */
  cached: 1,
  /** Any other read: parsed, run, usually a store query. */
  call: 5,
  /** ticket.getAvailability, per day of its range (capacity rows and closed days per date). */
  availabilityDay: 2,
};

export const READ_BUDGET = {
  /** What an address may spend at once (a burst of page loads). */
  capacity: 10_000,
  /** What it gets back each second: 1,000 cached reads, or about eight 61-day availabilities. */
  refillPerSecond: 1_000,
  /** Buckets kept before full ones are forgotten (a full bucket is the same as none). */
  maxAddresses: 50_000,
};

export const READ_BUDGET_MESSAGE = 'Bạn gửi quá nhiều yêu cầu. Vui lòng thử lại sau giây lát.';

const TRPC_PREFIX = '/api/trpc/';
const DAY_MS = 86_400_000;
/** More days than any range the schema accepts: a junk range costs no more than this. */
const MAX_DAYS = 400;

function availabilityDays(input) {
  const from = Date.parse(String(input?.from ?? ''));
  const to = Date.parse(String(input?.to ?? ''));
  if (!Number.isFinite(from) || !Number.isFinite(to)) return 1;
  return Math.min(MAX_DAYS, Math.max(1, Math.round((to - from) / DAY_MS) + 1));
}

function parseInput(raw) {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    // Malformed input: tRPC refuses it; it costs what a call costs.
    return undefined;
  }
}

/**
 * What a request costs against its address's budget, or 0 when it is not a public tRPC read
 * (mutations have their own limits; pages and other routes are not budgeted here).
 */
export function readCost(method, target) {
  if (method !== 'GET' && method !== 'HEAD') return 0;
  if (!target.startsWith(TRPC_PREFIX)) return 0;
  const url = new URL(target, 'http://localhost');
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(TRPC_PREFIX.length));
  } catch {
    return READ_COST.call;
  }
  const batch = url.searchParams.get('batch') === '1';
  const procedures = batch ? path.split(',') : [path];
  const input = parseInput(url.searchParams.get('input'));
  let cost = 0;
  procedures.forEach((name, index) => {
    if (CONTEXT_FREE_READS.has(name)) cost += READ_COST.cached;
    else if (name === 'ticket.getAvailability') {
      const own = batch ? input?.[index] : input;
      cost += READ_COST.call + READ_COST.availabilityDay * availabilityDays(own?.json ?? own);
    } else cost += READ_COST.call;
  });
  return cost;
}

/** Token buckets per address: `take` spends or tells how many seconds to wait. */
export class ReadBudget {
  #buckets = new Map();

  constructor(rule = READ_BUDGET) {
    this.rule = rule;
  }

  #level(bucket, now) {
    const refilled = ((now - bucket.at) / 1000) * this.rule.refillPerSecond;
    return Math.min(this.rule.capacity, bucket.tokens + refilled);
  }

  /** Spends `cost` from `address`'s bucket: 0 when allowed, else the seconds until it would be. */
  take(address, cost, now = Date.now()) {
    if (cost <= 0) return 0;
    const bucket = this.#buckets.get(address) ?? { tokens: this.rule.capacity, at: now };
    const level = this.#level(bucket, now);
    if (level < cost) {
      this.#buckets.set(address, { tokens: level, at: now });
      return Math.max(1, Math.ceil((cost - level) / this.rule.refillPerSecond));
    }
    if (!this.#buckets.has(address) && this.#buckets.size >= this.rule.maxAddresses) {
      this.#sweep(now);
    }
    this.#buckets.set(address, { tokens: level - cost, at: now });
    return 0;
  }

  #sweep(now) {
    for (const [address, bucket] of this.#buckets) {
      if (this.#level(bucket, now) >= this.rule.capacity) this.#buckets.delete(address);
    }
  }
}
