// The HTTP side of tRPC: the fetch adapter at /api/trpc, plus the one request it cannot read as
// sent, the unload beacon (DESIGN.md §7).
//
// Why the beacon needs a hand: on page unload the browser tracker calls
//   navigator.sendBeacon('/api/trpc/userSession.endSession', JSON.stringify({ sessionId, exitPage }))
// sendBeacon can only POST, cannot set headers, and sends a string body as
// `text/plain;charset=UTF-8` (a Blob typed application/json is not a CORS-safelisted type and
// Chrome threw on it for years, so trackers send strings). tRPC's fetch adapter answers any
// POST that is not JSON, form data or octet-stream with 415, so the beacon would be lost. We admit
// exactly that request — non-batched POST to userSession.endSession, text/plain or no content
// type, at most MAX_BEACON_BYTES — by re-issuing it as JSON, and mark the context as a beacon so
// the mutation guard lets its content type through. Its Origin is still checked and its body still
// goes through the procedure's zod schema. No other procedure accepts a non-JSON body.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { DERIVED_PREFIX } from './db/read-cache';
import type { Store } from './db/store';
import { appRouter } from './root';
import { createContext } from './trpc';

export const TRPC_ENDPOINT = '/api/trpc';
const BEACON_PROCEDURE = 'userSession.endSession';
const MAX_BEACON_BYTES = 8 * 1024;

function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** The unload beacon: a plain (non-batched) POST to endSession whose body is JSON sent as text. */
export function isEndSessionBeacon(req: Request): boolean {
  if (req.method !== 'POST') return false;
  const url = new URL(req.url);
  if (url.pathname !== `${TRPC_ENDPOINT}/${BEACON_PROCEDURE}` || url.searchParams.has('batch'))
    return false;
  const type = mediaType(req);
  return type === '' || type === 'text/plain';
}

async function beaconAsJson(req: Request): Promise<Request | Response> {
  // Refuse a declared oversize body before reading it; check the bytes read as well.
  const declared = Number(req.headers.get('content-length') ?? 0);
  const body = declared > MAX_BEACON_BYTES ? '' : await req.text();
  if (declared > MAX_BEACON_BYTES || Buffer.byteLength(body) > MAX_BEACON_BYTES) {
    return Response.json(
      {
        error: {
          message: 'Payload too large',
          code: -32600,
          data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
        },
      },
      { status: 413 },
    );
  }
  const headers = new Headers(req.headers);
  headers.set('content-type', 'application/json');
  return new Request(req.url, { method: 'POST', headers, body });
}

/**
 * Public reads whose answer depends only on their input and on areas the store's read cache
 * invalidates on write (no user, no IP, no session). A GET batch made only of these, without a
 * bearer token, is answered from a cached copy of the whole HTTP answer: the batched read every
 * page makes then skips tRPC's per-call work entirely. Any invalidation drops these copies.
 */
const CONTEXT_FREE_READS = new Set([
  'getSeoByPath',
  'routeRules.getByPath',
  'theme.getActiveTheme',
  'settings.getPublicSettings',
  'settings.getPublicSettingByKey',
  'featureFlags.getAllFeatureFlags',
  'featureFlags.getFeatureFlagByKey',
  'featureFlags.isFeatureEnabled',
  'logo.getActiveLogo',
]);

/** The cache key of a context-free read, or null when the request must go through tRPC. */
export function contextFreeReadKey(req: Request): string | null {
  if (req.method !== 'GET' || req.headers.has('authorization')) return null;
  const url = new URL(req.url);
  if (!url.pathname.startsWith(`${TRPC_ENDPOINT}/`)) return null;
  const procedures = decodeURIComponent(url.pathname.slice(TRPC_ENDPOINT.length + 1)).split(',');
  if (!procedures.every((name) => CONTEXT_FREE_READS.has(name))) return null;
  return `${DERIVED_PREFIX}trpc:${url.pathname}${url.search}`;
}

interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export function createTrpcHandler(getStore: () => Promise<Store>) {
  async function viaTrpc(store: Store, req: Request): Promise<Response> {
    const beacon = isEndSessionBeacon(req);
    const request = beacon ? await beaconAsJson(req) : req;
    if (request instanceof Response) return request;
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: request,
      router: appRouter,
      createContext: () =>
        createContext({ store, headers: req.headers, http: { method: req.method, beacon } }),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          console.error(`[trpc] ${path ?? '?'} failed`, error);
        }
      },
    });
  }

  return async function handleTrpc(req: Request): Promise<Response> {
    const store = await getStore();
    const key = contextFreeReadKey(req);
    if (!key) return viaTrpc(store, req);

    const answer = await store.cache.getOrLoad<CachedAnswer>(key, async () => {
      const response = await viaTrpc(store, req);
      return {
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      };
    });
    // Only successes are worth keeping; an error is answered once and asked again next time.
    if (answer.status !== 200) store.cache.delete(key);
    return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
  };
}
