// Asks the service worker (src/app/sw.ts) to keep this page, its scripts and the decoder's wasm,
// so the gate console opens with no network. The first visit happens before the worker controls
// the page, so it is told by message (CACHE_URLS) what the page loaded.
const KEPT = /^\/(?:_next\/static\/.+\.js|vendor\/zxing-wasm-[\w.-]+\/zxing_reader\.wasm)$/;

export async function keepGateConsoleOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && KEPT.test(url.pathname))
    .map((url) => url.pathname);
  registration.active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [location.pathname, ...new Set(loaded)] },
  });
}
