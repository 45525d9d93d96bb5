// Answers the server builds itself, outside tRPC's formatter, with the security headers every
// response carries (DESIGN.md §8): next.config.mjs headers() covers what Next serves, but not an
// answer written before Next routes the request (scripts/server.mjs), so these set them too.
import { securityHeaders } from './security-headers.mjs';

const HEADERS = securityHeaders(process.env.NODE_ENV === 'production');

/** Copies the security headers onto `headers` (kept when already set). */
export function addSecurityHeaders(headers: Headers): Headers {
  for (const { key, value } of HEADERS) if (!headers.has(key)) headers.set(key, value);
  return headers;
}

/**
 * A JSON error in tRPC's shape (`error.message`, `error.data.code`, `error.data.httpStatus`), so
 * the site's client reads it like any other tRPC failure.
 */
export function jsonErrorResponse(
  status: number,
  code: string,
  message: string,
  init: { headers?: Record<string, string> } = {},
): Response {
  const headers = addSecurityHeaders(new Headers(init.headers));
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  const body = { error: { message, code: -32600, data: { code, httpStatus: status } } };
  return new Response(JSON.stringify(body), { status, headers });
}
