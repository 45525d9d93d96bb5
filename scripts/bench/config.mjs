// What the benchmark measures and the budgets it holds the site to (DESIGN.md §10).
// Add a page by adding one line to SITE_PAGES.

export const SITE_PORT = 3201;
export const FLOOR_PORT = 3202;
export const FLOOR_PLUS_PORT = 3203;
/** The site's build folder; next.config.mjs reads NEXT_DIST_DIR so this never touches `.next`. */
export const SITE_DIST_DIR = '.next-bench';

/** Chromium flags from TEAM.md: without the networking ones it floods the closed network. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The site pages to compare with the floor, one line each. A page has either a fixed `path` or a
 * `discover` pattern matched against the site's sitemap.xml (first match wins); `--page name=path`
 * on the command line overrides either. `budgets` overrides entries of BUDGETS for that page.
 * Patterns follow the Vietnamese aliases of src/i18n/routing.ts.
 */
/**
 * What the page load sends besides a cart cookie: Chromium's own Accept-Encoding, so requests/s
 * counts the answer a browser gets (compressed), not one no browser asks for.
 */
export const BROWSER_REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export const SITE_PAGES = [
  { name: 'home', path: '/vi' },
  { name: 'product', discover: '^/vi/san-pham/(?!trang-\\d+$)[^/]+$' },
  // The post list's own pages 2… share the prefix (/vi/bai-viet/trang-2): not a post.
  { name: 'post', discover: '^/vi/bai-viet/(?!trang-\\d+$)[^/]+$' },
  { name: 'ticket-pricing', path: '/vi/bang-gia-ve' },
  // The buy path may ship more script than a content page: its forms are enhanced.
  { name: 'order-ticket', path: '/vi/dat-ve', budgets: { jsRatioMax: 1.25 } },
  // With one line in a guest cart (run.mjs adds it from the product page's plain form). The cart
  // is a pre-rendered shell whose lines load in the browser; the checkout renders the plain form
  // from the cart's cookie per request, so it has no requests/s budget.
  // Both are noindex on purpose (a visitor's own cart is no search result).
  {
    name: 'cart',
    path: '/vi/cart',
    withCartLine: true,
    noindex: true,
    budgets: { jsRatioMax: 1.25 },
  },
  {
    name: 'checkout',
    path: '/vi/checkout',
    withCartLine: true,
    noindex: true,
    prerendered: false,
    budgets: { jsRatioMax: 1.25 },
  },
  // The e-ticket page of a real paid booking (run.mjs books one through the plain booking and
  // checkout forms and the payment sandbox). Rendered per request from the ticket's key and
  // noindex on purpose (a holder's ticket is no search result). Not the buy path and not enhanced
  // (it ships the content pages' scripts), so the content pages' JS budget holds.
  { name: 'e-ticket', withBooking: true, noindex: true, prerendered: false },
];

/** The only page of the floor and of floor+. */
export const FLOOR_PATH = '/';

/**
 * Two floors (DESIGN.md §10): JavaScript is judged against `floor` (the least any page of this
 * framework ships), LCP, performance and requests/s against `floor+` (the floor plus a
 * pass-through edge middleware, a style sheet of our size and a preloaded hero of our hero's
 * bytes), which our pages cannot go below either.
 */
export const BUDGETS = {
  /** First-load JS (gzip) of a page divided by floor's (content pages; the buy path 1.25×). */
  jsRatioMax: 1.12,
  /** Lighthouse performance score minus floor+'s. */
  perfDeltaMin: -0.02,
  accessibilityMin: 1,
  bestPracticesMin: 1,
  seoMin: 1,
  /** Requests per second of a pre-rendered page divided by floor+'s. */
  rpsRatioMin: 0.9,
  /** Largest Contentful Paint of a page divided by floor+'s. */
  lcpRatioMax: 1.15,
  /** Total Blocking Time of a page minus floor+'s, in ms. */
  tbtDeltaMaxMs: 100,
  /** HTML (gzip) of a page divided by floor+'s. */
  htmlRatioMax: 2.5,
  /** p99 latency of the tRPC batch read at TRPC_OFFERED_RATE requests/s, in ms. */
  trpcP99MaxMs: 25,
};

/** The tRPC batch is offered at this fixed rate (an open-loop load, not saturation). */
export const TRPC_OFFERED_RATE = 200;

export const DEFAULTS = {
  /** Lighthouse runs per page; the median of each figure is kept (scores are noisy on 2 cores). */
  lighthouseRuns: 5,
  // The observed measurement beside the simulated one: slower, so fewer runs.
  devtoolsRuns: 3,
  /** autocannon on pages: the seconds per page are split into rounds that alternate the pages,
   * so a busy moment on the shared machine does not land on one page only. */
  pageConnections: 10,
  pageDurationSeconds: 10,
  pageLoadRounds: 2,
  /** autocannon on the tRPC batch read when measured at saturation (the budget uses the open loop). */
  trpcConnections: 50,
  trpcDurationSeconds: 10,
};

/**
 * The tRPC batch read: procedures and their inputs, in batch order. Inputs follow the routers in
 * src/server/routers (getSeoByPath takes `{ path }`; the other two take no input).
 */
export const TRPC_BATCH = [
  { procedure: 'getSeoByPath', input: { path: '/' } },
  { procedure: 'theme.getActiveTheme', input: null },
  { procedure: 'settings.getPublicSettings', input: null },
];
