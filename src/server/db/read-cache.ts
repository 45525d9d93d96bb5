// A tiny in-process cache for hot public reads (active theme, public settings, SEO by path) and
// for whole HTTP answers built from them (keys under DERIVED_PREFIX, see src/server/http-handler).
// Correctness: every service write to a cached area calls `invalidate(prefix)`, which also drops
// every derived answer (it may contain that area); a write made by another process (a second
// server, `npm run db:migrate`) is seen within TTL_MS at the latest, and at once from another
// server when they share Redis (the store's wiring tells them: src/server/cache/invalidation-bus). Pages are regenerated through
// a store whose cache keeps nothing (store.ts, readThrough): a page lives far longer than TTL_MS.
// Size (DESIGN.md §8): bounded by bytes as well as by entries, since keys come from requests.
// Past either bound the oldest entries go first (a Map iterates in insertion order).

const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 8 * 1024 * 1024;
/** What an entry costs beyond its key and value (the Map slot, the promise, the record). */
const ENTRY_OVERHEAD_BYTES = 200;

/** Keys of answers composed from several areas: dropped by every invalidation. */
export const DERIVED_PREFIX = 'derived:';

export interface ReadCacheLimits {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  /** Counted in the total; the key's share at first, the value's added once it has loaded. */
  bytes: number;
}

/** About how much memory a loaded value holds: its JSON in UTF-16, or its bytes. */
export function estimateBytes(value: unknown): number {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return value.byteLength;
  if (typeof value === 'string') return value.length * 2;
  if (value === undefined) return 0;
  try {
    return (JSON.stringify(value)?.length ?? 0) * 2;
  } catch (error) {
    // Not JSON (a cycle, a bigint): cached values are plain rows, so this is a bug to report,
    // and the entry is charged the whole budget so it cannot hide a large value.
    console.error('[read-cache] cannot size a cached value', error);
    return Number.POSITIVE_INFINITY;
  }
}

export class ReadCache {
  #entries = new Map<string, Entry>();
  #bytes = 0;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #maxBytes: number;

  constructor(limits: number | ReadCacheLimits = {}) {
    const {
      ttlMs = TTL_MS,
      maxEntries = MAX_ENTRIES,
      maxBytes = MAX_BYTES,
    } = typeof limits === 'number' ? { ttlMs: limits } : limits;
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  /** Bytes held now (keys and loaded values, estimated). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The cached value of `key`, or `load()`'s. `sizeOf` tells what the loaded value holds in memory
   * (by default its JSON length); a value larger than the whole budget is answered, not kept.
   */
  getOrLoad<T>(
    key: string,
    load: () => Promise<T>,
    sizeOf: (value: T) => number = estimateBytes,
  ): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (hit) this.#remove(key, hit);

    const value = load();
    // Concurrent readers share one in-flight load instead of stampeding the store. invalidate()
    // also drops in-flight loads, so a read that starts after a write never sees older data.
    const entry: Entry = {
      value,
      expiresAt: now + this.#ttlMs,
      bytes: key.length * 2 + ENTRY_OVERHEAD_BYTES,
    };
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evictOverBudget();
    value.then(
      (loaded) => {
        if (this.#entries.get(key) !== entry) return;
        const bytes = sizeOf(loaded);
        entry.bytes += bytes;
        this.#bytes += bytes;
        this.#evictOverBudget();
      },
      (error: unknown) => {
        // A failed load is not cached; the caller receives the same rejection and reports it.
        if (this.#entries.get(key) === entry) this.#remove(key, entry);
        return error;
      },
    );
    return value;
  }

  #tell: ((prefix: string) => void) | null = null;

  /** Who else hears of this cache's invalidations (the other instances), from now on. */
  tellOthersWith(tell: ((prefix: string) => void) | null): void {
    this.#tell = tell;
  }

  /** Drops every entry whose key starts with `prefix`, and every derived entry, here and elsewhere. */
  invalidate(prefix: string): void {
    this.invalidateHere(prefix);
    this.#tell?.(prefix);
  }

  /** Drops them in this process only (what another instance's invalidation does here). */
  invalidateHere(prefix: string): void {
    for (const [key, entry] of this.#entries) {
      if (key.startsWith(prefix) || key.startsWith(DERIVED_PREFIX)) this.#remove(key, entry);
    }
  }

  /** Drops one entry (e.g. an answer that turned out not to be cacheable). */
  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry) this.#remove(key, entry);
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Oldest first until both bounds hold (a value over the whole budget is not kept at all). */
  #evictOverBudget(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) return;
      this.#remove(key, entry);
    }
  }
}
