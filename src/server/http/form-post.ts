// Plain HTML forms posted without JavaScript. tRPC's guard refuses a mutation whose
// body is not JSON, because a cross-site form cannot send JSON; a route that takes a form body
// instead checks the origin itself, the way that guard checks a mutation's Origin.
import { sameOrigin } from '../trpc';
import { PayloadTooLargeError, readBodyBytes, RequestTimeoutError } from './body-limit';
import { addSecurityHeaders } from './response';

/** A form of a few fields: names, quantities, a buyer's contact. */
const FORM_BODY_MAX_BYTES = 8 * 1024;
const FORM_BODY_DEADLINE_MS = 10_000;

function plain(status: number, text: string): Response {
  const headers = addSecurityHeaders(new Headers());
  headers.set('content-type', 'text/plain; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(text, { status, headers });
}

/** null when the form came from this site; else the refusal (403). */
export function sameSiteForm(request: Request): Response | null {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const protocol = request.headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const crossSite = request.headers.get('sec-fetch-site') === 'cross-site';
  if ((origin && !sameOrigin(origin, host, protocol)) || crossSite) {
    console.warn(`[forms] refused a cross-site form post to ${new URL(request.url).pathname}`);
    return plain(403, 'Yêu cầu từ trang khác bị từ chối / Cross-site request refused');
  }
  return null;
}

/** The posted `application/x-www-form-urlencoded` fields, or the refusal (413, 408, 415). */
export async function readPostedForm(request: Request): Promise<URLSearchParams | Response> {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return plain(415, 'Unsupported form encoding');
  try {
    const bytes = await readBodyBytes(request, FORM_BODY_MAX_BYTES, {
      deadlineMs: FORM_BODY_DEADLINE_MS,
    });
    return new URLSearchParams(new TextDecoder().decode(bytes));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return plain(413, 'Form too large');
    if (error instanceof RequestTimeoutError) return plain(408, 'Form not received in time');
    throw error;
  }
}

/** 303: the browser follows with a GET, so a reload never posts the order twice. */
export function seeOther(location: string, setCookies: readonly string[] = []): Response {
  const headers = addSecurityHeaders(new Headers({ location }));
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  headers.set('cache-control', 'no-store');
  return new Response(null, { status: 303, headers });
}
