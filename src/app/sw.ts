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

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** An e-ticket page in either locale and either form (`/vi/ve-dien-tu/…`, `/en/e-ticket/…`). */
const E_TICKET_PAGE = /^\/(?:vi|en)\/(?:e-ticket|ve-dien-tu)\/[A-Za-z0-9_-]+\/?$/;
const DAY_SECONDS = 24 * 60 * 60;

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
