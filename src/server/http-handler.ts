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
//
// Limits (DESIGN.md §8), checked before tRPC parses anything: a request carries at most
// TRPC_MAX_BATCH_CALLS calls, and a password-hashing procedure (TRPC_SOLO_PROCEDURES) only alone;
// a body is read up to MAX_BODY_BYTES (the beacon MAX_BEACON_BYTES) and refused with 413 past it;
// a login or registration body is read whole, within a deadline, before it may wait for a hash
// (http/auth-body.ts).
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { AUTH_BODY_DEADLINE_MS, TRPC_MAX_BATCH_CALLS, TRPC_SOLO_PROCEDURES } from '@/config';
import { DERIVED_PREFIX } from './db/read-cache';
import type { Store } from './db/store';
import { AuthBodiesBusyError, readAuthBody } from './http/auth-body';
import {
  PayloadTooLargeError,
  payloadTooLargeResponse,
  readBodyBytes,
  RequestTimeoutError,
  requestTimeoutResponse,
} from './http/body-limit';
import { CONTEXT_FREE_READS } from './http/read-budget.mjs';
import { jsonErrorResponse } from './http/response';
import { accountOfBody, AuthDoor, type AuthDoorEntry } from './http/auth-door';
import { deviceCookieFrom, signedDeviceId } from './services/auth/device-cookies';
import { hashCapacity, hashQueueFull, type HashLane } from './services/auth/passwords';
import { appRouter } from './root';
import { clientIp, createContext } from './trpc';
import { reasonText } from '@/lib/errors/reasons';

export const TRPC_ENDPOINT = '/api/trpc';
const BEACON_PROCEDURE = 'userSession.endSession';
const MAX_BEACON_BYTES = 8 * 1024;
/** JSON calls are small: the largest input field is 16 kB, and a batch is at most 10 calls. */
export const MAX_BODY_BYTES = 100 * 1024;

export const BATCH_TOO_LARGE_MESSAGE = `Một yêu cầu chỉ được gộp tối đa ${TRPC_MAX_BATCH_CALLS} lệnh gọi`;
export const SOLO_PROCEDURE_MESSAGE =
  'Đăng nhập và đăng ký phải được gửi riêng, mỗi lần một yêu cầu';
export const MALFORMED_PATH_MESSAGE = 'Đường dẫn không hợp lệ';

/** The calls of a tRPC request: procedure names and whether it is a batch. */
export interface TrpcCalls {
  procedures: string[];
  batch: boolean;
}

/** The procedures a request names, or null when its path does not decode. */
export function trpcCalls(url: URL): TrpcCalls | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname.slice(TRPC_ENDPOINT.length + 1));
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
  const batch = url.searchParams.get('batch') === '1';
  return { procedures: batch ? path.split(',') : [path], batch };
}

/** Why the calls are refused before any of them runs, or null when they may go ahead. */
export function batchRefusal({ procedures }: TrpcCalls): string | null {
  if (procedures.length > TRPC_MAX_BATCH_CALLS) return BATCH_TOO_LARGE_MESSAGE;
  if (procedures.length > 1 && procedures.some((name) => TRPC_SOLO_PROCEDURES.includes(name)))
    return SOLO_PROCEDURE_MESSAGE;
  return null;
}

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

/**
 * The request with its body read (within `maxBytes`, unless it was read already) and, for the
 * beacon, typed as JSON: tRPC then parses bytes already counted. A GET passes as it is.
 */
async function withBoundedBody(
  req: Request,
  beacon: boolean,
  read?: Uint8Array<ArrayBuffer>,
): Promise<Request> {
  if (req.method === 'GET' || req.method === 'HEAD') return req;
  const body = read ?? (await readBodyBytes(req, beacon ? MAX_BEACON_BYTES : MAX_BODY_BYTES));
  const headers = new Headers(req.headers);
  if (beacon) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(req.url, { method: req.method, headers, body });
}

// CONTEXT_FREE_READS (http/read-budget.mjs, which also prices them): public reads whose answer
// depends only on their input and on areas the store's read cache invalidates on write (no user,
// no IP, no session). A GET batch made only of these, without a bearer token, is answered from a
// cached copy of the whole HTTP answer: the batched read every page makes then skips tRPC's
// per-call work entirely. Any invalidation drops these copies.

/**
 * The cache key of a context-free read, or null when the request must go through tRPC. The key
 * is what determines the answer, the procedures and each call's input, never the raw URL: junk
 * parameters or inputs past the calls map to the same entry.
 */
export function contextFreeReadKey(
  req: Request,
  calls: TrpcCalls | null = trpcCalls(new URL(req.url)),
): string | null {
  if (!calls || req.method !== 'GET' || req.headers.has('authorization')) return null;
  if (!calls.procedures.every((name) => CONTEXT_FREE_READS.has(name))) return null;
  const raw = new URL(req.url).searchParams.get('input');
  let input: unknown = undefined;
  if (raw !== null) {
    try {
      input = JSON.parse(raw);
    } catch (error) {
      // tRPC answers this 400 itself; nothing to cache.
      if (error instanceof SyntaxError) return null;
      throw error;
    }
  }
  const inputs = calls.batch
    ? calls.procedures.map((_, index) =>
        input !== null && typeof input === 'object'
          ? (input as Record<string, unknown>)[index]
          : undefined,
      )
    : [input];
  const key = JSON.stringify([calls.batch, calls.procedures, inputs]);
  return `${DERIVED_PREFIX}trpc:${key}`;
}

interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

function cachedAnswerBytes(answer: CachedAnswer): number {
  return (
    answer.body.byteLength + answer.headers.reduce((sum, [k, v]) => sum + k.length + v.length, 0)
  );
}

/**
 * Logins and registrations in flight in this process, at most what the hash queue holds, in the
 * queue's two lanes (http/auth-door.ts): known devices have places of their own; in the unknown
 * lane one address or one account holds at most two places, so a flood from many addresses at
 * many accounts, or from one host, leaves the rest of the lane to others.
 */
const authDoor = new AuthDoor({
  known: { capacity: hashCapacity('known'), perDevice: 1 },
  unknown: { capacity: hashCapacity('unknown'), perAddress: 2, perAccount: 2 },
});

/** The lane of a request that hashes: only a login with a device cookie we signed is known. */
function authLane(procedure: string, cookieHeader: string | null): HashLane {
  if (procedure !== 'auth.login') return 'unknown';
  return signedDeviceId(deviceCookieFrom(cookieHeader)) ? 'known' : 'unknown';
}

/**
 * The same door, seen from scripts/server.mjs (same process, outside Next's bundle): while the
 * lane a login or registration would take is full, the server answers it 429 before Next routes
 * it, since a flood of refusals that each went through Next's pipeline still kept pages waiting
 * (login-attack bench). A known device's login is never refused for the unknown lane's flood.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('storefront.authDoor')] = {
  full: (procedure: string, cookieHeader: string | null) =>
    authDoor.full(authLane(procedure, cookieHeader)),
  message: reasonText('hash-busy'),
};

/** Refusals held at once at most (each a timer and a socket); past that the 429 goes at once. */
const MAX_HELD_REFUSALS = 512;
const REFUSAL_HOLD_MS = 1_000;
let heldRefusals = 0;

/** Waits the refusal's Retry-After (1 s) before it is sent, unless too many are held already. */
async function holdRefusal(): Promise<void> {
  if (heldRefusals >= MAX_HELD_REFUSALS) return;
  heldRefusals += 1;
  try {
    await new Promise((resolve) => setTimeout(resolve, REFUSAL_HOLD_MS));
  } finally {
    heldRefusals -= 1;
  }
}

export function createTrpcHandler(getStore: () => Promise<Store>) {
  async function viaTrpc(
    store: Store,
    req: Request,
    body?: Uint8Array<ArrayBuffer>,
  ): Promise<Response> {
    const beacon = isEndSessionBeacon(req);
    const request = await withBoundedBody(req, beacon, body);
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: request,
      router: appRouter,
      createContext: ({ resHeaders }) =>
        createContext({
          store,
          headers: req.headers,
          http: { method: req.method, beacon },
          responseHeaders: resHeaders,
        }),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          console.error(`[trpc] ${path ?? '?'} failed`, error);
        }
      },
    });
  }

  async function handle(req: Request): Promise<Response> {
    const calls = trpcCalls(new URL(req.url));
    if (!calls) return jsonErrorResponse(400, 'BAD_REQUEST', MALFORMED_PATH_MESSAGE);
    const refusal = batchRefusal(calls);
    if (refusal) {
      console.warn(`[trpc] refused a batch of ${calls.procedures.length} calls: ${refusal}`);
      return jsonErrorResponse(400, 'BAD_REQUEST', refusal);
    }
    const hashing = calls.procedures.some((name) => TRPC_SOLO_PROCEDURES.includes(name));
    if (hashing) {
      // The whole body first, within its deadline: a slow sender must not wait at the door.
      let body: Uint8Array<ArrayBuffer>;
      try {
        body = await readAuthBody(req, clientIp(req.headers), MAX_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof AuthBodiesBusyError)) throw error;
        console.warn(`[trpc] refused an auth body: ${error.message}`);
        return jsonErrorResponse(429, 'TOO_MANY_REQUESTS', reasonText('rate-limited'), {
          headers: { 'retry-after': String(Math.ceil(AUTH_BODY_DEADLINE_MS / 1000)) },
        });
      }
      // Admit no more logins and registrations than the hash queue holds: each one writes its
      // rate-limit rows before it reaches the queue, and a flood of those writes alone kept pages
      // waiting (the bench's login attack). The rest are told to come back, before any work.
      const procedure = calls.procedures[0] ?? '';
      const cookie = req.headers.get('cookie');
      const lane = authLane(procedure, cookie);
      const entry: AuthDoorEntry = {
        lane,
        device: lane === 'known' ? signedDeviceId(deviceCookieFrom(cookie)) : null,
        address: clientIp(req.headers),
        account: accountOfBody(body),
      };
      const admitted = hashQueueFull(lane) ? { refused: 'busy' as const } : authDoor.enter(entry);
      if ('refused' in admitted) {
        // Held for its Retry-After, as scripts/server.mjs holds a full door's refusals: answered
        // at once, the workers of a flood aimed at one account came straight back, and their
        // refusals (each through Next's routing) tripled and held GET /vi at 4.7× its idle p99
        // while the owner signed in (login-attack bench).
        await holdRefusal();
        // A share used up is this client's own doing (the account's or the address's limit);
        // a full lane is everyone's.
        return admitted.refused === 'share'
          ? jsonErrorResponse(429, 'TOO_MANY_REQUESTS', reasonText('rate-limited'), {
              headers: { 'retry-after': '1' },
            })
          : jsonErrorResponse(429, 'TOO_MANY_REQUESTS', reasonText('hash-busy'), {
              headers: { 'retry-after': '1' },
            });
      }
      try {
        return await viaTrpc(await getStore(), req, body);
      } finally {
        admitted.release();
      }
    }
    const store = await getStore();
    const key = contextFreeReadKey(req, calls);
    if (!key) return viaTrpc(store, req);

    const answer = await store.cache.getOrLoad<CachedAnswer>(
      key,
      async () => {
        const response = await viaTrpc(store, req);
        return {
          status: response.status,
          headers: [...response.headers],
          body: await response.arrayBuffer(),
        };
      },
      cachedAnswerBytes,
    );
    // Only successes are worth keeping; an error is answered once and asked again next time.
    if (answer.status !== 200) store.cache.delete(key);
    return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
  }

  return async function handleTrpc(req: Request): Promise<Response> {
    try {
      return await handle(req);
    } catch (error) {
      if (error instanceof RequestTimeoutError) {
        console.warn(
          `[trpc] refused a body not received within ${error.deadlineMs} ms: ${new URL(req.url).pathname}`,
        );
        return requestTimeoutResponse();
      }
      if (!(error instanceof PayloadTooLargeError)) throw error;
      // Expected refusal: one line, no stack.
      console.warn(
        `[trpc] refused a body over ${error.maxBytes} bytes: ${new URL(req.url).pathname}`,
      );
      return payloadTooLargeResponse();
    }
  };
}
