#!/usr/bin/env node
// `npm run bench`: builds the site and the floor (a bare page of the same Next.js), serves both on
// loopback, measures each page side by side with the floor (Lighthouse mobile, first-load JS, HTML
// weight, requests/s) plus the tRPC batch read, checks the budgets of DESIGN.md §10 and writes
// bench/results.json and bench/results.md. Budget failures are reported, not fatal: the exit code
// is non-zero only when the harness itself could not measure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USAGE, mergePages, parseArgs } from './args.mjs';
import { combineLoadRounds, evaluateBudgets, median, summarize } from './budgets.mjs';
import {
  benchPaths,
  buildFloor,
  buildFloorPlus,
  buildSite,
  hasFloorBuild,
  hasFloorPlusBuild,
  hasSiteBuild,
} from './builds.mjs';
import {
  BROWSER_REQUEST_HEADERS,
  BUDGETS,
  DEFAULTS,
  FLOOR_PATH,
  FLOOR_PLUS_PORT,
  FLOOR_PORT,
  SITE_DIST_DIR,
  SITE_PAGES,
  SITE_PORT,
  TRPC_BATCH,
  TRPC_OFFERED_RATE,
} from './config.mjs';
import { budgetTable, renderMarkdown, renderText, sideBySide, trpcTable } from './format.mjs';
import { firstMatchingPath, parseSitemap } from './html.mjs';
import { describeLcpRequests } from './lcp-graph.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { LATE_PRESENTATION_MS, shownLate } from './paint-gap.mjs';
import { measureLoad } from './load.mjs';
import { benchCheckout, checkoutMarkdown } from './checkout.mjs';
import { benchTickets, ticketsMarkdown } from './tickets.mjs';
import { benchLoginAttack, loginAttackMarkdown } from './login-attack.mjs';
import { benchReadFlood, readFloodMarkdown } from './read-flood.mjs';
import { cleanupAll, installCleanupHandlers, runLogged, startServer } from './processes.mjs';
import { benchTrpc } from './trpc.mjs';
import { cartWithALine } from './cart-line.mjs';
import { bookedETicket } from './e-ticket.mjs';
import { measureWeights } from './weights.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const SETTLE_MAX_MS = 60_000;
const WARM_UP_SECONDS = 3;
const startedAt = Date.now();

function log(message) {
  const elapsed = ((Date.now() - startedAt) / 1000).toFixed(0).padStart(4);
  console.log(`[bench ${elapsed}s] ${message}`);
}

function packageVersion(name) {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

function commandOutput(command, args) {
  try {
    return execFileSync(command, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch (error) {
    return `unknown (${command} failed: ${error.message.split('\n')[0]})`;
  }
}

function environment() {
  const status = commandOutput('git', ['status', '--porcelain']);
  return {
    node: process.version,
    next: packageVersion('next'),
    react: packageVersion('react'),
    reactDom: packageVersion('react-dom'),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    chromium: commandOutput('/usr/bin/chromium', ['--version']),
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
    gitCommit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
    // The build takes the working tree, so say how far it was from the commit.
    uncommittedFiles: status.startsWith('unknown')
      ? null
      : status.split('\n').filter(Boolean).length,
  };
}

async function fetchStatus(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.status;
}

/** Every <loc> of the site's sitemap (following one level of sitemap index); [] if there is none. */
async function sitemapUrls(origin) {
  const read = async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const body = await response.text();
    return response.status === 200 ? parseSitemap(body) : null;
  };
  const top = await read(`${origin}/sitemap.xml`);
  if (!top) return [];
  if (!top.isIndex) return top.locs;
  const nested = [];
  for (const loc of top.locs.slice(0, 20)) {
    const child = await read(new URL(new URL(loc).pathname, origin).href);
    if (child) nested.push(...child.locs);
  }
  return nested;
}

/**
 * Fills sitemap-discovered paths and the e-ticket page of a booking made for the run, and drops
 * pages that do not answer 200 (with the reason). A booking that fails is a harness error too.
 */
async function resolvePages(origin, configured, errors) {
  const pages = [];
  const skipped = [];
  let locs = null;
  for (const page of configured) {
    let resolved = page;
    if (!page.path && page.withBooking) {
      // A real paid booking, made as a visitor without JavaScript makes one (e-ticket.mjs).
      try {
        const ticket = await bookedETicket(origin);
        log(`booked ${ticket.orderCode} for ${ticket.day}: ${page.name} is ticket ${ticket.code}`);
        resolved = { ...page, path: ticket.path, source: `booking ${ticket.orderCode}` };
      } catch (error) {
        const reason = `booking an e-ticket failed: ${error.message}`;
        errors.push(`${page.name}: ${reason}`);
        skipped.push({ name: page.name, reason });
        continue;
      }
    } else if (!page.path) {
      locs ??= await sitemapUrls(origin);
      const found = firstMatchingPath(locs, page.discover);
      if (!found) {
        skipped.push({
          name: page.name,
          reason: locs.length
            ? `no sitemap.xml entry matches ${page.discover}`
            : 'sitemap.xml missing or empty, and no path given on the command line',
        });
        continue;
      }
      resolved = { ...page, path: found, source: 'sitemap.xml' };
    }
    const status = await fetchStatus(origin + resolved.path);
    if (status !== 200) {
      skipped.push({
        name: page.name,
        path: resolved.path,
        reason: `GET ${resolved.path} answered ${status}`,
      });
      continue;
    }
    pages.push({ source: 'config', ...resolved });
  }
  return { pages, skipped };
}

async function warmUp(url) {
  for (let i = 0; i < 10; i += 1) await fetchStatus(url);
}

function summarizeLighthouse(runs) {
  const ok = runs.filter((run) => !run.error);
  const pick = (key) => median(ok.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    seoIgnoringNoindex: pick('seoIgnoringNoindex'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    fcpMs: pick('fcpMs'),
    scriptTransferBytes: pick('scriptTransferBytes'),
    losingAudits: [...new Set(ok.flatMap((run) => run.losingAudits))].sort(),
    lcpElements: [...new Set(ok.map((run) => run.lcpElement).filter(Boolean))],
    // Runs whose first frame Chromium showed late (scripts/bench/paint-gap.mjs); still in the medians.
    shownLateRuns: ok.filter((run) => shownLate(run.presentation)).length,
    runCount: ok.length,
    runs,
  };
}

/** "; shown late, its first frame painted at 270 ms", or nothing for a run shown in time. */
function lateNote(presentation) {
  if (!shownLate(presentation)) return '';
  return `; shown late, its first frame painted at ${presentation.firstPaintMs} ms`;
}

function markdownReport(results, tables) {
  const env = results.environment;
  const lines = [
    '# Benchmark results',
    '',
    `Generated by \`npm run bench\` on ${results.generatedAt} in ${results.durationSeconds} s ` +
      `(commit ${env.gitCommit}, ${env.uncommittedFiles ?? '?'} uncommitted files in the working tree).`,
    `Next.js ${env.next}, React ${env.react}, Node ${env.node}, ${env.chromium}, Lighthouse ` +
      `${env.lighthouse}, ${env.cpus} CPUs shared with other work (1-minute load average ` +
      `${env.loadAverageBeforeMeasuring} when measuring began, ${env.loadAverageAtEnd[0]} at the end).`,
    '',
    'The floor is a bare App Router page of the same Next.js and React (`bench/floor`); floor+ ' +
      "(`bench/floor-plus`) adds a pass-through edge middleware, the site's own style sheet and a " +
      "preloaded hero of the site's hero picture. JS and HTML are compared with the floor; " +
      'performance, LCP and requests/s with floor+. ' +
      `Lighthouse: mobile preset, ${results.settings.lighthouseRuns} runs per page interleaved across pages. ` +
      'First-load JS: every `<script src>` of the HTML (module and classic, not nomodule), gzip level 9. ' +
      `Requests/s: autocannon, ${results.settings.pageConnections} connections for ` +
      `${results.settings.pageDurationSeconds} s per page in ${results.settings.pageLoadRounds} rounds ` +
      `alternating the pages, after ${WARM_UP_SECONDS} s of uncounted warm-up each, ` +
      `with Chromium's Accept-Encoding (${BROWSER_REQUEST_HEADERS['accept-encoding']}), ` +
      '2xx answers only (p50: median of the rounds, p99: worst round). ' +
      'Lighthouse scores are medians of each figure separately.',
    ...(env.loadAverageBeforeMeasuring > env.cpus * 2
      ? [
          '',
          `**The machine was busy** (load average above twice the CPU count): absolute figures ` +
            'are pessimistic and noisy; the ratios to the floor, measured alternately, hold better.',
        ]
      : []),
    '',
    '## Pages',
    '',
    renderMarkdown(tables.pages),
    '',
    '## tRPC batch read',
    '',
    renderMarkdown(tables.trpc),
    '',
    '## Login path under attack',
    '',
    ...loginAttackMarkdown(results.loginAttack),
    '',
    '## Public reads flooded from one address',
    '',
    ...readFloodMarkdown(results.readFlood),
    '',
    ...readFloodMarkdown(results.readFloodCached),
    ...checkoutMarkdown(results.checkout),
    ...ticketsMarkdown(results.tickets),
    '',
    '## Budgets',
    '',
    renderMarkdown(tables.budgets),
    '',
    `${results.summary.PASS} PASS, ${results.summary.FAIL} FAIL, ${results.summary['N/A']} N/A.`,
  ];
  if (results.skippedPages.length) {
    lines.push('', '## Pages not measured', '');
    for (const page of results.skippedPages) {
      lines.push(`- ${page.name}${page.path ? ` (${page.path})` : ''}: ${page.reason}`);
    }
  }
  const measured = [results.floor, results.floorPlus, ...results.pages].filter(Boolean);
  const withLcp = measured.filter((t) => t.lighthouse?.lcpElements?.length);
  if (withLcp.length) {
    lines.push('', '## Largest Contentful Paint element', '');
    for (const target of withLcp) {
      lines.push(
        `- ${target.name}: ${target.lighthouse.lcpElements.map((e) => `\`${e}\``).join('; ')}`,
      );
    }
  }
  const graphs = measured.filter((t) => t.lighthouse?.runs?.some((run) => run.lcpGraph));
  if (graphs.length) {
    lines.push(
      '',
      '## What the simulated LCP waited for',
      '',
      'Per Lighthouse run: the simulated LCP, when the real (unthrottled) page painted its LCP ' +
        'element, and the requests besides the document that the simulation kept because they had ' +
        'finished loading by that paint (scripts/bench/lcp-graph.mjs says why). "Shown late": ' +
        `Chromium put the page's first frame on screen ${LATE_PRESENTATION_MS} ms or more after ` +
        "the page painted it, the main thread mostly idle meanwhile; the stall's cause in " +
        'Chromium is not known (scripts/bench/paint-gap.mjs; GoogleChrome/lighthouse#17148).',
      '',
    );
    for (const target of graphs) {
      const runs = target.lighthouse.runs.map((run) =>
        run.lcpGraph
          ? `${Math.round(run.lcpMs)} ms (painted at ${
              run.lcpGraph.observedLcpMs === null ? '?' : Math.round(run.lcpGraph.observedLcpMs)
            } ms${lateNote(run.presentation)}): ${describeLcpRequests(run.lcpGraph.requests)}`
          : 'n/a',
      );
      lines.push(`- ${target.name}: ${runs.join('; ')}`);
    }
  }
  const losing = measured.filter((t) => t.lighthouse?.losingAudits?.length);
  if (losing.length) {
    lines.push('', '## Lighthouse audits that cost points', '');
    for (const target of losing)
      lines.push(`- ${target.name}: ${target.lighthouse.losingAudits.join(', ')}`);
  }
  if (results.errors.length) {
    lines.push('', '## Harness errors', '');
    for (const error of results.errors) lines.push(`- ${error}`);
  }
  return lines.join('\n') + '\n';
}

/**
 * What floor+ copies from the site: every style sheet the home page links (joined into one file,
 * as large as ours), the files those sheets point at with a relative `url()` (the self-hosted
 * font faces: declared, so the sheet builds, though floor+'s page uses none of them) and the source
 * picture of the home's hero (content/site.yaml `hero.image`).
 */
async function siteAssets(origin, paths) {
  const html = await (await fetch(`${origin}/vi`, { signal: AbortSignal.timeout(30_000) })).text();
  const hrefs = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .map((match) => /href="([^"]+)"/.exec(match[0])?.[1])
    .filter(Boolean);
  if (hrefs.length === 0) throw new Error("the site's home page links no style sheet");
  const sheets = [];
  const extraFiles = {};
  const mediaDir = path.join(paths.work, 'site-media');
  mkdirSync(mediaDir, { recursive: true });
  for (const href of hrefs) {
    const sheetUrl = new URL(href, origin);
    const response = await fetch(sheetUrl, { signal: AbortSignal.timeout(30_000) });
    if (response.status !== 200) throw new Error(`GET ${href} answered ${response.status}`);
    let sheet = await response.text();
    for (const reference of new Set(
      [...sheet.matchAll(/url\((?!["']?(?:data:|https?:|#))["']?([^"')]+)["']?\)/g)].map(
        (match) => match[1],
      ),
    )) {
      const assetUrl = new URL(reference, sheetUrl);
      const asset = await fetch(assetUrl, { signal: AbortSignal.timeout(30_000) });
      if (asset.status !== 200)
        throw new Error(`GET ${assetUrl.pathname} answered ${asset.status}`);
      const name = path.basename(assetUrl.pathname);
      writeFileSync(path.join(mediaDir, name), Buffer.from(await asset.arrayBuffer()));
      extraFiles[`app/site-media/${name}`] = path.join(mediaDir, name);
      sheet = sheet.replaceAll(`url(${reference})`, `url(./site-media/${name})`);
    }
    sheets.push(sheet);
  }
  const cssFile = path.join(paths.work, 'site.css');
  writeFileSync(cssFile, sheets.join('\n'));
  const siteYaml = readFileSync(path.join(root, 'content/site.yaml'), 'utf8');
  const hero = /^hero:\s*\n\s+image:\s*(\S+)/m.exec(siteYaml)?.[1];
  if (!hero) throw new Error('content/site.yaml has no hero.image');
  return { cssFile, heroFile: path.join(root, 'public', hero), extraFiles };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  installCleanupHandlers();
  const settings = {
    lighthouseRuns: options.runs ?? DEFAULTS.lighthouseRuns,
    devtoolsRuns: options.devtoolsRuns ?? DEFAULTS.devtoolsRuns,
    pageConnections: DEFAULTS.pageConnections,
    pageDurationSeconds: options.duration ?? DEFAULTS.pageDurationSeconds,
    pageLoadRounds: DEFAULTS.pageLoadRounds,
    trpcConnections: DEFAULTS.trpcConnections,
    trpcDurationSeconds: options.duration ?? DEFAULTS.trpcDurationSeconds,
  };
  const paths = benchPaths(root);
  mkdirSync(paths.logs, { recursive: true });
  const siteOrigin = `http://localhost:${SITE_PORT}`;
  const floorOrigin = `http://localhost:${FLOOR_PORT}`;
  const floorPlusOrigin = `http://localhost:${FLOOR_PLUS_PORT}`;
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete baseEnv.NODE_ENV;
  const siteEnv = {
    ...baseEnv,
    NEXT_DIST_DIR: SITE_DIST_DIR,
    // Canonical URLs, sitemap and Open Graph point at the server under test.
    SITE_URL: siteOrigin,
    // Our own store file, so the benchmark never touches a teammate's data.
    SQLITE_PATH: path.join(paths.work, 'store.sqlite'),
    // The login-attack and read-flood sections name each request's address (their files say why).
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // Every Lighthouse run is a new visitor from the one loopback address.
    VISITOR_SESSION_STARTS_PER_MINUTE: '100000',
    // The e-ticket page needs a paid booking: paid at the local PayOS sandbox (no network).
    PAYMENT_SANDBOX: '1',
    // No balancer to drain from: a stop ends the server at once (src/server/drain.mjs).
    SHUTDOWN_GRACE_SECONDS: '0',
  };
  const floorEnv = { ...baseEnv };
  delete floorEnv.NEXT_DIST_DIR;
  const env = environment();
  const errors = [];

  if (options.skipBuild) {
    if (!hasSiteBuild(paths) || !hasFloorBuild(paths) || !hasFloorPlusBuild(paths)) {
      throw new Error(
        '--skip-build needs an earlier build (.next-bench, bench/.work/floor/.next and bench/.work/floor-plus/.next)',
      );
    }
    log('reusing the existing builds (--skip-build)');
  } else {
    log(
      `building the site into ${SITE_DIST_DIR} (log: ${path.relative(root, paths.logs)}/site-build.log)`,
    );
    try {
      await buildSite(paths, siteEnv);
    } catch (error) {
      // Teammates edit the tree while we build; a half-saved file fails the type check once.
      log(`site build failed, retrying once in 20 s: ${error.message.split('\n')[0]}`);
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await buildSite(paths, siteEnv);
    }
    log('building the floor in bench/.work/floor');
    await buildFloor(paths, floorEnv);
  }

  // A production server serves a migrated store only (npm run db:migrate, a deploy step).
  await runLogged('npx', ['tsx', 'scripts/db/migrate.ts'], {
    cwd: root,
    env: siteEnv,
    logFile: path.join(paths.logs, 'site-migrate.log'),
  });
  log(`starting the site on ${siteOrigin} and the floor on ${floorOrigin}`);
  const nextStart = (dir, port) => [
    paths.nextBin,
    'start',
    ...(dir ? [dir] : []),
    '-p',
    String(port),
    // Loopback only, named `localhost` rather than 127.0.0.1: Next's middleware adapter writes
    // rewrite targets with its URL class, which turns 127.0.0.1 into `localhost`, and the router
    // then sees another origin than `-H 127.0.0.1` and proxies every alias page over HTTP to
    // itself (twice the work per request). The origins above use the same name.
    '-H',
    'localhost',
  ];
  // The site runs as in production: scripts/server.mjs in front of Next, with the same flags.
  const siteStart = [path.join(root, 'scripts/server.mjs'), ...nextStart(null, SITE_PORT).slice(2)];
  const site = await startServer(process.execPath, siteStart, {
    cwd: root,
    env: siteEnv,
    logFile: path.join(paths.logs, 'site-server.log'),
    port: SITE_PORT,
    readyUrl: `${siteOrigin}/`,
  });
  const floorServer = await startServer(process.execPath, nextStart(paths.floorWork, FLOOR_PORT), {
    cwd: root,
    env: floorEnv,
    logFile: path.join(paths.logs, 'floor-server.log'),
    port: FLOOR_PORT,
    readyUrl: `${floorOrigin}${FLOOR_PATH}`,
  });
  if (!options.skipBuild) {
    // floor+ carries the site's own style sheet, so it is built once the site serves its pages.
    log("building floor+ in bench/.work/floor-plus with the site's style sheet and hero");
    await buildFloorPlus(paths, floorEnv, await siteAssets(siteOrigin, paths));
  }
  const floorPlusServer = await startServer(
    process.execPath,
    nextStart(paths.floorPlusWork, FLOOR_PLUS_PORT),
    {
      cwd: root,
      env: floorEnv,
      logFile: path.join(paths.logs, 'floor-plus-server.log'),
      port: FLOOR_PLUS_PORT,
      readyUrl: `${floorPlusOrigin}${FLOOR_PATH}`,
    },
  );

  // Other agents share the 2 cores and our own build has just ended: give the load a moment to
  // settle (bounded), and record how busy the machine was while measuring.
  const settleUntil = Date.now() + SETTLE_MAX_MS;
  while (os.loadavg()[0] > os.cpus().length * 1.5 && Date.now() < settleUntil) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  const loadBeforeMeasuring = os.loadavg()[0];
  if (loadBeforeMeasuring > os.cpus().length * 2) {
    log(
      `the machine is busy (load average ${loadBeforeMeasuring.toFixed(1)} on ${os.cpus().length} CPUs): figures will be noisy`,
    );
  }

  const { pages: sitePages, skipped } = await resolvePages(
    siteOrigin,
    mergePages(SITE_PAGES, options.pages),
    errors,
  );
  for (const page of skipped) log(`not measuring ${page.name}: ${page.reason}`);
  const floor = { name: 'floor', path: FLOOR_PATH, url: floorOrigin + FLOOR_PATH };
  const floorPlus = { name: 'floor+', path: FLOOR_PATH, url: floorPlusOrigin + FLOOR_PATH };
  const pages = sitePages.map((page) => ({ ...page, url: siteOrigin + page.path }));
  // The cart and the checkout hold a line, as a buyer sees them: one guest cart, made from the
  // product page's plain form, whose cookie every request for those pages carries.
  const product = pages.find((page) => page.name === 'product');
  const withLine = pages.filter((page) => page.withCartLine);
  if (withLine.length > 0) {
    try {
      if (!product) throw new Error('no product page to take a line from');
      const cookie = await cartWithALine(siteOrigin, product.path);
      log(`a guest cart holds one ${cookie.sku} for ${withLine.map((p) => p.name).join(', ')}`);
      for (const page of withLine) page.cookie = cookie;
    } catch (error) {
      errors.push(`cart line: ${error.message} (cart and checkout measured empty)`);
    }
  }
  const cookieHeader = (target) =>
    target.cookie ? { cookie: `${target.cookie.name}=${target.cookie.value}` } : {};
  // The load asks for pages as a browser does, compressed: what a visitor costs the server.
  const loadHeaders = (target) => ({ ...BROWSER_REQUEST_HEADERS, ...cookieHeader(target) });
  const targets = [floor, floorPlus, ...pages];
  log(`measuring ${targets.map((t) => `${t.name} ${t.path}`).join(', ')}`);

  for (const target of targets) {
    await warmUp(target.url);
    try {
      target.weights = await measureWeights(target.url, { headers: cookieHeader(target) });
    } catch (error) {
      errors.push(`weights of ${target.name}: ${error.message}`);
    }
  }
  log('first-load JS and HTML measured');

  const lhRuns = new Map(targets.map((t) => [t, []]));
  // Rounds interleave the targets so that a busy moment on the shared machine hits all of them.
  for (let round = 1; round <= settings.lighthouseRuns; round += 1) {
    for (const target of targets) {
      let run;
      for (let attempt = 1; attempt <= 2 && !run; attempt += 1) {
        try {
          run = await runLighthouse(target.url, { cookie: target.cookie });
        } catch (error) {
          log(
            `Lighthouse ${target.name} round ${round} attempt ${attempt} failed: ${error.message}`,
          );
          if (attempt === 2) {
            errors.push(`Lighthouse ${target.name} round ${round}: ${error.message}`);
            run = { error: error.message };
          }
        }
      }
      lhRuns.get(target).push(run);
    }
    log(`Lighthouse round ${round}/${settings.lighthouseRuns} done`);
  }
  for (const target of targets) target.lighthouse = summarizeLighthouse(lhRuns.get(target));

  const devtoolsRuns = new Map(targets.map((t) => [t, []]));
  for (let round = 1; round <= settings.devtoolsRuns; round += 1) {
    for (const target of targets) {
      try {
        devtoolsRuns
          .get(target)
          .push(await runLighthouse(target.url, { throttling: 'devtools', cookie: target.cookie }));
      } catch (error) {
        errors.push(`Lighthouse (devtools) ${target.name} round ${round}: ${error.message}`);
        devtoolsRuns.get(target).push({ error: error.message });
      }
    }
    log(`Lighthouse (devtools throttling) round ${round}/${settings.devtoolsRuns} done`);
  }
  if (settings.devtoolsRuns > 0) {
    for (const target of targets) target.devtools = summarizeLighthouse(devtoolsRuns.get(target));
  }

  // Warm every server path first (JIT, module loading, a stale page's one regeneration): a few
  // seconds per page, not counted, so the measured rounds compare steady states.
  for (const target of targets) {
    try {
      await measureLoad(target.url, {
        connections: settings.pageConnections,
        durationSeconds: WARM_UP_SECONDS,
        headers: loadHeaders(target),
      });
    } catch (error) {
      log(`warm-up of ${target.name} failed: ${error.message}`);
    }
  }
  log('servers warmed up');

  const loadRounds = new Map(targets.map((t) => [t, []]));
  const slice = Math.max(1, Math.round(settings.pageDurationSeconds / settings.pageLoadRounds));
  for (let round = 1; round <= settings.pageLoadRounds; round += 1) {
    for (const target of targets) {
      try {
        loadRounds.get(target).push(
          await measureLoad(target.url, {
            connections: settings.pageConnections,
            durationSeconds: slice,
            headers: loadHeaders(target),
          }),
        );
      } catch (error) {
        errors.push(`load of ${target.name}, round ${round}: ${error.message}`);
      }
    }
  }
  for (const target of targets) {
    target.load = combineLoadRounds(loadRounds.get(target));
    if (target.load && (target.load.non2xx || target.load.errors)) {
      log(
        `${target.name}: ${target.load.non2xx} non-2xx answers and ${target.load.errors} errors under load`,
      );
    }
  }
  log('requests/s measured');

  let trpc;
  try {
    trpc = await benchTrpc(siteOrigin, TRPC_BATCH, {
      connections: settings.trpcConnections,
      durationSeconds: settings.trpcDurationSeconds,
      rate: TRPC_OFFERED_RATE,
    });
    log(trpc.available ? 'tRPC batch measured' : `tRPC batch n/a: ${trpc.reason}`);
  } catch (error) {
    errors.push(`tRPC batch: ${error.message}`);
    trpc = {
      available: false,
      procedures: TRPC_BATCH.map((c) => c.procedure),
      reason: error.message,
    };
  }

  let loginAttack = null;
  try {
    // The mailed sign-in links are read from the site's store (its outbox table).
    loginAttack = await benchLoginAttack(siteOrigin, { sqlitePath: siteEnv.SQLITE_PATH });
    log(
      `login attack: GET /vi p99 ${loginAttack.idle.p99Ms.toFixed(1)} ms idle, ${loginAttack.underAttack.p99Ms.toFixed(1)} ms under attack`,
    );
  } catch (error) {
    errors.push(`login attack: ${error.message}`);
  }

  let readFlood = null;
  try {
    readFlood = await benchReadFlood(siteOrigin);
    log(
      `read flood: GET /vi p99 ${readFlood.idle.p99Ms.toFixed(1)} ms idle, ${readFlood.underFlood.p99Ms.toFixed(1)} ms under the flood`,
    );
  } catch (error) {
    errors.push(`read flood: ${error.message}`);
  }
  // The same from another address, with batches of reads the read cache answers: cheap calls,
  // but each request still costs the server its routing and its answer.
  let readFloodCached = null;
  try {
    readFloodCached = await benchReadFlood(siteOrigin, { kind: 'cached', address: '198.18.7.8' });
    log(
      `cached read flood: GET /vi p99 ${readFloodCached.idle.p99Ms.toFixed(1)} ms idle, ${readFloodCached.underFlood.p99Ms.toFixed(1)} ms under the flood`,
    );
  } catch (error) {
    errors.push(`cached read flood: ${error.message}`);
  }

  await Promise.all([site.stop(), floorServer.stop(), floorPlusServer.stop()]);

  // Checkout throughput runs on its own store file once the servers are down.
  let checkout = null;
  try {
    checkout = await benchCheckout({ durationSeconds: settings.trpcDurationSeconds });
    log(`checkout: ${checkout.ordersPerSecond} orders/s, ${checkout.oversold} oversold`);
  } catch (error) {
    errors.push(`checkout: ${error.message}`);
  }

  // Ticket bookings and availability, on their own store file too.
  let tickets = null;
  try {
    tickets = await benchTickets({ durationSeconds: settings.trpcDurationSeconds });
    log(
      `tickets: ${tickets.placeOrder.bookingsPerSecond} bookings/s, ${tickets.placeOrder.oversold} oversold`,
    );
  } catch (error) {
    errors.push(`tickets: ${error.message}`);
  }

  const budgetRows = evaluateBudgets({ pages, floor, floorPlus, trpc }, BUDGETS);
  const results = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    environment: {
      ...env,
      loadAverageBeforeMeasuring: Number(loadBeforeMeasuring.toFixed(2)),
      loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))),
    },
    settings,
    budgets: BUDGETS,
    floor,
    floorPlus,
    pages,
    skippedPages: skipped,
    trpc,
    loginAttack,
    readFlood,
    readFloodCached,
    checkout,
    tickets,
    budgetRows,
    summary: summarize(budgetRows),
    errors,
  };
  const tables = {
    pages: sideBySide(results),
    trpc: trpcTable(trpc),
    budgets: budgetTable(budgetRows),
  };

  console.log(
    `\n${renderText(tables.pages)}\n\n${renderText(tables.trpc)}\n\n${renderText(tables.budgets)}\n`,
  );
  console.log(`${loginAttackMarkdown(loginAttack).join('\n')}\n`);
  console.log(`${readFloodMarkdown(readFlood).join('\n')}\n`);
  console.log(`${readFloodMarkdown(readFloodCached).join('\n')}\n`);
  console.log(`${checkoutMarkdown(checkout).join('\n')}\n`);
  console.log(`${ticketsMarkdown(tickets).join('\n')}\n`);
  console.log(
    `${results.summary.PASS} PASS, ${results.summary.FAIL} FAIL, ${results.summary['N/A']} N/A in ${results.durationSeconds} s`,
  );
  for (const error of errors) console.error(`bench: harness error: ${error}`);

  if (options.write) {
    writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
    writeFileSync(path.join(root, 'bench/results.md'), markdownReport(results, tables));
    log('wrote bench/results.json and bench/results.md');
  }
  return errors.length ? 1 : 0;
}

main()
  .then((code) => {
    cleanupAll();
    // Exit now rather than wait for idle keep-alive sockets to time out.
    process.exit(code);
  })
  .catch((error) => {
    // Build and server failures carry the log tail in their message; a stack helps only for bugs.
    console.error(`bench: harness failed: ${error.message}`);
    if (!error.message.includes('last lines of')) console.error(error.stack);
    cleanupAll();
    process.exit(2);
  });
