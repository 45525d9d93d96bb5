// Next's server cache (ISR pages, route handlers, unstable_cache) on its documented `cacheHandler`
// interface (next.config.mjs; node_modules/next/dist/docs, "cacheHandler" and "How revalidation
// works"), after the pattern of Next's own Redis example:
// - with REDIS_URL, entries live in Redis, where every instance reads and writes the same ones,
//   and each tag's revalidation time lives there too. A read copies the state of the entry's tags
//   into this process's tag manifest, which Next consults right after (stale: served once while it
//   re-renders; expired: re-rendered before answering), so `revalidateTag` / `revalidatePath` on
//   one instance reaches every instance on its next read of that entry;
// - without REDIS_URL (one instance, the development server) and always during `next build`,
//   Next's own file-system cache, exactly as before.
// Entries are stamped with the time their request began, not the time they are written, so a tag
// expired while a render was in flight makes its entry stale (./render-clock.mjs). While Redis is
// away (a failure opens ./breaker.mjs for a few seconds), it is skipped: reads miss, writes are
// dropped, and tag revalidations wait in the process to be replayed, later ones winning, before
// anything is read from Redis again. Once it answers again, each process reads no entry for a few
// seconds more, until every other instance has replayed what it recorded meanwhile.
// Entries are keyed by build (a rolling deploy never serves one build's page from another's
// cache); tags are not (they name data, which all builds share). Errors never fail a request: a
// failed read is a miss, a failed write is logged.
//
// Next also bundles this file into the edge middleware, which never uses it: so it imports nothing
// at load, and the Node implementation (./redis-cache-handler.mjs) is loaded on first use, from
// this file's own folder at run time (not bundled).
export default class CacheHandler {
  #ctx;
  #handler;

  constructor(ctx) {
    this.#ctx = ctx;
  }

  #implementation() {
    this.#handler ??= import(/* turbopackIgnore: true */ './redis-cache-handler.mjs').then(
      (module) => module.createHandler(this.#ctx),
    );
    return this.#handler;
  }

  async get(...args) {
    return (await this.#implementation()).get(...args);
  }

  async set(...args) {
    return (await this.#implementation()).set(...args);
  }

  async revalidateTag(...args) {
    return (await this.#implementation()).revalidateTag(...args);
  }

  resetRequestCache() {
    // Neither implementation keeps anything per request.
  }
}
