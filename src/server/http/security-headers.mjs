// The security headers of every response (DESIGN.md §8), in one place: next.config.mjs applies
// them to pages, files and route handlers, and src/server/http adds them to the answers the server
// builds itself (refusals before Next routes a request, 413, 400 on a malformed URL). Plain
// JavaScript because next.config.mjs imports it; security-headers.d.mts types it for TypeScript.
//
// Pages get a stricter script policy than this baseline from scripts/server.mjs, once it knows
// how the page was made (src/server/http/document-policy.mjs): a per-response nonce for a page
// rendered for this request, the hashes of its inline scripts for a pre-rendered one, always with
// 'strict-dynamic' and never 'unsafe-inline'.

/** Where browsers send CSP violations (src/app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The `report-to` group, named by the Reporting-Endpoints header. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * @param {boolean} isProduction
 * @param {{ wasm?: boolean, scriptSources?: string[] }} [options] `wasm`: the gate console compiles
 *   its QR decoder (WebAssembly); `scriptSources`: the nonce or hashes that trust this document's
 *   own scripts (a page answer). Without them the baseline: scripts from this origin only, which is
 *   all a file, an image or a JSON answer may need (a worker script, say).
 */
export function contentSecurityPolicy(isProduction, options = {}) {
  const { wasm = false, scriptSources } = options;
  // The dev server keeps its inline scripts and eval (React's debugging and hot reload need them);
  // it never sits behind scripts/server.mjs, which gives production pages their nonce or hashes.
  // With 'strict-dynamic' a trusted script may add others (Next's chunks, and the analytics tags
  // that the consent loader adds once a visitor agreed): no tracker host is listed, and 'self'
  // is only the fallback of browsers older than CSP 3, which ignore 'strict-dynamic'.
  let script;
  if (!isProduction) script = "'self' 'unsafe-inline' 'unsafe-eval'";
  else if (scriptSources) script = ["'self'", ...scriptSources, "'strict-dynamic'"].join(' ');
  else script = "'self'";
  if (wasm) script += " 'wasm-unsafe-eval'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    // Kept: React's style attributes and the theme's <style> are inline. The Observatory scores
    // 'unsafe-inline' in style-src alone as no penalty; it runs no script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://www.googletagmanager.com https://www.facebook.com",
    "font-src 'self'",
    // The analytics tags' beacons (sent only once a visitor consented: no tag loads before), and
    // the IP lookups of src/lib/session/ip-lookup.ts (only when `ip_lookup_enabled` is "true").
    "connect-src 'self' https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com https://ipinfo.io https://api.ipify.org https://ipapi.co https://ipwho.is",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/** Uploaded files (avatars, logos): nothing in them may run or load anything, whatever they hold. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** The uploaded files' routes (src/app/api/uploads). */
export const UPLOAD_PATHS = '/api/uploads/:path*';

/**
 * @param {boolean} isProduction
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(isProduction) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isProduction) },
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
}

/** The gate check-in console's pages (src/i18n/routing.ts `adminCheckIn`, both locales). */
export const GATE_CONSOLE_PATHS = ['/vi/quan-tri/soat-ve', '/en/admin/check-in'];

/**
 * The gate console's own two: the phone's camera for this origin, and WebAssembly for its QR
 * decoder where the browser has no BarcodeDetector. Every other page keeps both off.
 * @param {boolean} isProduction
 * @returns {{ key: string, value: string }[]}
 */
export function gateConsoleHeaders(isProduction) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isProduction, { wasm: true }) },
    { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' },
  ];
}
