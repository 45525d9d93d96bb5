// Pools this process holds open (the store, Redis), closed by scripts/server.mjs once SIGTERM has
// drained the in-flight requests. A Set on globalThis, since the server script, the cache handler
// and Next's bundles do not share module instances.
const CLOSERS = Symbol.for('storefront.closers');

/** Registers `close` to run at shutdown; returns a function that unregisters it. */
export function onShutdown(close) {
  globalThis[CLOSERS] ??= new Set();
  globalThis[CLOSERS].add(close);
  return () => globalThis[CLOSERS].delete(close);
}
