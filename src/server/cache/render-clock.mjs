// When the request now being answered began, for the cache entries its render writes.
//
// Next stamps a cache entry (a page, an `unstable_cache` read) with the moment it is written, and
// counts it fresh against every tag expired before that moment. A render reads the store first
// and writes its entry a few hundred milliseconds later: an approval that expires the page's tag
// in between lands *before* the stamp, so the entry, rendered from the store as it was before the
// approval, counts as fresh and is served until its timer (issue: "an approval that lands while
// its page is regenerating is lost for minutes, everywhere"). The cache handler stamps entries
// with the time their request began instead: no read of the render can come earlier, so a tag
// expired after any of them makes the entry stale at once.
//
// scripts/server.mjs runs each request in `withRenderClock`; a background regeneration Next starts
// for a stale page runs in the promise chain of the request that found it stale, and so carries
// that request's start. Outside a request (a build, a script) there is no clock and entries keep
// Next's stamp. Kept on globalThis: the server script and the cache handler Next loads are
// separate module instances.
import { AsyncLocalStorage } from 'node:async_hooks';

const CLOCK = Symbol.for('storefront.renderClock');

function clock() {
  globalThis[CLOCK] ??= new AsyncLocalStorage();
  return globalThis[CLOCK];
}

/** Runs `work` (a request's handling) with `startedAt` as its render clock. */
export function withRenderClock(work, startedAt = Date.now()) {
  return clock().run(startedAt, work);
}

/** When the request being answered began, or undefined outside one. */
export function renderStartedAt() {
  return globalThis[CLOCK]?.getStore();
}

/**
 * The time an entry written now is stamped with: its request's start when there is one (never
 * later than now), else now.
 */
export function entryStamp(startedAt = renderStartedAt(), now = Date.now()) {
  return typeof startedAt === 'number' && Number.isFinite(startedAt) && startedAt < now
    ? startedAt
    : now;
}
