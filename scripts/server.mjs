#!/usr/bin/env node
// The production server (`npm start`, the e2e tests, the benchmark): Next's own request handler
// behind a plain Node HTTP server that does the three things Next cannot (DESIGN.md §8):
// - the client address: Next hands route handlers no socket and keeps an X-Forwarded-For the
//   client sent, so this server resolves the address (socket, or TRUSTED_PROXIES and
//   X-Forwarded-For from the right) and overwrites `x-client-address` with it; a forwarded header
//   from an untrusted peer is dropped, so Next writes the socket address in its place;
// - a request target with a malformed percent-escape (`/%ZZ`, `/api/trpc/x%E0%A4%A`): Next's
//   router answers those 500 in plain text without headers or a log line; here they get 400;
// - TRACE and TRACK: 405;
// - a request target in absolute form naming another host (`GET http://evil.example/vi`): 400,
//   where Next answered a 308 to that host;
// - a public tRPC read past its address's cost budget (src/server/http/read-budget.mjs): 429 with
//   Retry-After, held like a refused login;
// - a body sent to a page (`POST /vi`, a bogus `Next-Action`): 405 before a byte of it is read,
//   since the site has no Server Actions and Next read such bodies whole;
// - compression and entity tags, which Next does too but slowly: `compress` and `generateEtags`
//   are off in next.config.mjs. src/server/http/whole-answers.mjs tags, answers 304 and
//   compresses (once per page version) what Next sends whole; `compression` below it compresses
//   what Next streams (gzip, or br where the client takes it);
// - `lang` on the bare error shell Next 16.3+ sends for a notFound() in a per-request page
//   (src/server/http/error-shell-lang.mjs);
// - a page's script policy: a fresh nonce for what Next renders for this request, the hashes of
//   its scripts for a page it sends whole, set once per page version beside its compressed copies
//   (src/server/http/document-policy.mjs).
// Refusals carry the security headers and leave one log line each.
// It also runs as one of several instances behind a proxy (DESIGN.md §19): it refuses an unsafe
// deployment before starting, outlives the proxy's keep-alive, and on SIGTERM answers /api/ready
// 503, serves a grace period with `Connection: close` on every answer, then drains
// (src/server/drain.mjs; below, "Operations").
//   node scripts/server.mjs [-p 3000] [-H localhost]
import './lib/require-node.mjs';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import compression from 'compression';
import { withRenderClock } from '../src/server/cache/render-clock.mjs';
import { takeSharedBucket } from '../src/server/cache/shared-limits.mjs';
import { refuseUnsafeStart } from '../src/server/deployment.mjs';
import { createDrain, graceSecondsFrom } from '../src/server/drain.mjs';
import {
  CLIENT_ADDRESS_HEADER,
  markClientAddressStamped,
  normalizeAddress,
  parseTrustedProxies,
  resolveClientAddress,
} from '../src/server/http/client-address.mjs';
import { langOnErrorShell } from '../src/server/http/error-shell-lang.mjs';
import { createDocumentPolicies } from '../src/server/http/document-policy.mjs';
import { createWholeAnswers } from '../src/server/http/whole-answers.mjs';
import {
  READ_BUDGET_MESSAGE,
  ReadBudget,
  readBudgetRule,
  readCost,
} from '../src/server/http/read-budget.mjs';
import { securityHeaders } from '../src/server/http/security-headers.mjs';
import { exitWhenLogPipesClose } from '../src/server/log-pipes.mjs';

process.env.NODE_ENV = 'production';
const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(options.port ?? process.env.PORT ?? 3000);
const hostname = options.hostname;
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const REFUSED_METHODS = new Set(['TRACE', 'TRACK']);
const HEADERS = Object.fromEntries(securityHeaders(true).map(({ key, value }) => [key, value]));

/** The path of a request target decodes, or the request is refused before Next parses it. */
function wellFormedTarget(url) {
  const pathname = url.split('?', 1)[0] ?? '';
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    // URIError: the refusal below reports it.
    return false;
  }
}

/**
 * An absolute-form target (`http://host/path`, RFC 9112 §3.2.2) is brought to origin form when it
 * names this request's own Host, and refused (false) when it names another: Next would otherwise
 * build its redirects on the named host. Authority form and `*` have no use here either.
 */
function originFormTarget(req) {
  const url = req.url ?? '';
  if (url.startsWith('/')) return true;
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return false;
  const target = new URL(url);
  if (target.host.toLowerCase() !== String(req.headers.host ?? '').toLowerCase()) return false;
  req.url = `${target.pathname}${target.search}`;
  return true;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True for a request that sends a page a body: only `/api/…` route handlers read bodies (there
 * are no Server Actions), so anything else is refused before its body is read and the connection
 * is closed, instead of Next reading a 50 MB body whole to find no action in it.
 */
function bodyToPage(req) {
  if (!BODY_METHODS.has(req.method ?? '')) return false;
  return !(req.url ?? '').startsWith('/api/');
}

function refuse(req, res, status, reason, extraHeaders = {}) {
  const api = (req.url ?? '').startsWith('/api/');
  const message = status === 405 ? 'Method Not Allowed' : 'Bad Request';
  const body = api
    ? JSON.stringify({
        error: { message, code: -32600, data: { code: reason, httpStatus: status } },
      })
    : `${message}\n`;
  res.writeHead(status, {
    ...HEADERS,
    ...extraHeaders,
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  // One line, the target cut short: a flood of these must not flood the log.
  const target = JSON.stringify((req.url ?? '').slice(0, 200));
  console.warn(
    `[http] ${status} ${reason}: ${req.method} ${target} from ${normalizeAddress(req.socket.remoteAddress ?? '')}`,
  );
}

/** Resolves the client address and drops the forwarding headers an untrusted peer wrote. */
function stampClientAddress(req) {
  const forwarded = req.headers['x-forwarded-for'];
  const { address, viaTrustedProxy } = resolveClientAddress({
    socketAddress: req.socket.remoteAddress ?? '',
    forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trusted,
  });
  if (!viaTrustedProxy) {
    // Next fills in what is missing from the socket (`??=` in its base server).
    for (const name of [
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-forwarded-port',
    ])
      delete req.headers[name];
  }
  req.headers[CLIENT_ADDRESS_HEADER] = address;
}

const NOT_CACHEABLE = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * A 404 is never cached as the page it stands in for. A root path with a file extension
 * (`/nope.js`) skips the middleware and reaches the `[locale]` page as an unknown locale, which
 * answers 404 with the page's ISR header (`s-maxage=300, stale-while-revalidate` of a year): a
 * CDN would then serve the miss for a year after the file appears. Node writes the head through
 * `writeHead` whether Next calls it or not, so this is the one place that sees every status.
 */
function uncacheableNotFound(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (
      status === 404 &&
      /s-maxage|stale-while-revalidate/i.test(String(this.getHeader('cache-control') ?? ''))
    ) {
      this.setHeader('cache-control', NOT_CACHEABLE);
    }
    return writeHead.call(this, status, ...rest);
  };
}

const AUTH_PROCEDURES = new Map([
  ['/api/trpc/auth.login', 'auth.login'],
  ['/api/trpc/auth.register', 'auth.register'],
]);

/**
 * True for a login or registration while its lane of the app's auth door
 * (src/server/http-handler.ts) is full: a login with a signed device cookie has a lane of its own.
 */
function authDoorFull(req) {
  if (req.method !== 'POST') return false;
  const procedure = AUTH_PROCEDURES.get((req.url ?? '').split('?', 1)[0]);
  if (!procedure) return false;
  const door = globalThis[Symbol.for('storefront.authDoor')];
  return Boolean(door?.full(procedure, req.headers.cookie ?? null));
}

/**
 * While the door is full, a refused login (and a read over its budget) waits TARPIT_MS for its 429 (what its Retry-After asks
 * of it anyway): a client that keeps logins in flight, as a password-guessing bot does, is then
 * slowed to about one attempt per connection per TARPIT_MS, instead of spending the server's CPU
 * on ~900 refusals a second (the login-attack benchmark). A held request costs a timer and a socket; at
 * most TARPIT_MAX are held, and beyond that the 429 goes at once.
 */
const TARPIT_MS = 1_000;
const TARPIT_MAX = 2_000;
let tarpitHeld = 0;

/**
 * 429 in tRPC's shape, after TARPIT_MS; no log line, as a flood of them is expected under attack.
 */
function tooManyRequests(req, res, message, retryAfterSeconds) {
  const body = JSON.stringify({
    error: { message, code: -32600, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } },
  });
  const answer = () => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(429, {
      ...HEADERS,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  req.resume();
  if (tarpitHeld >= TARPIT_MAX) return answer();
  tarpitHeld += 1;
  const timer = setTimeout(() => {
    tarpitHeld -= 1;
    answer();
  }, TARPIT_MS);
  res.on('close', () => {
    if (!res.writableEnded) {
      clearTimeout(timer);
      tarpitHeld -= 1;
    }
  });
}

/** A login or registration while the auth door is full: 429 as the tRPC door answers it. */
function busy(req, res) {
  const message = globalThis[Symbol.for('storefront.authDoor')]?.message ?? 'Too Many Requests';
  tooManyRequests(req, res, message, TARPIT_MS / 1000);
}

/** This process's read buckets, with READ_BUDGET_PER_SECOND once the environment is read. */
let readBudget = new ReadBudget();
/** For streamed answers: Next's own choice of library and defaults, plus br at quality 4. */
const compress = compression();
/**
 * The build's script files by URL path → their integrity hash (Next's subresource integrity
 * manifest, next.config.mjs), for the pages sent whole (src/server/http/document-policy.mjs).
 */
function buildIntegrity() {
  let manifest = {};
  try {
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    const file = path.resolve(root, distDir, 'server', 'subresource-integrity-manifest.json');
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error('[start] no integrity manifest: pre-rendered pages lose their scripts', error);
  }
  return (urlPath) =>
    urlPath.startsWith('/_next/') ? (manifest[urlPath.slice('/_next/'.length)] ?? null) : null;
}

const documentPolicies = createDocumentPolicies({ integrityOf: buildIntegrity() });
const wholeAnswers = createWholeAnswers({ beforeHead: documentPolicies.applyToWhole });

/**
 * Spends a public tRPC read's cost from its client address's budget (run after the address is
 * stamped); past the budget the read is answered 429 here, before Next routes it, and held like
 * a refused login, so a flood of refusals costs a timer each rather than a core. With REDIS_URL
 * the bucket is shared by every instance; without it, or while Redis is away, it is this
 * process's (src/server/cache/shared-limits.mjs).
 */
async function overReadBudget(req, res) {
  const cost = readCost(req.method ?? '', req.url ?? '');
  if (cost === 0) return false;
  const address = String(req.headers[CLIENT_ADDRESS_HEADER]);
  const wait =
    (await takeSharedBucket(`read:${address}`, cost, readBudget.rule)) ??
    readBudget.take(address, cost);
  if (wait === 0) return false;
  tooManyRequests(req, res, READ_BUDGET_MESSAGE, wait);
  return true;
}

// Operations: kept apart from the request checks above.

/**
 * A proxy keeps idle connections to its upstreams open (nginx `keepalive_timeout` 60 s by
 * default; deploy/nginx.conf sets 4 s); Node's default of 5 s could close them first, and a request
 * the proxy sends on a socket Node is closing gets a 502. The server must outlast the proxy: 65 s,
 * and the header deadline above it (Node requires headersTimeout > keepAliveTimeout for the
 * keep-alive to hold).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const HEADERS_TIMEOUT_MS = 66_000;
/**
 * In-flight requests get this long once the grace after SIGTERM is over: whoever stops the
 * process must wait longer than SHUTDOWN_GRACE_SECONDS + 25 s before SIGKILL (compose.yaml's
 * stop_grace_period).
 */
const DRAIN_TIMEOUT_MS = 25_000;

function configureKeepAlive(server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

/**
 * What holds pools open (the store, Redis): the app registers a close function for each under
 * this symbol (src/server/shutdown.mjs), so this server can end them after the last response.
 */
async function closePools() {
  const closers = globalThis[Symbol.for('storefront.closers')];
  if (!closers) return;
  const results = await Promise.allSettled([...closers].map((close) => close()));
  for (const result of results) {
    if (result.status === 'rejected') console.error('[shutdown] close failed', result.reason);
  }
}

/** The build this server serves, for the readiness answer while it drains. */
function buildId() {
  try {
    return readFileSync(
      path.resolve(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
      'utf8',
    ).trim();
  } catch {
    // No build to read: Next's prepare() below fails with its own message.
    return 'unknown';
  }
}

/**
 * Next starts the app (src/instrumentation.ts: the deployment and store checks) after listening,
 * and when that fails it answers every request 500 while the process lives on. The server asks its
 * own /api/health once it listens and ends the process when the app cannot answer: a store that
 * is not migrated (or a refused deployment) stops the start, with the reason logged above.
 */
async function exitUnlessServing(origin) {
  let status = 0;
  try {
    status = (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(60_000) })).status;
  } catch (error) {
    console.error(`[start] ${origin}/api/health did not answer: ${error.message}`);
  }
  if (status === 200) return;
  console.error(`[start] the app did not start (health ${status || 'no answer'}): see above`);
  process.exit(1);
}

// The environment as Next reads it (.env files included), checked before anything starts.
// No one left to read the logs (a supervisor that died): stop rather than spin on EPIPE.
exitWhenLogPipesClose([process.stdout, process.stderr], (code) => process.exit(code));
nextEnv.loadEnvConfig(root);
refuseUnsafeStart(process.env);
let graceSeconds;
try {
  graceSeconds = graceSecondsFrom(process.env.SHUTDOWN_GRACE_SECONDS);
  readBudget = new ReadBudget(readBudgetRule(process.env.READ_BUDGET_PER_SECOND));
} catch (error) {
  console.error(`[start] refused: ${error.message}`);
  process.exit(1);
}

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
markClientAddressStamped();

const server = http.createServer(async (req, res) => {
  // First: once SIGTERM came, every answer closes its connection and /api/ready is 503.
  if (drain.intercept(req, res)) return;
  if (REFUSED_METHODS.has(req.method ?? '')) {
    return refuse(req, res, 405, 'METHOD_NOT_ALLOWED', { allow: 'GET, HEAD, POST, OPTIONS' });
  }
  if (!originFormTarget(req)) return refuse(req, res, 400, 'FOREIGN_TARGET');
  if (!wellFormedTarget(req.url ?? '')) return refuse(req, res, 400, 'MALFORMED_URL');
  if (bodyToPage(req)) {
    return refuse(req, res, 405, 'BODY_TO_PAGE', { allow: 'GET, HEAD', connection: 'close' });
  }
  if (authDoorFull(req)) return busy(req, res);
  stampClientAddress(req);
  if (await overReadBudget(req, res)) return;
  uncacheableNotFound(res);
  documentPolicies.applyToStream(res, documentPolicies.nonceFor(req));
  // compression() wraps res.write/end and calls its callback at once; wholeAnswers goes on top of
  // it, so it sees the body Next hands over before anything compresses it.
  compress(req, res, () => {});
  langOnErrorShell(req, res);
  wholeAnswers(req, res);
  try {
    // The cache stamps what this request's render writes with its start (render-clock.mjs).
    await withRenderClock(() => handle(req, res));
  } catch (error) {
    // What `next start` does with an error that escapes Next's handler, with the headers.
    console.error(
      `[http] ${req.method} ${JSON.stringify((req.url ?? '').slice(0, 200))} failed`,
      error,
    );
    if (!res.headersSent) res.writeHead(500, { ...HEADERS, 'content-type': 'text/plain' });
    res.end('Internal Server Error');
  }
});
server.on('upgrade', (req, socket) => socket.destroy());
configureKeepAlive(server);
const drain = createDrain({
  server,
  graceMs: graceSeconds * 1000,
  drainTimeoutMs: DRAIN_TIMEOUT_MS,
  closePools,
  headers: HEADERS,
  build: buildId(),
});
process.on('SIGTERM', () => void drain.stop('SIGTERM'));
process.on('SIGINT', () => void drain.stop('SIGINT'));
server.listen(port, hostname, () => {
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${hostname ?? 'localhost'}:${port}`;
  console.log(
    `▲ Ready on http://${hostname ?? 'localhost'}:${port}${trusted ? ' (TRUSTED_PROXIES set)' : ''}`,
  );
  void exitUnlessServing(process.env.__NEXT_PRIVATE_ORIGIN);
});
