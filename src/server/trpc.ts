// tRPC setup in three parts, after create-t3-app's server/api/trpc.ts:
// 1. context (store, bearer user, visitor session id, client IP and country),
// 2. initialisation (error formatter with zod field errors),
// 3. procedures (public, protected, mutation guards).
// DESIGN.md §7–8: queries never change state; mutations refuse cross-site origins and non-JSON.
import { isIP } from 'node:net';
import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import type { Store } from './db/store';
import {
  CLIENT_ADDRESS_HEADER,
  isClientAddressStamped,
  normalizeAddress,
} from './http/client-address.mjs';
import { userFromToken, type User } from './services/auth/auth';
import { deviceCookieFrom } from './services/auth/device-cookies';
import { DomainError } from './services/errors';
import { UNKNOWN_COUNTRY, UNKNOWN_IP } from './services/sessions/user-session';
import { fieldIssuesOf } from '@/lib/validation/issue-key';
import type { ReasonKey } from '@/lib/errors/reasons';

/* ---------------------------------------------------------------------------------------------
 * 1. Context
 * ------------------------------------------------------------------------------------------- */

/** Facts about the HTTP request a call came in on; null for in-process (Server Component) calls. */
export interface HttpFacts {
  method: string;
  origin: string | null;
  host: string | null;
  /** `http` or `https`, as Next (or a trusted proxy, see scripts/server.mjs) saw the request. */
  protocol: string;
  secFetchSite: string | null;
  contentType: string | null;
  /** The unload beacon of userSession.endSession (see the route handler): JSON sent as text/plain. */
  beacon: boolean;
}

export interface Context {
  store: Store;
  user: User | null;
  accessToken: string | null;
  /** Visitor session id from the `x-session-id` header. */
  sessionId: string | null;
  ip: string;
  country: string;
  userAgent: string;
  http: HttpFacts | null;
  /** The login device cookie the request carried (services/auth/device-cookies.ts), unchecked. */
  deviceCookie: string | null;
  /** Headers of the HTTP answer (Set-Cookie); null for in-process calls. */
  responseHeaders: Headers | null;
}

export interface CreateContextOptions {
  store: Store;
  headers: Headers;
  /** Present for calls that arrived over HTTP. */
  http?: { method: string; beacon?: boolean };
  /** The HTTP answer's headers, for a procedure that sets a cookie. */
  responseHeaders?: Headers;
}

export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

let warnedUnstamped = false;

/**
 * The client address scripts/server.mjs resolved (the socket's, or per TRUSTED_PROXIES). Served
 * without it (`next dev`, a bare `next start`) the right-most X-Forwarded-For entry stands in: it
 * is the socket address Next writes when the client sent none, and a client's claim otherwise.
 */
export function clientIp(headers: Headers): string {
  if (isClientAddressStamped()) {
    const stamped = headers.get(CLIENT_ADDRESS_HEADER) ?? '';
    return isIP(stamped) ? stamped : UNKNOWN_IP;
  }
  if (!warnedUnstamped && process.env.NODE_ENV === 'production') {
    warnedUnstamped = true;
    console.warn('[trpc] not served by scripts/server.mjs: client addresses are not verified');
  }
  const last = normalizeAddress(headers.get('x-forwarded-for')?.split(',').at(-1) ?? '');
  return isIP(last) ? last : UNKNOWN_IP;
}

/** Two-letter country from the hosting platform's geo header, else "XX". */
export function clientCountry(headers: Headers): string {
  const value = (headers.get('x-vercel-ip-country') ?? headers.get('cf-ipcountry') ?? '')
    .trim()
    .toUpperCase();
  return /^[A-Z]{2}$/.test(value) ? value : UNKNOWN_COUNTRY;
}

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export async function createContext({
  store,
  headers,
  http,
  responseHeaders,
}: CreateContextOptions): Promise<Context> {
  const accessToken = bearerToken(headers);
  const sessionId = headers.get('x-session-id');
  return {
    store,
    accessToken,
    // Resolved up front (one indexed read) only when a token is sent; public pages send none.
    user: accessToken ? await userFromToken(store, accessToken) : null,
    sessionId: sessionId && SESSION_ID_PATTERN.test(sessionId) ? sessionId : null,
    ip: clientIp(headers),
    country: clientCountry(headers),
    userAgent: (headers.get('user-agent') ?? '').slice(0, 512),
    deviceCookie: deviceCookieFrom(headers.get('cookie')),
    responseHeaders: responseHeaders ?? null,
    http: http
      ? {
          method: http.method,
          origin: headers.get('origin'),
          host: headers.get('x-forwarded-host') ?? headers.get('host'),
          protocol: headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http',
          secFetchSite: headers.get('sec-fetch-site'),
          contentType: headers.get('content-type'),
          beacon: http.beacon ?? false,
        }
      : null,
  };
}

/* ---------------------------------------------------------------------------------------------
 * 2. Initialisation
 * ------------------------------------------------------------------------------------------- */

export const INVALID_INPUT_MESSAGE = 'Dữ liệu không hợp lệ';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const zodError =
      error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? error.cause : null;
    return {
      ...shape,
      // zod's own message is a JSON dump of its issues; people get one sentence, forms the fields.
      message: zodError ? INVALID_INPUT_MESSAGE : shape.message,
      data: {
        ...shape.data,
        // `fieldErrors` keyed by input field, as forms need them; null for other errors.
        zodError: zodError ? z.flattenError(zodError) : null,
        // The same fields' stable keys (`fieldIssues`), so a page translates them by key.
        fieldIssues: zodError ? fieldIssuesOf(zodError.issues) : null,
        // A refusal's key (`reason`, always) and the facts its service attached (e.g. `lines` of
        // a stock CONFLICT); null for other errors.
        details:
          error.cause instanceof DomainError
            ? { ...error.cause.details, reason: error.cause.reason }
            : null,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const router = t.router;

/* ---------------------------------------------------------------------------------------------
 * 3. Procedures
 * ------------------------------------------------------------------------------------------- */

/** The Origin header names this site: same scheme and host (`null` and junk never do). */
export function sameOrigin(origin: string, host: string | null, protocol: string): boolean {
  if (host === null || !URL.canParse(origin)) return false;
  return new URL(origin).origin === new URL(`${protocol}://${host}`).origin;
}

export const CROSS_SITE_MESSAGE = 'Yêu cầu từ trang khác bị từ chối';
export const NOT_JSON_MESSAGE = 'Nội dung yêu cầu phải là JSON';

/**
 * One middleware for every procedure (each extra layer costs on the hot batched reads):
 * - Mutations over HTTP: the Origin (sent by browsers on every cross-site POST) must name our
 *   host, and the body must be JSON, which a cross-site HTML form cannot send without a CORS
 *   preflight. Calls without an Origin come from non-browser clients, which CSRF cannot use.
 * - Services throw DomainError; callers see the standard tRPC code of the same name.
 */
const guard = t.middleware(async ({ ctx, type, path, next }) => {
  if (type === 'mutation' && ctx.http) {
    const { origin, host, protocol, secFetchSite, contentType, beacon } = ctx.http;
    if ((origin && !sameOrigin(origin, host, protocol)) || secFetchSite === 'cross-site') {
      // Expected refusal (CSRF probes, sandboxed frames send `null`): one line, no stack.
      console.warn(
        `[trpc] refused a cross-site ${path}: Origin ${JSON.stringify(origin?.slice(0, 100))}, ` +
          `Sec-Fetch-Site ${JSON.stringify(secFetchSite)}`,
      );
      throw new TRPCError({ code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE });
    }
    const json = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
    if (!json && !beacon) {
      throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_JSON_MESSAGE });
    }
  }
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.kind, message: cause.message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(guard);

/** A refusal of the procedures' own guards, carrying its key like a service's. */
function refused(reason: ReasonKey): TRPCError {
  const cause = new DomainError(reason);
  return new TRPCError({ code: cause.kind, message: cause.message, cause });
}

/** Requires a live bearer token; narrows `ctx.user` to a User. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw refused('unauthorized');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Operators only (DESIGN.md §16): `staff` or `admin`. No token: UNAUTHORIZED; a customer's: FORBIDDEN. */
export const staffProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'staff' && ctx.user.role !== 'admin') {
    throw refused('forbidden');
  }
  return next({ ctx });
});

/** Admins only: managing staff. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw refused('forbidden');
  }
  return next({ ctx });
});
