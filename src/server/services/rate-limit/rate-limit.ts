// Store-backed fixed-window rate limiting (DESIGN.md §8: login, register). Kept in the store rather
// than in memory so the limit holds across server processes and restarts.
import { sql, type Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Login attempts per client address and email. */
export const LOGIN_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
/** Login attempts per client address, whatever the email (credential stuffing from one host). */
export const LOGIN_ADDRESS_RATE_LIMIT: RateLimit = { limit: 100, windowMs: 15 * 60_000 };
/** Registrations per client address and email. */
export const REGISTER_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60_000 };
/**
 * Registrations per client address, whatever the email: this also bounds how fast one host can
 * learn which emails are registered (the answer says so), since "taken" is checked before hashing.
 */
export const REGISTER_ADDRESS_RATE_LIMIT: RateLimit = { limit: 50, windowMs: 60 * 60_000 };

/** Hits older than this are deleted whatever their bucket (the longest window in use). */
const RETENTION_MS = 60 * 60_000;

/**
 * Serialises the count-then-insert of one bucket. SQLite's BEGIN IMMEDIATE already does; on
 * PostgreSQL (read committed) parallel attempts would all count the same free slots, so a
 * transaction-scoped advisory lock on the bucket's hash makes them take turns.
 */
async function lockBucket(trx: Kysely<Database>, store: Store, bucket: string): Promise<void> {
  if (store.dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
  }
}

/**
 * Records one hit in `bucket` and answers true, or answers false when the window is full. A refused
 * hit is not recorded, so a client that backs off is let in again when the window moves on.
 */
export async function tryTakeRateLimit(
  store: Store,
  bucket: string,
  rule: RateLimit,
  at: Date,
): Promise<boolean> {
  const now = at.getTime();
  await sweepOldHits(store, now);
  const windowStart = new Date(now - rule.windowMs).toISOString();
  return writeTransaction(store, async (trx) => {
    await lockBucket(trx, store, bucket);
    const row = await trx
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<string | number>().as('hits'))
      .where('bucket', '=', bucket)
      .where('hit_at', '>=', windowStart)
      .executeTakeFirst();
    if (Number(row?.hits ?? 0) >= rule.limit) return false;
    await trx
      .insertInto('rate_limit_hits')
      .values({ id: newId(), bucket, hit_at: at.toISOString() })
      .execute();
    return true;
  });
}

/** Records one hit in `bucket`, or throws TOO_MANY_REQUESTS when the window is full. */
export async function takeRateLimit(
  store: Store,
  bucket: string,
  rule: RateLimit,
  now: Date,
): Promise<void> {
  if (!(await tryTakeRateLimit(store, bucket, rule, now))) {
    throw new DomainError('rate-limited');
  }
}

/**
 * Growing delays for one account, whatever the address (DESIGN.md §8: limits that protect an
 * account also key on the account). The first `freeAttempts` in the window pass at once; after
 * that each attempt must wait `baseDelayMs`, doubled per further attempt, capped at `maxDelayMs`,
 * since the previous one. The cap keeps a victim from being locked out for longer than that by
 * someone guessing at their account; a success clears the bucket.
 */
export interface BackoffRule {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts older than this are forgotten (at most RETENTION_MS). */
  windowMs: number;
}

export const ACCOUNT_LOGIN_BACKOFF: BackoffRule = {
  freeAttempts: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};

/** Hits of `bucket` within the last `windowMs` (a burst of failures is told to the owner). */
export async function countHits(
  store: Store,
  bucket: string,
  windowMs: number,
  at: Date,
): Promise<number> {
  const now = at.getTime();
  const row = await store.db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<string | number>().as('hits'))
    .where('bucket', '=', bucket)
    .where('hit_at', '>=', new Date(now - windowMs).toISOString())
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/** How long after the latest of `attempts` recorded attempts the next one may run. */
export function backoffDelayMs(attempts: number, rule: BackoffRule): number {
  if (attempts < rule.freeAttempts) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (attempts - rule.freeAttempts));
}

/**
 * Records one attempt in `bucket` under `rule`, or throws TOO_MANY_REQUESTS while the delay its
 * earlier attempts call for has not passed. A refused attempt is not recorded, so hammering
 * during a delay does not lengthen it. The count and the insert share one write transaction
 * under the bucket's lock, so parallel attempts cannot all slip through the free ones.
 */
export async function takeBackoff(
  store: Store,
  bucket: string,
  rule: BackoffRule,
  at: Date,
): Promise<void> {
  const now = at.getTime();
  await sweepOldHits(store, now);
  const windowStart = new Date(now - rule.windowMs).toISOString();
  const allowed = await writeTransaction(store, async (trx) => {
    await lockBucket(trx, store, bucket);
    const row = await trx
      .selectFrom('rate_limit_hits')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('hits'),
        eb.fn.max('hit_at').as('latest'),
      ])
      .where('bucket', '=', bucket)
      .where('hit_at', '>=', windowStart)
      .executeTakeFirst();
    const delay = backoffDelayMs(Number(row?.hits ?? 0), rule);
    const latest = row?.latest ? Date.parse(row.latest) : 0;
    if (delay > 0 && now < latest + delay) return false;
    await trx
      .insertInto('rate_limit_hits')
      .values({ id: newId(), bucket, hit_at: at.toISOString() })
      .execute();
    return true;
  });
  if (!allowed) throw new DomainError('rate-limited');
}

/** Forgets every hit of `bucket` (a successful login clears its account's delays). */
export async function clearRateLimit(store: Store, bucket: string): Promise<void> {
  await store.db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
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
 * store-backed count would double every write. Per process: SharedRateLimiter below puts it behind
 * a count every instance shares.
 */
export class MemoryRateLimiter {
  #windows = new Map<string, { start: number; hits: number }>();

  constructor(private readonly rule: RateLimit) {}

  /** Counts one hit for `key`; throws TOO_MANY_REQUESTS when its window is full. */
  take(key: string, now: number): void {
    if (this.#windows.size > 10_000) this.#sweep(now);
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs) {
      this.#windows.set(key, { start: now, hits: 1 });
      return;
    }
    if (window.hits >= this.rule.limit) throw new DomainError('rate-limited');
    window.hits += 1;
  }

  /** Forgets every window (tests; a process restart does the same). */
  reset(): void {
    this.#windows.clear();
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.rule.windowMs) this.#windows.delete(key);
    }
  }
}

/** Visitor-session writes per client IP: generous, since many visitors may share one address. */
export const SESSION_WRITE_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 60_000 };

/**
 * New visitor sessions per client IP: each one is a row kept for the retention
 * period, so new ids are limited far more tightly than pings of an existing session.
 */
export function newSessionRateLimit(perMinute: number): RateLimit {
  return { limit: perMinute, windowMs: 60_000 };
}

/**
 * One hit in a window that every instance shares (Redis, src/server/cache/shared-limits.mjs):
 * true when taken, false when full, null when there is none to use now.
 */
export type SharedWindow = (key: string, rule: RateLimit) => Promise<boolean | null>;

/**
 * A fixed-window limiter for high-volume public writes (cart steppers, visitor-session pings) that
 * holds across instances: the shared window when there is one, this process's own (a
 * MemoryRateLimiter) when there is none (one instance) or it is away, so an outage loosens the
 * limit for a while instead of refusing or delaying the writes.
 */
export class SharedRateLimiter {
  readonly #local: MemoryRateLimiter;

  constructor(
    private readonly name: string,
    private readonly rule: RateLimit,
    private readonly shared: SharedWindow | null,
  ) {
    this.#local = new MemoryRateLimiter(rule);
  }

  /** Counts one hit for `key`; throws TOO_MANY_REQUESTS when its window is full. */
  async take(key: string, now: Date): Promise<void> {
    const taken = this.shared ? await this.shared(`${this.name}:${key}`, this.rule) : null;
    if (taken === null) return this.#local.take(key, now.getTime());
    if (!taken) throw new DomainError('rate-limited');
  }

  /** Forgets this process's windows (tests). */
  reset(): void {
    this.#local.reset();
  }
}
