#!/usr/bin/env node
// The login path under attack (DESIGN.md §8): with LOGIN_ATTACK.inFlight logins of random
// emails in flight from random addresses, GET /vi's p99 must stay within LOGIN_ATTACK.p99RatioMax
// of its idle p99. Each login costs a 128 MiB scrypt unless refused first, so this measures the
// bounded hash queue: without it the page waited 5.1 s behind 12 logins.
// The site must trust the benchmark as its proxy (TRUSTED_PROXIES=127.0.0.1,::1, set by run.mjs)
// so that each login comes from its own address, as a botnet's would: from one address the
// per-address limit would refuse them before any hash and the test would measure nothing.
// Beside the pages, the owner of an account under attack is measured: a quarter of the wrong
// logins guess at the owner's account, and while they run the owner signs in, from a known device
// (its device cookie; goal: every time) and from a new device with a mailed one-time link, read
// from the site's store (goal: LOGIN_ATTACK.linkSuccessMin of the time).
// Standalone against a running site:
//   BENCH_SQLITE_PATH=<the site's store> node scripts/bench/login-attack.mjs http://localhost:3201
import { randomBytes, randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
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
  /** Owner's known-device logins per attacked window, and mailed-link logins per window. */
  ownerKnownPerRound: 3,
  ownerLinksPerRound: 2,
  knownSuccessMin: 1,
  linkSuccessMin: 0.9,
};

const OWNER_PASSWORD = 'chu-tai-khoan-bench-2026';

function randomAddress() {
  // 198.18.0.0/15, the benchmarking range (RFC 2544).
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/**
 * Keeps `inFlight` logins outstanding until `signal` aborts; counts the answers by status. One
 * worker in four guesses at `victim` (the owner's account), the others at random emails.
 */
async function attack(origin, inFlight, signal, victim) {
  const statuses = {};
  let sent = 0;
  let failed = 0;
  const worker = async (n) => {
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
            email: n % 4 === 0 ? victim : `bench-${randomBytes(6).toString('hex')}@example.vn`,
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
  await Promise.all(Array.from({ length: inFlight }, (_, n) => worker(n)));
  return { sent, statuses, failed };
}

/** POSTs a tRPC mutation as the owner's browser would; `{ status, data, cookie }`. */
async function mutation(origin, procedure, input, { address, cookie } = {}) {
  const response = await fetch(`${origin}/api/trpc/${procedure}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'x-forwarded-for': address ?? randomAddress(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json().catch(() => null);
  return {
    status: response.status,
    data: body?.result?.data ?? null,
    cookie: (response.headers.get('set-cookie') ?? '').split(';', 1)[0] || null,
  };
}

/** The owner's account and a known device of it, made before any attack. */
async function ownerAccount(origin) {
  const email = `bench-owner-${randomBytes(4).toString('hex')}@example.vn`;
  const address = randomAddress();
  const registered = await mutation(
    origin,
    'auth.register',
    { email, password: OWNER_PASSWORD, firstName: 'Chủ' },
    { address },
  );
  if (registered.status !== 200) throw new Error(`owner registration: ${registered.status}`);
  const first = await mutation(
    origin,
    'auth.login',
    { email, password: OWNER_PASSWORD },
    { address },
  );
  if (first.status !== 200 || !first.cookie) throw new Error(`owner login: ${first.status}`);
  return { email, device: first.cookie };
}

/** The token of the newest sign-in link mailed to `email` after `since` (ISO), or null. */
function mailedToken(sqlitePath, email, since) {
  const db = new Database(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT body_text FROM mail_outbox WHERE to_address = ? AND kind = 'sign-in-link'
         AND created_at > ? ORDER BY created_at DESC LIMIT 1`,
      )
      .get(email, since);
    return /#sign-in=([\w-]{43})/.exec(row?.body_text ?? '')?.[1] ?? null;
  } finally {
    db.close();
  }
}

/** One sign-in from a new device with a mailed link: asked for, read from the store, followed. */
async function linkLogin(origin, sqlitePath, email) {
  const address = randomAddress();
  const since = new Date(Date.now() - 1).toISOString();
  const asked = await mutation(
    origin,
    'auth.requestSignInLink',
    { email, locale: 'vi' },
    { address },
  );
  if (asked.status !== 200) return false;
  let token = null;
  for (let i = 0; i < 50 && !token; i += 1) {
    token = mailedToken(sqlitePath, email, since);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) return false;
  const signedIn = await mutation(origin, 'auth.loginWithLink', { token }, { address });
  return signedIn.status === 200 && typeof signedIn.data?.accessToken === 'string';
}

/**
 * While an attack runs: the owner's known-device logins and mailed-link logins, spread over the
 * window; `{ known: { tried, ok }, link: { tried, ok } }`.
 */
async function ownerDuring(origin, owner, settings, sqlitePath) {
  const tally = { known: { tried: 0, ok: 0 }, link: { tried: 0, ok: 0 } };
  const gap = (settings.windowSeconds * 1_000) / (settings.ownerKnownPerRound + 1);
  for (let i = 0; i < settings.ownerKnownPerRound; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, gap / 2));
    tally.known.tried += 1;
    const answer = await mutation(
      origin,
      'auth.login',
      { email: owner.email, password: OWNER_PASSWORD },
      { cookie: owner.device },
    ).catch(() => ({ status: 0 }));
    if (answer.status === 200) tally.known.ok += 1;
    if (sqlitePath && i < settings.ownerLinksPerRound) {
      tally.link.tried += 1;
      if (await linkLogin(origin, sqlitePath, owner.email).catch(() => false)) tally.link.ok += 1;
    }
  }
  return tally;
}

/**
 * `{ idle, underAttack, ratio, rounds, logins, pass }`: GET `pagePath` measured idle and while the
 * logins run, in alternating windows of the same connections and seconds, pooled per side.
 */
export async function benchLoginAttack(
  origin,
  { pagePath = '/vi', sqlitePath = process.env.BENCH_SQLITE_PATH ?? null, ...overrides } = {},
) {
  const settings = { ...LOGIN_ATTACK, ...overrides };
  const url = origin + pagePath;
  assertLoopback(url);
  const owner = await ownerAccount(origin);
  const ownerTallies = [];
  // The logins in flight are awaited, not dropped: the server has finished their hashes before
  // the next idle window starts.
  const { idle, underAttack, ratio, rounds, tallies, attackSeconds } = await idleAndAttacked(
    url,
    settings,
    async (signal) => {
      const [tally, ownerTally] = await Promise.all([
        attack(origin, settings.inFlight, signal, owner.email),
        ownerDuring(origin, owner, settings, sqlitePath),
      ]);
      ownerTallies.push(ownerTally);
      return tally;
    },
  );
  const logins = sumTallies(tallies);
  const ownerTotal = (kind) => ({
    tried: ownerTallies.reduce((sum, tally) => sum + tally[kind].tried, 0),
    ok: ownerTallies.reduce((sum, tally) => sum + tally[kind].ok, 0),
  });
  const rate = ({ tried, ok }) => (tried > 0 ? ok / tried : null);
  const known = ownerTotal('known');
  const link = ownerTotal('link');
  const ownerResult = {
    known: { ...known, rate: rate(known) },
    link: { ...link, rate: rate(link), measured: Boolean(sqlitePath) },
  };
  return {
    settings,
    pagePath,
    idle,
    underAttack,
    ratio,
    rounds,
    logins: { ...logins, perSecond: logins.sent / attackSeconds },
    owner: ownerResult,
    pass:
      ratio !== null &&
      ratio <= settings.p99RatioMax &&
      underAttack.non2xx === 0 &&
      underAttack.errors === 0 &&
      logins.failed === 0 &&
      (ownerResult.known.rate ?? 0) >= settings.knownSuccessMin &&
      (!sqlitePath || (ownerResult.link.rate ?? 0) >= settings.linkSuccessMin),
  };
}

/** The section of bench/results.md. */
export function loginAttackMarkdown(result) {
  if (!result) return ['Not measured (see the harness errors).'];
  const { settings, idle, underAttack, ratio, logins, owner } = result;
  const statuses = statusLine(logins.statuses);
  const percent = (rate) => (rate === null ? 'n/a' : `${(rate * 100).toFixed(0)} %`);
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
    '',
    `The owner of an account under attack (a quarter of the wrong logins guess at it): signed in ` +
      `from a known device **${owner.known.ok}/${owner.known.tried} (${percent(owner.known.rate)})** ` +
      `(goal ${percent(settings.knownSuccessMin)}), from a new device with the mailed link ` +
      (owner.link.measured
        ? `**${owner.link.ok}/${owner.link.tried} (${percent(owner.link.rate)})** (goal ≥ ${percent(settings.linkSuccessMin)}).`
        : 'not measured (no store to read the mail from: BENCH_SQLITE_PATH).'),
  ];
}

runStandalone(import.meta.url, 'login attack', benchLoginAttack, loginAttackMarkdown);
