// Store-backed fixed-window rate limiting (DESIGN.md §8: login, register). Kept in the store rather
// than in memory so the limit holds across server processes and restarts.
import { newId, nowIso } from '../db/ids';
import { writeTransaction, type Store } from '../db/store';
import { DomainError } from './errors';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export const LOGIN_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
export const REGISTER_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60_000 };

/** Hits older than this are deleted whatever their bucket (the longest window in use). */
const RETENTION_MS = 60 * 60_000;

export const RATE_LIMIT_MESSAGE = 'Bạn thao tác quá nhiều lần. Vui lòng thử lại sau ít phút.';

/**
 * Records one hit in `bucket`, or throws TOO_MANY_REQUESTS when the window is full. A refused hit
 * is not recorded, so a client that backs off is let in again when the window moves on.
 * On PostgreSQL two hits racing at the last free slot may both pass; one extra attempt is an
 * acceptable error for a brute-force limit.
 */
export async function takeRateLimit(store: Store, bucket: string, rule: RateLimit): Promise<void> {
  const now = Date.now();
  await sweepOldHits(store, now);
  const windowStart = new Date(now - rule.windowMs).toISOString();
  const allowed = await writeTransaction(store, async (trx) => {
    const row = await trx
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<string | number>().as('hits'))
      .where('bucket', '=', bucket)
      .where('hit_at', '>=', windowStart)
      .executeTakeFirst();
    if (Number(row?.hits ?? 0) >= rule.limit) return false;
    await trx
      .insertInto('rate_limit_hits')
      .values({ id: newId(), bucket, hit_at: nowIso() })
      .execute();
    return true;
  });
  if (!allowed) throw new DomainError('TOO_MANY_REQUESTS', RATE_LIMIT_MESSAGE);
}

const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Store, number>();

/**
 * Deletes expired hits of every bucket, at most once a minute per store handle, in its own
 * statement: kept out of the counting transaction so concurrent attempts never wait on it.
 */
async function sweepOldHits(store: Store, now: number): Promise<void> {
  if (now - (lastSweep.get(store) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(store, now);
  await deleteExpiredRateLimitHits(store, new Date(now));
}

/** Deletes hits older than the longest window in use; returns how many (the jobs sweep). */
export async function deleteExpiredRateLimitHits(store: Store, now: Date): Promise<number> {
  const result = await store.db
    .deleteFrom('rate_limit_hits')
    .where('hit_at', '<', new Date(now.getTime() - RETENTION_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * In-memory fixed-window limiter for high-volume public writes (visitor-session pings), where a
 * store-backed count would double every write. Per process: with N server processes a client may
 * get N times the limit, which is fine for a flood guard on anonymous tracking.
 */
export class MemoryRateLimiter {
  #windows = new Map<string, { start: number; hits: number }>();

  constructor(private readonly rule: RateLimit) {}

  /** Counts one hit for `key`; throws TOO_MANY_REQUESTS when its window is full. */
  take(key: string, now: number = Date.now()): void {
    if (this.#windows.size > 10_000) this.#sweep(now);
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs) {
      this.#windows.set(key, { start: now, hits: 1 });
      return;
    }
    if (window.hits >= this.rule.limit)
      throw new DomainError('TOO_MANY_REQUESTS', RATE_LIMIT_MESSAGE);
    window.hits += 1;
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.rule.windowMs) this.#windows.delete(key);
    }
  }
}

/** Visitor-session writes per client IP: generous, since many visitors may share one address. */
export const SESSION_WRITE_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 60_000 };
