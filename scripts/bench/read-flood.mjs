#!/usr/bin/env node
// Public reads flooded from one address (DESIGN.md §8): with READ_FLOOD.inFlight
// ten-call batches of 61-day `ticket.getAvailability` in flight from one address, GET /vi's p99
// must stay within READ_FLOOD.p99RatioMax of its idle p99. Before the per-address read budget
// (src/server/http/read-budget.mjs) the probe saw /vi at 787 ms p50 and 6.5 s max.
// Every read names the same address in X-Forwarded-For, which the site reads when it trusts the
// benchmark as its proxy (TRUSTED_PROXIES=127.0.0.1,::1, set by run.mjs); without that the flood
// comes from loopback, one address all the same.
// Standalone against a running site: `node scripts/bench/read-flood.mjs http://localhost:3201`.
import http from 'node:http';
import {
  assertLoopback,
  idleAndAttacked,
  idleAndAttackedTable,
  runStandalone,
  statusLine,
  sumTallies,
} from './load.mjs';

export const READ_FLOOD = {
  inFlight: 50,
  callsPerBatch: 10,
  days: 61,
  /** 'availability' (store reads of `days` days) or 'cached' (reads the read cache answers). */
  kind: 'availability',
  /** 198.18.0.0/15, the benchmarking range (RFC 2544): one address for the whole flood. */
  address: '198.18.7.7',
  rounds: 4,
  windowSeconds: 5,
  warmupSeconds: 2,
  pageConnections: 2,
  p99RatioMax: 2,
};

function vietnamDate(offsetDays) {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Asia/Ho_Chi_Minh',
  });
}

/** Pages whose SEO the cached flood asks for: reads the store's read cache answers. */
const SEO_PATHS = ['/vi', '/vi/ve', '/vi/bai-viet', '/vi/thuc-don', '/vi/san-pham', '/en'];

/**
 * The batch the flood sends: `callsPerBatch` availability reads of `days` days from today, or
 * (`kind: 'cached'`) as many SEO reads, each answered from the read cache.
 */
export function floodTarget({ callsPerBatch, days, kind = 'availability' }) {
  const range = { from: vietnamDate(0), to: vietnamDate(days - 1) };
  const procedure = kind === 'cached' ? 'getSeoByPath' : 'ticket.getAvailability';
  const inputOf = (i) => (kind === 'cached' ? { path: SEO_PATHS[i % SEO_PATHS.length] } : range);
  const input = Object.fromEntries(
    Array.from({ length: callsPerBatch }, (_, i) => [i, inputOf(i)]),
  );
  const calls = Array.from({ length: callsPerBatch }, () => procedure).join(',');
  return `/api/trpc/${calls}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** Keeps `inFlight` reads outstanding until `signal` aborts; counts the answers by status. */
async function flood(origin, settings, signal) {
  const { hostname, port } = new URL(origin);
  const path = floodTarget(settings);
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.inFlight });
  const statuses = {};
  let sent = 0;
  let failed = 0;
  const get = () =>
    new Promise((resolve) => {
      const req = http.get(
        { hostname, port, path, agent, headers: { 'x-forwarded-for': settings.address } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
      req.on('error', (error) => {
        failed += 1;
        if (failed === 1) console.warn(`[bench] a flood read failed: ${error.message}`);
        resolve(null);
      });
    });
  const worker = async () => {
    while (!signal.aborted) {
      sent += 1;
      const status = await get();
      if (status !== null) statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: settings.inFlight }, worker));
  agent.destroy();
  return { sent, statuses, failed };
}

/**
 * `{ idle, underFlood, ratio, rounds, reads, pass }`: GET `pagePath` measured idle and while the
 * flood runs, in alternating windows of the same connections and seconds, pooled per side.
 */
export async function benchReadFlood(origin, { pagePath = '/vi', ...overrides } = {}) {
  const settings = { ...READ_FLOOD, ...overrides };
  const url = origin + pagePath;
  assertLoopback(url);
  const { idle, underAttack, ratio, rounds, tallies, attackSeconds } = await idleAndAttacked(
    url,
    settings,
    (signal) => flood(origin, settings, signal),
  );
  const reads = sumTallies(tallies);
  return {
    settings,
    pagePath,
    idle,
    underFlood: underAttack,
    ratio,
    rounds,
    reads: { ...reads, perSecond: reads.sent / attackSeconds },
    pass:
      ratio !== null &&
      ratio <= settings.p99RatioMax &&
      underAttack.non2xx === 0 &&
      underAttack.errors === 0,
  };
}

/** The section of bench/results.md. */
export function readFloodMarkdown(result) {
  if (!result) return ['Not measured (see the harness errors).'];
  const { settings, idle, underFlood, ratio, reads } = result;
  const statuses = statusLine(reads.statuses);
  return [
    `GET ${result.pagePath} with autocannon (${settings.pageConnections} connections), in ` +
      `${settings.rounds} rounds of ${settings.windowSeconds} s idle then ${settings.windowSeconds} s ` +
      `with ${settings.inFlight} reads in flight from one address, each a batch of ` +
      (settings.kind === 'cached'
        ? `${settings.callsPerBatch} \`getSeoByPath\` calls the read cache answers.`
        : `${settings.callsPerBatch} \`ticket.getAvailability\` calls of ${settings.days} days.`),
    '',
    ...idleAndAttackedTable(
      { idle, underAttack: underFlood, rounds: result.rounds },
      'under the read flood',
    ),
    '',
    `p99 under the flood ÷ idle: **${ratio === null ? 'n/a' : ratio.toFixed(2)}×** ` +
      `(budget ≤ ${settings.p99RatioMax}×): **${result.pass ? 'PASS' : 'FAIL'}**. ` +
      `Reads answered: ${statuses || 'none'}${reads.failed ? `, ${reads.failed} failed` : ''} ` +
      `(${reads.perSecond.toFixed(0)}/s; 429: past the address's read budget, held 1 s by scripts/server.mjs).`,
  ];
}

runStandalone(import.meta.url, 'read flood', benchReadFlood, readFloodMarkdown);
