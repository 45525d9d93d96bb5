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
//
// Stopping accepting has a race of its own: a connection the kernel has completed but the server
// not yet accepted sits in the listener's accept queue, with the proxy's request already written
// on it, and closing the listener resets it (a 502 again, for a POST). With a proxy that opens a
// connection per answer through the grace, a plain close reset 19 connections in 20 stops under
// the cluster test's load (5 of them POSTs). So the listener is closed in the same tick as a look
// at that queue finds it empty (Linux: /proc/net/tcp), retried after each turn of the event loop
// (which accepts what waits) for at most ACCEPT_QUEUE_WAIT_MS; elsewhere it closes at once. That
// left 8 resets in 70 stops (2 POSTs): what remains is a handshake the kernel completes in the
// instant of the close, which only a balancer that stops sending first (on /api/ready) avoids.
import { closeSync, openSync, readSync } from 'node:fs';

export const DEFAULT_GRACE_SECONDS = 10;
/** Past this, setTimeout's 32-bit delay would overflow and fire at once. */
export const MAX_GRACE_SECONDS = 3_600;
const READY_PATH = '/api/ready';
export const ACCEPT_QUEUE_WAIT_MS = 1_000;
const LISTEN = '0A';

/**
 * The accept queue of the listener on `port` in the text of /proc/net/tcp or tcp6 (for a socket in
 * LISTEN, the rx_queue column counts the connections waiting to be accepted); null when the text
 * has no listener on that port. Listening sockets come first in these files.
 */
export function acceptQueueIn(text, port) {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  let waiting = null;
  for (const line of text.split('\n').slice(1)) {
    const [, local = '', , state, queues = ''] = line.trim().split(/\s+/);
    if (state !== LISTEN || !local.endsWith(`:${portHex}`)) continue;
    const count = Number.parseInt(queues.split(':')[1] ?? '', 16);
    if (Number.isFinite(count)) waiting = Math.max(waiting ?? 0, count);
  }
  return waiting;
}

/**
 * The accept queue of `port` from a /proc/net file, read less than a line at a time and left as
 * soon as the listener's line is whole (listeners come first). The kernel writes a line only when
 * it is read, and looking for the next one walks its hash table (a millisecond here): reading
 * more than needed would widen the gap between this look and the close. Lines are 150 bytes
 * (tcp) or longer (tcp6).
 */
function acceptQueueFrom(file, port) {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(128);
    let text = '';
    for (let n; (n = readSync(fd, buffer, 0, buffer.length, null)) > 0;) {
      text += buffer.toString('latin1', 0, n);
      const whole = text.slice(0, text.lastIndexOf('\n') + 1);
      const waiting = acceptQueueIn(whole, port);
      if (waiting !== null) return waiting;
      // Past the listeners: there is none on this port.
      if (
        whole
          .split('\n')
          .slice(1, -1)
          .some((line) => line.trim().split(/\s+/)[3] !== LISTEN)
      ) {
        return null;
      }
    }
    return null;
  } finally {
    closeSync(fd);
  }
}

/**
 * Connections waiting in the kernel to be accepted on `port` (an IPv6 listener, `::` included,
 * is in tcp6); null where that cannot be read.
 */
export function acceptQueueLength(port, family = 'IPv4') {
  try {
    return acceptQueueFrom(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp', port);
  } catch {
    // No such file (not Linux): unknown.
    return null;
  }
}

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
  acceptQueue = acceptQueueLength,
  acceptQueueWaitMs = ACCEPT_QUEUE_WAIT_MS,
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

  /**
   * Closes the listener once no connection waits to be accepted (see the top of this file);
   * `done` runs when the last connection has closed too.
   */
  function stopAccepting(done) {
    const address = server.address();
    const giveUpAt = Date.now() + acceptQueueWaitMs;
    const attempt = () => {
      const waiting =
        address && typeof address === 'object' ? acceptQueue(address.port, address.family) : null;
      if (waiting && Date.now() < giveUpAt) return void setImmediate(attempt);
      if (waiting) log.warn(`[shutdown] ${waiting} connections still waiting: closing anyway`);
      // Nothing between the look and the close: both run in this tick.
      server.close(done);
    };
    attempt();
  }

  async function drain() {
    phase = 'draining';
    log.log(`[shutdown] grace over: draining (at most ${drainTimeoutMs / 1000} s)`);
    const closed = new Promise((resolve) => stopAccepting(() => resolve('drained')));
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
