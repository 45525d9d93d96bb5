// Lighthouse 12 mobile (its default config: emulated phone, simulated slow 4G and CPU throttling)
// in a fresh headless Chromium per run, so runs share no cache, storage or profile.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
// Lighthouse's own LCP simulation, to say what the figure waited for (lcp-graph.mjs explains why).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { seoScoreIgnoringNoindex } from './budgets.mjs';
import { paintPresentationGap } from './paint-gap.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './config.mjs';
import { onCleanup } from './processes.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits that cost points in the non-performance categories, so a failing score says why. */
function losingAudits(lhr) {
  const losing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) {
        losing.push(`${id}/${ref.id}`);
      }
    }
  }
  return losing;
}

function scriptTransferBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The LCP element as Lighthouse names it (`img.hero` + its HTML, shortened), or null. */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : [details];
  for (const table of tables ?? []) {
    for (const item of table?.items ?? []) {
      if (item?.node?.snippet) {
        const snippet = item.node.snippet.replace(/\s+/g, ' ').replace(/`/g, "'");
        return `${item.node.nodeLabel ?? ''} ${snippet.length > 160 ? `${snippet.slice(0, 157)}...` : snippet}`.trim();
      }
    }
  }
  return null;
}

/**
 * The requests the simulated LCP waited for (its pessimistic graph, the one with more in it),
 * without the document, and when the real page painted its LCP element. Recomputed from the run's
 * trace with Lighthouse's own code; null if that internal API moves in a later Lighthouse.
 */
async function simulatedLcpGraph({ lhr, artifacts }) {
  try {
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator: null,
    };
    const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
    const requests = [...result.pessimisticEstimate.nodeTimings.keys()]
      .filter((node) => node.type === 'network' && !node.isMainDocument())
      .map((node) => ({
        url: node.request.url,
        resourceType: node.request.resourceType,
        transferSize: node.request.transferSize,
      }));
    const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
    return { observedLcpMs: observed ?? null, requests };
  } catch {
    return null;
  }
}

async function setCookie(port, url, { name, value }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie({ name, value, domain: new URL(url).hostname, path: '/' });
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse run: the four category scores, LCP and TBT in ms, and what lost points.
 * `throttling: 'devtools'` applies the mobile preset's slow 4G (1.6 Mbps, 150 ms RTT) and 4× CPU
 * to the real load instead of simulating them from an unthrottled one. `cookie` (`{ name, value }`)
 * is set in the fresh browser first: Lighthouse clears storage between runs, but not cookies.
 */
export async function runLighthouse(url, { throttling = 'simulate', cookie } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const unregister = onCleanup(() => chrome.kill());
  try {
    if (cookie) await setCookie(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const lcpGraph = await simulatedLcpGraph(result);
    const presentation = paintPresentationGap(result.artifacts.Trace?.traceEvents ?? []);
    return {
      performance: lhr.categories.performance?.score ?? null,
      accessibility: lhr.categories.accessibility?.score ?? null,
      bestPractices: lhr.categories['best-practices']?.score ?? null,
      seo: lhr.categories.seo?.score ?? null,
      seoIgnoringNoindex: seoScoreIgnoringNoindex(lhr),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      scriptTransferBytes: scriptTransferBytes(lhr),
      lcpElement: lcpElement(lhr),
      lcpGraph,
      presentation,
      losingAudits: losingAudits(lhr),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    unregister();
    await chrome.kill();
  }
}
