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

/**
 * Costs in units of about 0.1 ms of the server's CPU, measured on the 2-core bench machine
 * (December 2026, server CPU time over 200 requests from fresh addresses): any tRPC GET costs
 * 3.8–4.8 ms before and after its calls (routing, the handler, the answer), a call the read cache
 * answers about 0.1 ms more, a call that reads the store about 0.2–0.5 ms. Pricing only the calls
 * let one address send 160 ten-call batches of cached reads a second, all answered, and held
 * GET /vi at 3.3 s p99 (the read-flood bench, `kind: 'cached'`).
 */
export const READ_COST = {
  /** Any public tRPC read, whatever it asks: what routing and answering it costs. */
  request: 40,
  /** A call answered from the cache. */
  cached: 1,
  /** Any other call: parsed, run, usually a store query. */
  call: 5,
  /** ticket.getAvailability, per day of its range (capacity rows and closed days per date). */
  availabilityDay: 2,
};

/** Seconds of refill an address may spend at once. */
const BURST_SECONDS = 4;

export const READ_BUDGET = {
  /**
   * What an address may spend at once: 0.4 s of CPU, about a hundred reads (a tour group's phones
   * behind one hotel's address opening pages together). At 10,000 the first second of a cached
   * flood took a core and a half.
   */
  capacity: BURST_SECONDS * 1_000,
  /**
   * What it gets back each second: 0.1 s of CPU, so one address cannot hold more than a tenth of
   * a core for long: 24 single cached reads a second, 20 ten-call cached batches, or six 61-day
   * availabilities.
   */
  refillPerSecond: 1_000,
  /** Buckets kept before full ones are forgotten (a full bucket is the same as none). */
  maxAddresses: 50_000,
};

/**
 * The budget with READ_BUDGET_PER_SECOND's refill (and the same seconds of burst), for sites
 * where many real visitors share one address; the e2e tests play every visitor from loopback.
 * Throws on a value that is not a whole number from 100 to 1,000,000.
 * @param {string | undefined} perSecond
 */
export function readBudgetRule(perSecond) {
  if (perSecond === undefined || perSecond === '') return READ_BUDGET;
  const refill = Number(perSecond);
  if (!Number.isInteger(refill) || refill < 100 || refill > 1_000_000) {
    throw new Error(
      `READ_BUDGET_PER_SECOND must be a whole number from 100 to 1000000, not ${JSON.stringify(perSecond)}`,
    );
  }
  return { ...READ_BUDGET, capacity: BURST_SECONDS * refill, refillPerSecond: refill };
}

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
    return READ_COST.request + READ_COST.call;
  }
  const batch = url.searchParams.get('batch') === '1';
  const procedures = batch ? path.split(',') : [path];
  const input = parseInput(url.searchParams.get('input'));
  let cost = READ_COST.request;
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
