// The Node side of Next's server cache (./cache-handler.mjs says what it does and why): entries
// and tag state in Redis when REDIS_URL is set, else Next's own file-system cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { sharedRedis } from './redis-client.mjs';

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

export class RedisCacheHandler {
  constructor(ctx, redis) {
    this.redis = redis;
    this.prefix = `storefront:next:${buildIdOf(ctx.serverDistDir ?? '.next/server')}:`;
  }

  async get(key, ctx) {
    try {
      const text = await this.redis.getBuffer(this.prefix + key);
      if (!text) return null;
      const entry = deserializeEntry(text.toString('utf8'));
      const tags = tagsOf(entry, ctx);
      if (tags.length > 0) {
        const states = await this.redis.hmget(TAGS_KEY, ...tags);
        states.forEach((state, i) => {
          if (state) tagsManifest.set(tags[i], JSON.parse(state));
        });
      }
      return entry;
    } catch (error) {
      report(`read of ${key}`, error);
      return null;
    }
  }

  async set(key, data, ctx) {
    const entry = {
      lastModified: Date.now(),
      value: data,
      ...(ctx?.fetchCache ? {} : { cacheControl: ctx?.cacheControl }),
    };
    try {
      await this.redis.set(this.prefix + key, serializeEntry(entry), 'EX', ENTRY_TTL_SECONDS);
    } catch (error) {
      report(`write of ${key}`, error);
    }
  }

  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const state = tagState(durations);
    // This instance at once, every other one on its next read of an entry with these tags.
    for (const tag of list) tagsManifest.set(tag, { ...tagsManifest.get(tag), ...state });
    try {
      const text = JSON.stringify(state);
      await this.redis.hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, text])));
    } catch (error) {
      // Logged, not thrown: the write that asked for it has happened; other instances catch up
      // when their entries reach their `revalidate` time.
      report(`revalidation of ${list.join(',')}`, error);
    }
  }

  resetRequestCache() {}
}

/** Redis when configured at run time (never during `next build`), else Next's file cache. */
export function createHandler(ctx) {
  const redis = process.env.NEXT_PHASE === 'phase-production-build' ? null : sharedRedis();
  return redis ? new RedisCacheHandler(ctx, redis) : new FileSystemCache(ctx);
}
