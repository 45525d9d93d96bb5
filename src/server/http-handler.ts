// The HTTP side of tRPC: the fetch adapter at /api/trpc, plus the one request it cannot read as
// sent, the unload beacon (DESIGN.md §7).
//
// Why the beacon needs a hand: on page unload the browser tracker calls
//   navigator.sendBeacon('/api/trpc/userSession.endSession', JSON.stringify({ sessionId, exitPage }))
// sendBeacon can only POST, cannot set headers, and sends a string body as
// `text/plain;charset=UTF-8` (a Blob typed application/json would be allowed for same-origin, but
// some browsers refused such beacons, so trackers send strings). tRPC's fetch adapter answers any
// POST that is not JSON, form data or octet-stream with 415, so the beacon would be lost. We admit
// exactly that request — non-batched POST to userSession.endSession, text/plain or no content
// type, at most MAX_BEACON_BYTES — by re-issuing it as JSON, and mark the context as a beacon so
// the mutation guard lets its content type through. Its Origin is still checked and its body still
// goes through the procedure's zod schema. No other procedure accepts a non-JSON body.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
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
  const body = await req.text();
  if (Buffer.byteLength(body) > MAX_BEACON_BYTES) {
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

export function createTrpcHandler(getStore: () => Promise<Store>) {
  return async function handleTrpc(req: Request): Promise<Response> {
    const store = await getStore();
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
        if (error.code === 'INTERNAL_SERVER_ERROR')
          console.error(`[trpc] ${path ?? '?'} failed`, error);
      },
    });
  };
}
