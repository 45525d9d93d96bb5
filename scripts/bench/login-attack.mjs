#!/usr/bin/env node
// The login path under attack (DESIGN.md §8): with LOGIN_ATTACK.inFlight logins of random
// emails in flight from random addresses, GET /vi's p99 must stay within LOGIN_ATTACK.p99RatioMax
// of its idle p99. Each login costs a 128 MiB scrypt unless refused first, so this measures the
// bounded hash queue: without it the page waited 5.1 s behind 12 logins.
// The site must trust the benchmark as its proxy (TRUSTED_PROXIES=127.0.0.1,::1, set by run.mjs)
// so that each login comes from its own address, as a botnet's would: from one address the
// per-address limit would refuse them before any hash and the test would measure nothing.
// Standalone against a running site: `node scripts/bench/login-attack.mjs http://localhost:3201`.
import { randomBytes, randomInt } from 'node:crypto';
import {
  assertLoopback,
  idleAndAttacked,
  idleAndAttackedTable,
  runStandalone,
  statusLine,
  sumTallies,
} from './load.mjs';

export const LOGIN_ATTACK = {
  inFlight: 50,
  /**
   * Idle and attacked windows alternate this many times, and each side's p99 is taken over all its
   * answers. One idle window followed by one attacked window read 11–66 ms idle on this VM from run
   * to run, so the ratio of two single windows measured the machine's drift as much as the server.
   */
  rounds: 4,
  windowSeconds: 5,
  /** Discarded first: the first requests to a fresh server compile and warm caches. */
  warmupSeconds: 2,
  /** autocannon connections on GET /vi, idle and under attack alike. */
  pageConnections: 2,
  p99RatioMax: 2,
};

function randomAddress() {
  // 198.18.0.0/15, the benchmarking range (RFC 2544).
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** Keeps `inFlight` logins outstanding until `signal` aborts; counts the answers by status. */
async function attack(origin, inFlight, signal) {
  const statuses = {};
  let sent = 0;
  let failed = 0;
  const worker = async () => {
    while (!signal.aborted) {
      sent += 1;
      try {
        const response = await fetch(`${origin}/api/trpc/auth.login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin,
            'x-forwarded-for': randomAddress(),
          },
          body: JSON.stringify({
            email: `bench-${randomBytes(6).toString('hex')}@example.vn`,
            password: 'not-the-password-1',
          }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch (error) {
        failed += 1;
        if (failed === 1) console.warn(`[bench] a login failed: ${error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { sent, statuses, failed };
}

/**
 * `{ idle, underAttack, ratio, rounds, logins, pass }`: GET `pagePath` measured idle and while the
 * logins run, in alternating windows of the same connections and seconds, pooled per side.
 */
export async function benchLoginAttack(origin, { pagePath = '/vi', ...overrides } = {}) {
  const settings = { ...LOGIN_ATTACK, ...overrides };
  const url = origin + pagePath;
  assertLoopback(url);
  // The logins in flight are awaited, not dropped: the server has finished their hashes before
  // the next idle window starts.
  const { idle, underAttack, ratio, rounds, tallies, attackSeconds } = await idleAndAttacked(
    url,
    settings,
    (signal) => attack(origin, settings.inFlight, signal),
  );
  const logins = sumTallies(tallies);
  return {
    settings,
    pagePath,
    idle,
    underAttack,
    ratio,
    rounds,
    logins: { ...logins, perSecond: logins.sent / attackSeconds },
    pass:
      ratio !== null &&
      ratio <= settings.p99RatioMax &&
      underAttack.non2xx === 0 &&
      underAttack.errors === 0 &&
      logins.failed === 0,
  };
}

/** The section of bench/results.md. */
export function loginAttackMarkdown(result) {
  if (!result) return ['Not measured (see the harness errors).'];
  const { settings, idle, underAttack, ratio, logins } = result;
  const statuses = statusLine(logins.statuses);
  return [
    `GET ${result.pagePath} with autocannon (${settings.pageConnections} connections), in ` +
      `${settings.rounds} rounds of ${settings.windowSeconds} s idle then ${settings.windowSeconds} s ` +
      `with ${settings.inFlight} \`auth.login\` calls of random emails from random addresses kept ` +
      'in flight (TRUSTED_PROXIES lets the benchmark name each address, as a botnet would have ' +
      'many). Percentiles are over all the answers of each side.',
    '',
    ...idleAndAttackedTable({ idle, underAttack, rounds: result.rounds }, 'under attack'),
    '',
    `p99 under attack ÷ idle: **${ratio === null ? 'n/a' : ratio.toFixed(2)}×** ` +
      `(budget ≤ ${settings.p99RatioMax}×): **${result.pass ? 'PASS' : 'FAIL'}**. ` +
      `Logins answered: ${statuses || 'none'}${logins.failed ? `, ${logins.failed} failed` : ''} ` +
      `(${logins.perSecond.toFixed(0)}/s; 429: the hash queue was full; scripts/server.mjs holds such a refusal for its Retry-After, 1 s).`,
  ];
}

runStandalone(import.meta.url, 'login attack', benchLoginAttack, loginAttackMarkdown);
