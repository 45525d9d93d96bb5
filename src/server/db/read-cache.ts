// A tiny in-process cache for hot public reads (active theme, public settings, SEO by path).
// Correctness: every service write to a cached area calls `invalidate(prefix)`; a write made by
// another process (a second server, `npm run db:migrate`) is seen within TTL_MS at the latest.

const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

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

  /** Drops every entry whose key starts with `prefix`. */
  invalidate(prefix: string): void {
    for (const key of this.#entries.keys()) {
      if (key.startsWith(prefix)) this.#entries.delete(key);
    }
  }
}
