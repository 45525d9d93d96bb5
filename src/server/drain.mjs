// How scripts/server.mjs stops on SIGTERM without losing a request (DESIGN.md §19). Plain
// JavaScript because the server script is plain Node; drain.d.mts types it for the tests.
//
// A proxy keeps idle connections to each instance and sends its next request on any of them, a
// POST included, which it never retries elsewhere once sent (nginx's `proxy_next_upstream`
// without `non_idempotent`). Closing an idle connection just as the proxy writes a request on it
// loses that request (a 502). So a stop never closes a connection the proxy may still reuse:
// 1. Grace (SHUTDOWN_GRACE_SECONDS, 10 by default): /api/ready answers 503 at once, so a balancer
//    that polls it stops sending here; everything else is still served, and every answer carries
//    `Connection: close`, so the proxy drops each connection after its answer instead of keeping
//    it. A connection the proxy leaves idle it closes itself after its own keep-alive timeout,
//    which is shorter than the grace (deploy/nginx.conf).
// 2. Drain: stop accepting (the proxy's connect is refused, and it sends the request to another
//    instance: safe for any method, since nothing was sent), close what is idle, let requests in
//    flight finish until the drain deadline, close the pools, exit 0.
// A second signal exits at once.
export const DEFAULT_GRACE_SECONDS = 10;
/** Past this, setTimeout's 32-bit delay would overflow and fire at once. */
export const MAX_GRACE_SECONDS = 3_600;
const READY_PATH = '/api/ready';

/**
 * SHUTDOWN_GRACE_SECONDS as seconds: unset or empty is the default; otherwise a non-negative
 * decimal number (0 turns the grace off) of at most MAX_GRACE_SECONDS. Anything else throws, and
 * the server refuses to start with the message.
 */
export function graceSecondsFrom(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_GRACE_SECONDS;
  const seconds = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(seconds) || seconds > MAX_GRACE_SECONDS) {
    throw new Error(
      `SHUTDOWN_GRACE_SECONDS must be a non-negative number of seconds, at most ` +
        `${MAX_GRACE_SECONDS} (got ${JSON.stringify(value)})`,
    );
  }
  return seconds;
}

/**
 * The stop of one HTTP server. `intercept(req, res)` runs first for every request: it marks the
 * answer to close its connection once the stop has begun, and answers `GET /api/ready` 503 itself
 * (true: the request is answered). `stop(signal)` is what a signal calls.
 */
export function createDrain({
  server,
  graceMs,
  drainTimeoutMs,
  closePools,
  headers = {},
  build = 'unknown',
  log = console,
  exit = (code) => process.exit(code),
  idleSweepMs = 250,
}) {
  /** @type {'serving' | 'grace' | 'draining'} */
  let phase = 'serving';
  let signalName = '';

  function closeAfterAnswer(res) {
    // Every head goes through writeHead (Node's implicit header calls it too), so an answer
    // already in flight when the signal comes is marked as well, if its head is not yet sent.
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (phase !== 'serving' && !this.headersSent) this.setHeader('connection', 'close');
      return writeHead.apply(this, args);
    };
  }

  function answerDraining(req, res) {
    const body = JSON.stringify({ status: 'draining', build, signal: signalName });
    res.writeHead(503, {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function intercept(req, res) {
    closeAfterAnswer(res);
    if (phase === 'serving') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if ((req.url ?? '').split('?', 1)[0] !== READY_PATH) return false;
    answerDraining(req, res);
    return true;
  }

  async function drain() {
    phase = 'draining';
    log.log(`[shutdown] grace over: draining (at most ${drainTimeoutMs / 1000} s)`);
    const closed = new Promise((resolve) => server.close(() => resolve('drained')));
    // Idle now means the proxy has had the grace to close it or to learn it closes.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    let timer;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), drainTimeoutMs);
    });
    const outcome = await Promise.race([closed, deadline]);
    clearTimeout(timer);
    clearInterval(idle);
    if (outcome === 'timeout') {
      log.warn('[shutdown] requests still in flight after the deadline: closing them');
      server.closeAllConnections();
    }
    await closePools();
    log.log(`[shutdown] ${outcome === 'drained' ? 'drained' : 'stopped'}; pools closed`);
    exit(0);
  }

  async function stop(signal) {
    if (phase !== 'serving') return exit(1);
    phase = 'grace';
    signalName = signal;
    log.log(
      `[shutdown] ${signal}: not ready; serving ${graceMs / 1000} s more, ` +
        'each answer closing its connection',
    );
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    await drain();
  }

  return { intercept, stop, phase: () => phase };
}
