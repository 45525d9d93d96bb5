// Throughput and latency under autocannon, against loopback servers only.
import autocannon from 'autocannon';
import http from 'node:http';
import { openLoop, percentile } from './open-loop.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname))
    throw new Error(`refusing to load-test ${url}: not a loopback address`);
}

/**
 * `{ rps, p50Ms, p99Ms, requests, non2xx, errors, timeouts }` for `durationSeconds` at
 * `connections`, as fast as the server answers (a closed loop). rps counts 2xx answers only, so a
 * page that errors under load cannot look fast. With `keepLatencies`, also `latencies`: every 2xx
 * answer's time in ms, for pooling several runs (pooledLoad).
 */
export function measureLoad(
  url,
  { connections, durationSeconds, keepLatencies = false, headers = {} },
) {
  assertLoopback(url);
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: durationSeconds, timeout: 10, headers },
      (error, result) => {
        clearTimeout(guard);
        if (error) {
          reject(error);
          return;
        }
        const ok = result['2xx'];
        const elapsedSeconds = result.duration || durationSeconds;
        resolve({
          connections,
          durationSeconds,
          elapsedSeconds,
          ok,
          rps: ok / elapsedSeconds,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          ...(keepLatencies && { latencies }),
        });
      },
    );
    if (keepLatencies) {
      instance.on('response', (_client, status, _bytes, ms) => {
        if (status >= 200 && status < 300) latencies.push(ms);
      });
    }
    // autocannon stops itself after `duration`; this only bounds a run that hangs.
    const guard = setTimeout(() => instance.stop(), (durationSeconds + 30) * 1000);
  });
}

/** GET `url` on `agent`, the body read and dropped: the status, or a rejection after 10 s. */
function get(url, agent, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: 10_000, headers }, (response) => {
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
      response.resume();
    });
    request.on('timeout', () => request.destroy(new Error('timed out after 10 s')));
    request.on('error', reject);
  });
}

/**
 * Several measureLoad runs (with `keepLatencies`) as one: percentiles over all their answers,
 * counts summed, rps over their summed time.
 */
export function pooledLoad(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  const elapsedSeconds = sum('elapsedSeconds');
  return {
    connections: runs[0]?.connections ?? null,
    durationSeconds: sum('durationSeconds'),
    elapsedSeconds,
    ok: sum('ok'),
    rps: sum('ok') / elapsedSeconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: sum('requests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  };
}

/**
 * The `n`th of the benchmark's visitor addresses, in 198.18.0.0/15 (RFC 2544), as
 * X-Forwarded-For names it (the site trusts loopback as its proxy while benchmarked).
 */
export function visitorAddress(n) {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * An open-loop load: one request every `1000 / rate` ms, each sent at its time whether or not the
 * earlier ones have answered, latency taken from the request's scheduled time (so a client or
 * server that falls behind shows in the figure, instead of slowing the load as a closed loop
 * does). autocannon's `overallRate` is not this: it fires each connection's share at the same
 * instant, a burst of `connections` requests at a time. Same result shape as measureLoad.
 * With `visitors`, request i comes from visitor i mod visitors (X-Forwarded-For), as real traffic
 * does: from one address a steady 200 reads a second is a flood, which the read budget refuses.
 */
export async function measureOpenLoop(url, { rate, durationSeconds, visitors }) {
  assertLoopback(url);
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  // node:http with kept-alive sockets, not fetch: fetch cost this client enough CPU that its own
  // event loop lagged 7–46 ms at 200 requests/s, and that lag counted as the server's latency.
  const agent = new http.Agent({ keepAlive: true });
  const { latencies, total, elapsedSeconds } = await openLoop(
    { rate, durationSeconds },
    async (i) => {
      try {
        const headers = visitors ? { 'x-forwarded-for': visitorAddress(i % visitors) } : {};
        const status = await get(url, agent, headers);
        if (status >= 200 && status < 300) ok += 1;
        else non2xx += 1;
      } catch {
        // Counted; a timeout or a refused connection is what this figure must show.
        errors += 1;
      }
    },
  );
  agent.destroy();
  return {
    connections: null,
    offeredRate: rate,
    durationSeconds,
    elapsedSeconds,
    ok,
    rps: ok / elapsedSeconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: total,
    non2xx,
    errors,
    timeouts: 0,
  };
}

/**
 * A page measured idle and under an attack, in `rounds` alternating windows of the same
 * connections and seconds, pooled per side (one idle window then one attacked window measured the
 * machine's drift as much as the server). `attack(signal)` runs until the signal aborts and
 * resolves with its own tally, which is awaited before the next idle window.
 * `{ idle, underAttack, ratio, rounds, tallies, attackSeconds }`.
 */
export async function idleAndAttacked(url, settings, attack) {
  const load = {
    connections: settings.pageConnections,
    durationSeconds: settings.windowSeconds,
    keepLatencies: true,
  };
  await measureLoad(url, { ...load, durationSeconds: settings.warmupSeconds });
  const idleRuns = [];
  const attackedRuns = [];
  const tallies = [];
  let attackSeconds = 0;
  for (let round = 0; round < settings.rounds; round += 1) {
    idleRuns.push(await measureLoad(url, load));
    const started = performance.now();
    const stop = new AbortController();
    const attacking = attack(stop.signal);
    // Let the attack build up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    attackedRuns.push(await measureLoad(url, load));
    stop.abort();
    tallies.push(await attacking);
    attackSeconds += (performance.now() - started) / 1_000;
  }
  const idle = pooledLoad(idleRuns);
  const underAttack = pooledLoad(attackedRuns);
  const p99s = (runs) => runs.map((run) => run.p99Ms);
  return {
    idle,
    underAttack,
    ratio: idle.p99Ms > 0 ? underAttack.p99Ms / idle.p99Ms : null,
    rounds: { idleP99Ms: p99s(idleRuns), underAttackP99Ms: p99s(attackedRuns) },
    tallies,
    attackSeconds,
  };
}

/** The attack's tallies of idleAndAttacked added up: `{ sent, statuses, failed }`. */
export function sumTallies(tallies) {
  const total = { sent: 0, statuses: {}, failed: 0 };
  for (const { sent, statuses, failed } of tallies) {
    total.sent += sent;
    total.failed += failed;
    for (const [status, count] of Object.entries(statuses)) {
      total.statuses[status] = (total.statuses[status] ?? 0) + count;
    }
  }
  return total;
}

/** `200× 429, 3× 200`: a tally's answers by status. */
export function statusLine(statuses) {
  return Object.entries(statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}

/** The markdown table of a page idle and under attack (`heading` names the attacked column). */
export function idleAndAttackedTable({ idle, underAttack, rounds }, heading) {
  const round = (value) => value.toFixed(1);
  return [
    `| | idle | ${heading} |`,
    '| --- | --- | --- |',
    `| p50 | ${round(idle.p50Ms)} ms | ${round(underAttack.p50Ms)} ms |`,
    `| p99 | ${round(idle.p99Ms)} ms | ${round(underAttack.p99Ms)} ms |`,
    `| p99 of each round | ${rounds.idleP99Ms.join(', ')} ms | ${rounds.underAttackP99Ms.join(', ')} ms |`,
    `| requests/s | ${idle.rps.toFixed(0)} | ${underAttack.rps.toFixed(0)} |`,
    `| non-2xx / errors | ${idle.non2xx} / ${idle.errors} | ${underAttack.non2xx} / ${underAttack.errors} |`,
  ];
}

/**
 * Runs `bench(origin)` when `moduleUrl` is the script node was started with (origin from argv,
 * default the benchmark's port), prints its markdown and exits 0 on PASS, 1 on FAIL, 2 on error.
 */
export function runStandalone(moduleUrl, name, bench, markdown) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const origin = process.argv[2] ?? 'http://localhost:3201';
  bench(origin)
    .then((result) => {
      console.log(markdown(result).join('\n'));
      process.exit(result.pass ? 0 : 1);
    })
    .catch((error) => {
      console.error(`bench ${name} failed: ${error.message}`);
      process.exit(2);
    });
}
