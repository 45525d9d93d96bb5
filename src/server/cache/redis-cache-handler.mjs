// The Node side of Next's server cache (./cache-handler.mjs says what it does and why): entries
// and tag state in Redis when REDIS_URL is set, else Next's own file-system cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { Breaker } from './breaker.mjs';
import { sharedRedis } from './redis-client.mjs';
import { entryStamp, renderStartedAt } from './render-clock.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

/** Entries no instance reads for this long are dropped (the store stays bounded). */
const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Each tag's last revalidation: one hash shared by every build. */
export const TAGS_KEY = 'storefront:next:tags';
const TAGS_HEADER = 'x-next-cache-tags';

/** JSON that keeps Buffers (rscData, route bodies) and Maps (segmentData) as they were. */
export function serializeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Uint8Array) return { $buffer: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

export function deserializeEntry(text) {
  return JSON.parse(text, (key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/** The tags Next checks for this entry: the page's header, or a fetch's own and soft tags. */
function tagsOf(entry, ctx) {
  const kind = entry?.value?.kind;
  if (kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = entry?.value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** What `revalidateTag(tags, durations)` records, as Next's own file-system cache records it. */
export function tagState(durations, now = Date.now()) {
  if (!durations) return { expired: now };
  return durations.expire === undefined
    ? { stale: now }
    : { stale: now, expired: now + durations.expire * 1000 };
}

/** When a recorded revalidation happened: its stale time, or its expiry for a plain expire. */
export function revalidatedAt(state) {
  return state?.stale ?? state?.expired ?? 0;
}

/** Of two records of one tag, the later revalidation's (what Next does when it overwrites). */
export function laterTagState(current, incoming) {
  return revalidatedAt(incoming) >= revalidatedAt(current) ? incoming : current;
}

/**
 * Writes tag states keeping the later revalidation of each tag, as one atomic script: a write
 * that reaches Redis late (queued while it was away, replayed after) never takes a newer expiry
 * back, which would make entries rendered before that expiry fresh again. `laterTagState` is the
 * same rule in JavaScript.
 */
const WRITE_TAGS_SCRIPT = `
local function at(text)
  local state = cjson.decode(text)
  return tonumber(state.stale or state.expired or 0)
end
for i = 1, #ARGV, 2 do
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  if not current or at(ARGV[i + 1]) >= at(current) then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
return 1
`;

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return process.env.BUILD_ID || 'unknown';
  }
}

let lastReport = 0;
function report(what, error) {
  if (Date.now() - lastReport < 10_000) return;
  lastReport = Date.now();
  console.error(`[cache] ${what} failed: ${error?.message ?? error}`);
}

/** While Redis is away, failed tag writes are retried this often (and before any other use). */
const REPLAY_MS = 1_000;
/**
 * After Redis was away from this process, how long its entries are not read (writes go on). Each
 * other instance replays what it recorded meanwhile within a replay period of Redis answering it
 * again, and may reconnect up to 2 s after this one (./redis-client.mjs): until then an entry
 * cached before the outage would look fresh here against tags another instance has expired.
 */
export const SETTLE_MS = 5_000;
const STATE = Symbol.for('storefront.sharedCacheState');

/**
 * What this process knows of Redis beyond one handler: Next makes a handler per request, so the
 * breaker and the tag states waiting to be replayed live once per process (on globalThis, as the
 * server and Next's bundles load this file as separate module instances).
 */
export function processCacheState() {
  globalThis[STATE] ??= newCacheState();
  return globalThis[STATE];
}

/** A breaker and an empty queue of tag states (tests start from one). */
export function newCacheState(breaker = new Breaker(), { settleMs = SETTLE_MS } = {}) {
  return {
    breaker,
    pendingTags: new Map(),
    replayTimer: undefined,
    replaying: false,
    /** Redis failed or dropped this process's connection since it last answered. */
    away: false,
    settleMs,
    settleUntil: 0,
  };
}

export class RedisCacheHandler {
  constructor(ctx, redis, state = processCacheState()) {
    this.redis = redis;
    this.state = state;
    this.prefix = `storefront:next:${buildIdOf(ctx.serverDistDir ?? '.next/server')}:`;
    if (!redis.writeTagStates) {
      redis.defineCommand('writeTagStates', { numberOfKeys: 1, lua: WRITE_TAGS_SCRIPT });
    }
  }

  /**
   * Runs one use of Redis through the breaker: skipped (undefined) while it is open or the client
   * is not connected, so a page never waits for a Redis that is away; any failure opens it.
   * Pending tag states go first, so nothing is read from Redis before it has heard of them.
   */
  async #use(what, work) {
    const { breaker } = this.state;
    if (this.redis.status !== 'ready') {
      // Lost, not merely not yet connected: what others record meanwhile must settle first.
      if (this.redis.status === 'reconnecting') this.state.away = true;
      return undefined;
    }
    if (!breaker.allows()) return undefined;
    try {
      if (this.state.pendingTags.size > 0) await this.#writeTags(this.#takePending());
      const result = await work();
      this.#answered();
      return result;
    } catch (error) {
      this.#failed(what, error);
      return undefined;
    }
  }

  #answered() {
    this.state.breaker.succeeded();
    if (this.state.away) {
      this.state.away = false;
      this.state.settleUntil = Date.now() + this.state.settleMs;
    }
  }

  #failed(what, error) {
    this.state.breaker.failed();
    this.state.away = true;
    report(what, error);
  }

  /** True just after an outage, while the other instances' replays may still be on their way. */
  #settling() {
    return Date.now() < this.state.settleUntil;
  }

  #takePending() {
    const states = this.state.pendingTags;
    this.state.pendingTags = new Map();
    return states;
  }

  async #writeTags(states) {
    try {
      const args = [...states].flatMap(([tag, state]) => [tag, JSON.stringify(state)]);
      await this.redis.writeTagStates(TAGS_KEY, ...args);
    } catch (error) {
      this.#keepPending(states);
      throw error;
    }
  }

  #keepPending(states) {
    const { pendingTags } = this.state;
    for (const [tag, state] of states) {
      pendingTags.set(tag, laterTagState(pendingTags.get(tag), state));
    }
    this.state.replayTimer ??= setInterval(() => void this.#replay(), REPLAY_MS);
    this.state.replayTimer.unref?.();
  }

  /**
   * One replay of the waiting tag states. Not held by the breaker: no page waits for it, and the
   * other instances settle for only so long after Redis is back (SETTLE_MS).
   */
  async #replay() {
    const { state } = this;
    if (state.pendingTags.size === 0) {
      clearInterval(state.replayTimer);
      state.replayTimer = undefined;
      return;
    }
    if (state.replaying || this.redis.status !== 'ready') return;
    state.replaying = true;
    try {
      await this.#writeTags(this.#takePending());
      this.#answered();
    } catch (error) {
      this.#failed('replay of tag states', error);
    } finally {
      state.replaying = false;
    }
  }

  async get(key, ctx) {
    if (this.#settling()) return null;
    const entry = await this.#use(`read of ${key}`, async () => {
      const text = await this.redis.getBuffer(this.prefix + key);
      if (!text) return null;
      const found = deserializeEntry(text.toString('utf8'));
      const tags = tagsOf(found, ctx);
      if (tags.length > 0) {
        const states = await this.redis.hmget(TAGS_KEY, ...tags);
        states.forEach((state, i) => {
          if (state) {
            const tag = tags[i];
            tagsManifest.set(tag, laterTagState(tagsManifest.get(tag), JSON.parse(state)));
          }
        });
      }
      return found;
    });
    // Skipped, failed or settling (this read may have been the one that found Redis back): a
    // miss, so the page renders from the store.
    return this.#settling() ? null : (entry ?? null);
  }

  async set(key, data, ctx) {
    const entry = {
      // When the request whose render made it began (./render-clock.mjs says why).
      lastModified: entryStamp(renderStartedAt()),
      value: data,
      ...(ctx?.fetchCache ? {} : { cacheControl: ctx?.cacheControl }),
    };
    // Skipped while Redis is away: the next read renders again, which is what a miss costs.
    await this.#use(`write of ${key}`, () =>
      this.redis.set(this.prefix + key, serializeEntry(entry), 'EX', ENTRY_TTL_SECONDS),
    );
  }

  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const state = tagState(durations);
    // This instance at once, every other one on its next read of an entry with these tags.
    for (const tag of list) tagsManifest.set(tag, { ...tagsManifest.get(tag), ...state });
    const states = new Map(list.map((tag) => [tag, state]));
    const written = await this.#use(`revalidation of ${list.join(',')}`, async () => {
      await this.#writeTags(states);
      return true;
    });
    // Not written (Redis away): kept and replayed when it answers again, before any read of it,
    // so no instance is served an entry these tags have expired once the cache is back.
    if (!written) this.#keepPending(states);
  }

  resetRequestCache() {}
}

/**
 * Next's file-system cache (one instance, no Redis), with entries stamped like the Redis ones:
 * it records the time of writing, so an entry keeps, beside it, when its request began and reads
 * it back as the entry's `lastModified`.
 */
export class StampedFileSystemCache extends FileSystemCache {
  #stamps = new Map();

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const stamp = this.#stamps.get(key);
    // Only the entry this process wrote last: one written since (by a build) is stamped by Next.
    if (entry && stamp && entry.lastModified >= stamp.writtenFrom) {
      entry.lastModified = stamp.startedAt;
    }
    return entry;
  }

  async set(key, data, ctx) {
    const writtenFrom = Date.now();
    const startedAt = entryStamp(renderStartedAt(), writtenFrom);
    await super.set(key, data, ctx);
    if (startedAt < writtenFrom) this.#stamps.set(key, { startedAt, writtenFrom });
    else this.#stamps.delete(key);
  }
}

/** Resolves once `redis` is connected, or after `ms` (callers then skip it, as the breaker does). */
function connected(redis, ms) {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
    redis.once('ready', done);
  });
}

/**
 * Expires `tags` at once from outside a request (a job, the minute's sweep, a script), where Next's
 * `revalidateTag` has no request to attach them to and refuses ("static generation store
 * missing"): what the handler of this process would record, done directly. With Redis, through
 * it (every instance's next read sees it; kept for replay while it is away); without, in this
 * process's tag manifest, as Next's file cache records it.
 */
export async function expireTagsNow(tags) {
  const list = tags.filter(Boolean);
  if (list.length === 0) return;
  const redis = process.env.NEXT_PHASE === 'phase-production-build' ? null : sharedRedis();
  if (redis) {
    // A job's process may have just opened its connection: give it a moment before skipping it.
    await connected(redis, 2_000);
    await new RedisCacheHandler({}, redis).revalidateTag(list, { expire: 0 });
    return;
  }
  const state = tagState({ expire: 0 });
  for (const tag of list) tagsManifest.set(tag, { ...tagsManifest.get(tag), ...state });
}

/** Redis when configured at run time (never during `next build`), else Next's file cache. */
export function createHandler(ctx) {
  const redis = process.env.NEXT_PHASE === 'phase-production-build' ? null : sharedRedis();
  return redis ? new RedisCacheHandler(ctx, redis) : new StampedFileSystemCache(ctx);
}
