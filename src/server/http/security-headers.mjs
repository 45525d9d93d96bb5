// The security headers of every response (DESIGN.md §8), in one place: next.config.mjs applies
// them to pages, files and route handlers, and src/server/http adds them to the answers the server
// builds itself (refusals before Next routes a request, 413, 400 on a malformed URL). Plain
// JavaScript because next.config.mjs imports it; security-headers.d.mts types it for TypeScript.

/**
 * @param {boolean} isProduction
 * @param {{ wasm?: boolean }} [options] `wasm`: the gate console compiles its QR decoder (WebAssembly)
 */
export function contentSecurityPolicy(isProduction, options = {}) {
  // Static pages cannot carry a per-request nonce, so inline scripts are allowed by
  // 'unsafe-inline'; 'unsafe-eval' is only granted to the dev server (React's debugging needs it).
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}${options.wasm ? " 'wasm-unsafe-eval'" : ''} https://www.googletagmanager.com https://connect.facebook.net`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://www.googletagmanager.com https://www.facebook.com",
    "font-src 'self'",
    // Analytics tags, and the IP lookups of src/lib/session/ip-lookup.ts (called only when the
    // `ip_lookup_enabled` setting is "true").
    "connect-src 'self' https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com https://ipinfo.io https://api.ipify.org https://ipapi.co https://ipwho.is",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * @param {boolean} isProduction
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(isProduction) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isProduction) },
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
