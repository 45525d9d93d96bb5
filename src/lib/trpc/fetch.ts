// The browser's fetch for tRPC calls (spec §7, DESIGN.md §7): cookies included, visitor session
// id and bearer token attached when stored, a 30 s timeout, and one retry of a GET that failed
// with a transient status. Mutations are never retried: repeating a write is not safe.
import { ACCESS_TOKEN_STORAGE_KEY, REQUEST_TIMEOUT_MS, SESSION_STORAGE_KEY } from '@/config';

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The part of `Storage` the client reads; null when storage is unavailable (server, privacy mode). */
export interface KeyValueReader {
  getItem(key: string): string | null;
}

export interface TrpcFetchOptions {
  fetch?: FetchLike;
  storage?: () => KeyValueReader | null;
  timeoutMs?: number;
}

export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

export function browserStorage(): KeyValueReader | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    // Safari in some privacy modes throws on access: calls go out without the stored ids.
    console.warn('[trpc] localStorage unavailable', error);
    return null;
  }
}

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  if (init?.method) return init.method.toUpperCase();
  if (typeof Request !== 'undefined' && input instanceof Request) return input.method.toUpperCase();
  return 'GET';
}

/** Headers of the call: the link's own plus the stored visitor session id and access token. */
export function callHeaders(
  init: RequestInit | undefined,
  storage: KeyValueReader | null,
): Headers {
  const headers = new Headers(init?.headers);
  const sessionId = storage?.getItem(SESSION_STORAGE_KEY);
  const token = storage?.getItem(ACCESS_TOKEN_STORAGE_KEY);
  if (sessionId) headers.set('x-session-id', sessionId);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

/** One attempt with its own timeout; an abort of the caller's signal aborts it too. */
async function attempt(
  fetchImpl: FetchLike,
  input: RequestInfo | URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  outer?.addEventListener('abort', onOuterAbort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await new Promise<Response>((resolve, reject) => {
      // Rejects on timeout even if the underlying fetch ignores the signal.
      controller.signal.addEventListener('abort', () =>
        reject(timedOut ? new RequestTimeoutError(timeoutMs) : controller.signal.reason),
      );
      fetchImpl(input, { ...init, signal: controller.signal }).then(resolve, reject);
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** A `fetch` for httpBatchLink that applies the spec's call rules. */
export function createTrpcFetch(options: TrpcFetchOptions = {}): FetchLike {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readStorage = options.storage ?? browserStorage;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return async function trpcFetch(input, init) {
    const method = methodOf(input, init);
    const request: RequestInit = {
      ...init,
      method,
      credentials: 'include',
      headers: callHeaders(init, readStorage()),
    };
    const first = await attempt(fetchImpl, input, request, timeoutMs);
    if (method !== 'GET' || !RETRYABLE_STATUSES.has(first.status)) return first;
    // The first answer is dropped; its body is released so the connection can be reused.
    await first.body?.cancel().catch((error: unknown) => {
      console.warn('[trpc] could not release a retried response body', error);
    });
    return attempt(fetchImpl, input, request, timeoutMs);
  };
}
