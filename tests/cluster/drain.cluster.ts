// `npm run test:cluster`: a stop that loses nothing (DESIGN.md §19, src/server/drain.mjs). Two
// instances behind nginx (./topology.ts, with deploy/nginx.conf's upstream settings) carry a
// steady mixed load of pages, health checks and cart writes; instance B is stopped with SIGTERM
// and started again, five times. Every request goes to loopback, and each round is bounded in
// count and time and writes carts of its own.
//
// The test plays the balancer as a deploy step would: a second after the signal (a poll of B's
// /api/ready) it takes B out of nginx and reloads it, and puts B back once B is ready again. nginx
// alone never reads /api/ready; with DRAIN_BALANCER=off it learns of the stop only from the
// refused connect, and a connection it opens in the instant B closes its listener can still be
// reset (README, "Several instances"): DRAIN_BALANCER=off DRAIN_ROUNDS=40 measures that.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { openStore, type Store } from '@/server/db/store';
import { newPrivateJwk } from '@/server/services/signing/signing-key';
import { startTopology, type Topology } from './topology';

jest.setTimeout(20 * 60_000);

const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
// Not cluster.cluster.ts's 3215: the two topologies never share a port.
const PORT_BASE = Number(process.env.DRAIN_CLUSTER_PORT_BASE || 3235);
const GRACE_SECONDS = 3;
const ROUNDS = Number(process.env.DRAIN_ROUNDS || 5);
const BALANCER = process.env.DRAIN_BALANCER !== 'off';
/** How long after the signal the balancer takes B out: its poll of /api/ready. */
const BALANCER_POLL_MS = 1_000;
/** Concurrent request loops through nginx. */
const LOOPS = 6;
/** Each round's load stops at whichever comes first. */
const ROUND_LIMIT = { requests: 5_000, ms: 120_000 };
/** Load before the signal, and after B is back, so that both runs of B take some of it. */
const WARM_MS = 1_500;
const SKU = 'NM-WIND-M';

type Kind = 'page /vi' | 'page /en' | 'health' | 'cart.addItem';
const KINDS: Kind[] = ['page /vi', 'cart.addItem', 'health', 'page /en', 'cart.addItem'];

interface Outcome {
  kind: Kind;
  /** 0: a network error (`error` says which). */
  status: number;
  error?: string;
  /** nginx's $upstream_addr: the instance that answered, after any it tried first. */
  upstream: string;
  startedAt: number;
  cartId?: string;
}

interface Probe {
  what: string;
  status: number;
  connection: string | undefined;
  answeredAt: number;
}

let cluster: Topology;
let store: Store;
let bPort: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function guestCartId(roundTag: string): string {
  return `guest_${roundTag}_${randomBytes(16).toString('base64url')}`;
}

/** What the app answers each kind of request under normal operation: anything else failed. */
function failed(outcome: Outcome): boolean {
  return outcome.status !== 200;
}

/**
 * One request through nginx on a connection of its own (`Connection: close`): nginx's reload closes
 * the idle connections its clients keep, which a keep-alive client could be reusing just then.
 */
function send(kind: Kind, roundTag: string, ip: string): Promise<Outcome> {
  const startedAt = Date.now();
  const cartId = kind === 'cart.addItem' ? guestCartId(roundTag) : undefined;
  const body = cartId ? JSON.stringify({ cartId, sku: SKU, quantity: 1, locale: 'vi' }) : undefined;
  const target =
    kind === 'cart.addItem'
      ? '/api/trpc/cart.addItem'
      : kind === 'health'
        ? '/api/health'
        : kind.slice('page '.length);
  return new Promise((resolve) => {
    const req = http.request(
      `${cluster.proxy}${target}`,
      {
        method: body ? 'POST' : 'GET',
        agent: false,
        timeout: 30_000,
        headers: {
          'x-forwarded-for': ip,
          ...(body
            ? {
                origin: cluster.proxy,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            kind,
            status: response.statusCode ?? 0,
            upstream: String(response.headers['x-upstream'] ?? ''),
            startedAt,
            cartId,
          }),
        );
        response.on('error', (error) =>
          resolve({ kind, status: 0, error: error.message, upstream: '', startedAt, cartId }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        kind,
        status: 0,
        error: `${error.message}${error.code ? ` (${error.code})` : ''}`,
        upstream: '',
        startedAt,
        cartId,
      }),
    );
    req.end(body);
  });
}

/** LOOPS loops of requests through nginx until `stop()`, or ROUND_LIMIT; resolves every outcome. */
function startLoad(round: number, roundTag: string) {
  const outcomes: Outcome[] = [];
  const until = Date.now() + ROUND_LIMIT.ms;
  let stopped = false;
  let sent = 0;
  const loop = async (index: number) => {
    for (let i = index; !stopped && sent < ROUND_LIMIT.requests && Date.now() < until; i += 1) {
      sent += 1;
      // An address per request: cart writes are limited per client address (120 a minute).
      const ip = `198.51.${100 + round}.${(sent % 250) + 1}`;
      outcomes.push(await send(KINDS[i % KINDS.length] ?? 'health', roundTag, ip));
    }
  };
  const loops = Promise.all(Array.from({ length: LOOPS }, (_, index) => loop(index)));
  return {
    async stop(): Promise<Outcome[]> {
      stopped = true;
      await loops;
      return outcomes;
    },
  };
}

/** One request straight to B on `agent` (keep-alive: the client asks to keep the connection). */
function probeB(
  agent: http.Agent,
  what: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Probe & { body: string; headers: http.IncomingHttpHeaders }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${cluster.b}${path}`,
      {
        method,
        agent,
        headers: {
          'x-forwarded-for': '203.0.113.77',
          ...(payload
            ? {
                origin: cluster.b,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            what,
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            answeredAt: Date.now(),
            body: text,
            headers: response.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Polls B's /api/ready on `agent` until it answers 503, at most until the grace is over. */
async function firstDrainingReady(agent: http.Agent, signalledAt: number) {
  for (;;) {
    const ready = await probeB(agent, 'GET /api/ready', 'GET', '/api/ready');
    if (ready.status === 503 || Date.now() - signalledAt > GRACE_SECONDS * 1000) {
      return { ...ready, afterMs: ready.answeredAt - signalledAt };
    }
  }
}

interface RoundResult {
  round: number;
  requests: number;
  failures: Outcome[];
  /** Answers B gave through nginx between the signal and its exit. */
  servedByBInGrace: number;
  /** Requests nginx sent on to A after B failed them (a refused connect, a reset GET). */
  retriedOnA: number;
  readyAfterMs: number;
  readyStatus: number;
  readyBody: unknown;
  readyCacheControl: string | undefined;
  readyNosniff: string | undefined;
  probes: Probe[];
  exitCode: number | null;
  log: string;
  /** Carts written by an answered addItem whose lines are not exactly one unit of SKU. */
  wrongCarts: string[];
  ms: number;
}

async function cartsNotOneUnit(cartIds: string[]): Promise<string[]> {
  if (cartIds.length === 0) return [];
  const rows = await store.db
    .selectFrom('cart_lines')
    .select(['cart_id', 'sku', 'quantity'])
    .where('cart_id', 'in', cartIds)
    .execute();
  return cartIds.filter((id) => {
    const lines = rows.filter((row) => row.cart_id === id);
    return !(lines.length === 1 && lines[0]?.sku === SKU && Number(lines[0].quantity) === 1);
  });
}

async function runRound(round: number): Promise<RoundResult> {
  const started = Date.now();
  const roundTag = `r${round}${Date.now().toString(36)}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // A connection to B kept idle from before the signal, as nginx keeps its own.
  const before = await probeB(agent, 'GET /api/health before', 'GET', '/api/health');
  expect(before.connection).toBe('keep-alive');

  const load = startLoad(round, roundTag);
  await sleep(WARM_MS);
  const signalledAt = Date.now();
  const stopped = cluster.terminateB();
  const ready = await firstDrainingReady(new http.Agent({ keepAlive: true }), signalledAt);
  const probes: Probe[] = [ready];
  probes.push(await probeB(agent, 'GET /vi', 'GET', '/vi'));
  probes.push(await probeB(agent, 'GET /api/health', 'GET', '/api/health'));
  probes.push(
    await probeB(agent, 'POST cart.addItem', 'POST', '/api/trpc/cart.addItem', {
      cartId: guestCartId(roundTag),
      sku: SKU,
      quantity: 1,
      locale: 'vi',
    }),
  );
  if (BALANCER) {
    await sleep(Math.max(0, signalledAt + BALANCER_POLL_MS - Date.now()));
    await cluster.setBInRotation(false);
  }
  const { code, log } = await stopped;
  const exitedAt = Date.now();
  await cluster.restartB();
  if (BALANCER) await cluster.setBInRotation(true);
  await sleep(WARM_MS);
  const outcomes = await load.stop();
  agent.destroy();

  const byB = (outcome: Outcome) => outcome.upstream.split(', ').at(-1)?.endsWith(`:${bPort}`);
  const answered = outcomes.filter(
    (outcome) => outcome.kind === 'cart.addItem' && !failed(outcome),
  );
  let readyBody: unknown;
  try {
    readyBody = JSON.parse(ready.body);
  } catch {
    readyBody = ready.body;
  }
  return {
    round,
    requests: outcomes.length,
    failures: outcomes.filter(failed),
    servedByBInGrace: outcomes.filter(
      (outcome) => byB(outcome) && outcome.startedAt >= signalledAt && outcome.startedAt < exitedAt,
    ).length,
    retriedOnA: outcomes.filter((outcome) => outcome.upstream.includes(', ')).length,
    readyAfterMs: ready.afterMs,
    readyStatus: ready.status,
    readyBody,
    readyCacheControl: ready.headers['cache-control'],
    readyNosniff: String(ready.headers['x-content-type-options']),
    probes: probes.map(({ what, status, connection, answeredAt }) => ({
      what,
      status,
      connection,
      answeredAt,
    })),
    exitCode: code,
    log,
    wrongCarts: await cartsNotOneUnit(answered.flatMap((outcome) => outcome.cartId ?? [])),
    ms: Date.now() - started,
  };
}

beforeAll(async () => {
  cluster = await startTopology({
    portBase: PORT_BASE,
    distDir: DIST_DIR,
    ticketSigningKey: newPrivateJwk(),
    instanceEnv: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
    log: (line) => console.log(`[drain] ${line}`),
  });
  bPort = new URL(cluster.b).port;
  store = openStore({ databaseUrl: cluster.databaseUrl });
  // The pages rendered once, into the shared cache, as a deployment's first visitors leave them:
  // a first render busies an instance's event loop for seconds, and the first round would
  // measure that instead of the stop.
  for (const origin of [cluster.a, cluster.b]) {
    for (const target of ['/vi', '/en', '/api/health']) {
      const response = await fetch(`${origin}${target}`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
  }
});

afterAll(async () => {
  await store?.close();
  await cluster?.stop();
});

describe(`stopping an instance behind nginx under load${BALANCER ? ', taken out on its readiness' : ' (nginx alone)'}`, () => {
  it(`loses no request in ${ROUNDS} rounds of SIGTERM and restart`, async () => {
    // The proxy's keep-alive ends before the grace does (deploy/nginx.conf: 4 s under 10 s).
    expect(cluster.upstreamKeepaliveSeconds).toBeLessThan(cluster.graceSeconds);

    const results: RoundResult[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) results.push(await runRound(round));

    const summary = results.map((result) => ({
      round: result.round,
      requests: result.requests,
      failures: result.failures.length,
      servedByBInGrace: result.servedByBInGrace,
      retriedOnA: result.retriedOnA,
      readyAfterMs: result.readyAfterMs,
      seconds: Math.round(result.ms / 100) / 10,
    }));
    console.log(`[drain] rounds:\n${JSON.stringify(summary, null, 1)}`);

    for (const result of results) {
      // Not ready at once, with the security headers' kind of answer the server builds itself.
      expect(result.readyStatus).toBe(503);
      // From the kill, so B's event loop lag is in it: what counts is that a balancer polling it
      // learns of the stop with grace left.
      expect(result.readyAfterMs).toBeLessThan(GRACE_SECONDS * 1000);
      expect(result.readyBody).toMatchObject({ status: 'draining', signal: 'SIGTERM' });
      expect(result.readyCacheControl).toBe('no-store');
      expect(result.readyNosniff).toBe('nosniff');
      // While not ready, B still serves (a probe sent after the grace would be refused), and
      // every answer closes its connection.
      for (const probe of result.probes) {
        expect(probe).toMatchObject({
          status: probe.what === 'GET /api/ready' ? 503 : 200,
          connection: 'close',
        });
      }
      expect(result.servedByBInGrace).toBeGreaterThan(0);
      expect(result.exitCode).toBe(0);
      expect(result.log).toContain('[shutdown] SIGTERM: not ready; serving 3 s more');
      expect(result.log).toContain('[shutdown] drained; pools closed');
      expect(result.failures).toEqual([]);
      expect(result.wrongCarts).toEqual([]);
    }
    const clean = results.filter((r) => r.failures.length === 0 && r.wrongCarts.length === 0);
    expect(clean).toHaveLength(ROUNDS);
  });
});
