// A tiny in-process cache for hot public reads (active theme, public settings, SEO by path) and
// for whole HTTP answers built from them (keys under DERIVED_PREFIX, see src/server/http-handler).
// Correctness: every service write to a cached area calls `invalidate(prefix)`, which also drops
// every derived answer (it may contain that area); a write made by another process (a second
// server, `npm run db:migrate`) is seen within TTL_MS at the latest.

const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

/** Keys of answers composed from several areas: dropped by every invalidation. */
export const DERIVED_PREFIX = 'derived:';

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export class ReadCache {
  #entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number = TTL_MS) {}

  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;

    const value = load();
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    // Concurrent readers share one in-flight load instead of stampeding the store. invalidate()
    // also drops in-flight loads, so a read that starts after a write never sees older data.
    const entry: Entry = { value, expiresAt: now + this.ttlMs };
    this.#entries.set(key, entry);
    value.catch((error: unknown) => {
      // A failed load is not cached; the caller receives the same rejection and reports it.
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
      return error;
    });
    return value;
  }

  /** Drops every entry whose key starts with `prefix`, and every derived entry. */
  invalidate(prefix: string): void {
    for (const key of this.#entries.keys()) {
      if (key.startsWith(prefix) || key.startsWith(DERIVED_PREFIX)) this.#entries.delete(key);
    }
  }

  /** Drops one entry (e.g. an answer that turned out not to be cacheable). */
  delete(key: string): void {
    this.#entries.delete(key);
  }
}
