/// <reference lib="webworker" />
// The service worker (DESIGN §2: @serwist/next in configurator mode, bundled by `serwist build`
// after `next build`). It keeps the e-ticket pages a visitor opened, with the CSS and fonts they
// need, so a ticket opens again at the gate on the mountain without a network. Nothing else of
// the site is cached: pages stay static-first and fresh.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';
// Relative: `serwist build` bundles this file outside Next's `@/` aliases.
import { E_TICKET_PAGE, GATE_PAGE } from '../lib/offline-pages';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

/** Whether a request comes from the gate console (its scripts), or is the page's own CACHE_URLS. */
function forGateConsole(request: Request): boolean {
  if (request.destination === '') return true;
  try {
    return GATE_PAGE.test(new URL(request.referrer).pathname);
  } catch {
    // No referrer (policy or a direct load): not the console's, so not kept.
    return false;
  }
}

const serwist = new Serwist({
  // The build's stylesheets and fonts (serwist.config.mjs picks only those).
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // Navigations, and the page's own "keep me" message (CACHE_URLS, sent once the worker is
      // ready: the first visit happened before the worker controlled the page). Not RSC fetches.
      matcher: ({ request, url }) =>
        request.method === 'GET' &&
        url.origin === self.location.origin &&
        E_TICKET_PAGE.test(url.pathname) &&
        url.search === '' &&
        !request.headers.has('RSC'),
      // Online the page is always fresh (a ticket may have been exchanged); offline, the last copy.
      handler: new NetworkFirst({
        cacheName: 'e-tickets',
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 90 * DAY_SECONDS })],
      }),
    },
    {
      // The gate console: fresh online, the last copy offline (DESIGN.md §16, offline check-in).
      matcher: ({ request, url }) =>
        request.method === 'GET' &&
        url.origin === self.location.origin &&
        GATE_PAGE.test(url.pathname) &&
        url.search === '' &&
        !request.headers.has('RSC'),
      handler: new NetworkFirst({
        cacheName: 'gate-console',
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      // Its scripts (hashed, immutable) and the QR decoder's versioned wasm.
      matcher: ({ request, url }) =>
        url.origin === self.location.origin &&
        ((/^\/_next\/static\/.+\.js$/.test(url.pathname) && forGateConsole(request)) ||
          /^\/vendor\/zxing-wasm-[\w.-]+\/zxing_reader\.wasm$/.test(url.pathname)),
      handler: new CacheFirst({
        cacheName: 'gate-console-assets',
        plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      matcher: ({ url }) =>
        url.origin === self.location.origin &&
        /^\/_next\/static\/.+\.(?:css|woff2?)$/.test(url.pathname),
      handler: new CacheFirst({
        cacheName: 'e-ticket-assets',
        plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 90 * DAY_SECONDS })],
      }),
    },
  ],
});

serwist.addEventListeners();
