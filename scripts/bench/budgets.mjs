// Pure arithmetic of the benchmark: medians, ratios to the floor and budget verdicts
// (unit-tested in budgets.test.ts).

// Scores are decimals such as 0.98 - 0.02; compare with a little slack for float rounding.
const EPSILON = 1e-9;

function isNumber(value) {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Median of the finite numbers in `values` (mean of the middle two when even); null if none. */
export function median(values) {
  const sorted = values.filter(isNumber).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Joins autocannon rounds of one target: requests/s over the summed time (2xx only), the median
 * of the rounds' p50 and the worst round's p99; counts are summed. Null when no round ran.
 */
export function combineLoadRounds(rounds) {
  if (rounds.length === 0) return null;
  const sum = (key) => rounds.reduce((total, round) => total + (round[key] ?? 0), 0);
  const elapsed = sum('elapsedSeconds');
  return {
    connections: rounds[0].connections,
    rounds: rounds.length,
    durationSeconds: sum('durationSeconds'),
    elapsedSeconds: elapsed,
    ok: sum('ok'),
    rps: elapsed > 0 ? sum('ok') / elapsed : null,
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    requests: sum('requests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  };
}

/** `value / base`, or null when either is missing or the base is not positive. */
export function ratio(value, base) {
  if (!isNumber(value) || !isNumber(base) || base <= 0) return null;
  return value / base;
}

/** `value - base`, or null when either is missing. */
export function delta(value, base) {
  if (!isNumber(value) || !isNumber(base)) return null;
  return value - base;
}

/**
 * How a measured target compares with the two floors (DESIGN.md §10). Both are shaped like
 * `{ lighthouse: { performance, lcpMs, ... }, weights: { jsGzipBytes }, load: { rps } }`; any
 * missing figure gives null. JavaScript and HTML weigh against `floor`; performance, LCP, TBT and
 * requests/s against `floorPlus` (the floor itself when there is no floor+).
 */
export function compareToFloor(target, floor, floorPlus = floor) {
  return {
    jsRatio: ratio(target.weights?.jsGzipBytes, floor.weights?.jsGzipBytes),
    htmlRatio: ratio(target.weights?.htmlGzipBytes, floor.weights?.htmlGzipBytes),
    htmlPlusRatio: ratio(target.weights?.htmlGzipBytes, floorPlus.weights?.htmlGzipBytes),
    perfDelta: delta(target.lighthouse?.performance, floorPlus.lighthouse?.performance),
    lcpRatio: ratio(target.lighthouse?.lcpMs, floorPlus.lighthouse?.lcpMs),
    tbtDeltaMs: delta(target.lighthouse?.tbtMs, floorPlus.lighthouse?.tbtMs),
    rpsRatio: ratio(target.load?.rps, floorPlus.load?.rps),
  };
}

function verdict(value, passes) {
  if (!isNumber(value)) return 'N/A';
  return passes(value) ? 'PASS' : 'FAIL';
}

/**
 * The SEO score without `is-crawlable`, Lighthouse's weighted mean over the rest of the category:
 * what a page that is `noindex` on purpose (the cart, the checkout) is judged by.
 */
export function seoScoreIgnoringNoindex(lhr) {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.id === 'is-crawlable' || ref.weight <= 0 || typeof score !== 'number') continue;
    weighted += score * ref.weight;
    weights += ref.weight;
  }
  return weights > 0 ? weighted / weights : null;
}

/**
 * One row per budget and page: `{ page, budget, value, limit, status }` where status is PASS,
 * FAIL or N/A (the figure could not be measured). `pages` are `{ name, budgets?, ...measures }`,
 * `trpc` is `{ available, p99Ms }` or null when it was not run.
 */
export function evaluateBudgets({ pages, floor, floorPlus = floor, trpc }, defaults) {
  const rows = [];
  for (const page of pages) {
    const budgets = { ...defaults, ...page.budgets };
    const cmp = compareToFloor(page, floor, floorPlus);
    const lh = page.lighthouse ?? {};
    // `value` is what the table shows; `tested` is the figure the budget is about (the delta to
    // the floor for performance and LCP), so a missing floor figure gives N/A, not FAIL.
    const add = (budget, value, tested, limit, passes) =>
      rows.push({
        page: page.name,
        budget,
        value,
        limit,
        status: isNumber(value) ? verdict(tested, passes) : 'N/A',
      });

    add(
      'JS ratio',
      cmp.jsRatio,
      cmp.jsRatio,
      `≤ ${budgets.jsRatioMax}× floor`,
      (v) => v <= budgets.jsRatioMax + EPSILON,
    );
    add(
      'Accessibility',
      lh.accessibility,
      lh.accessibility,
      `≥ ${budgets.accessibilityMin.toFixed(2)}`,
      (v) => v >= budgets.accessibilityMin - EPSILON,
    );
    add(
      'Best practices',
      lh.bestPractices,
      lh.bestPractices,
      `≥ ${budgets.bestPracticesMin.toFixed(2)}`,
      (v) => v >= budgets.bestPracticesMin - EPSILON,
    );
    // A page that is noindex on purpose is judged without Lighthouse's `is-crawlable` audit.
    const seo = page.noindex ? lh.seoIgnoringNoindex : lh.seo;
    add(
      'SEO',
      seo,
      seo,
      `≥ ${budgets.seoMin.toFixed(2)}${page.noindex ? ' (noindex on purpose: is-crawlable not counted)' : ''}`,
      (v) => v >= budgets.seoMin - EPSILON,
    );
    // Requests/s only where the page is pre-rendered: a page rendered per request (the cart and
    // the checkout read the visitor's cookie) is not expected to serve like a static file.
    if (page.prerendered !== false) {
      add(
        'RPS ratio',
        cmp.rpsRatio,
        cmp.rpsRatio,
        `≥ ${budgets.rpsRatioMin}× floor+`,
        (v) => v >= budgets.rpsRatioMin - EPSILON,
      );
    }
    add(
      'HTML ratio',
      cmp.htmlPlusRatio,
      cmp.htmlPlusRatio,
      `≤ ${budgets.htmlRatioMax}× floor+`,
      (v) => v <= budgets.htmlRatioMax + EPSILON,
    );
    const paint = (suffix, measured, base) => {
      const c = compareToFloor(
        { lighthouse: measured },
        { lighthouse: base },
        { lighthouse: base },
      );
      add(
        `Performance${suffix}`,
        measured?.performance,
        c.perfDelta,
        `≥ floor+ ${signed(budgets.perfDeltaMin)}`,
        (v) => v >= budgets.perfDeltaMin - EPSILON,
      );
      add(
        `LCP${suffix}`,
        measured?.lcpMs,
        c.lcpRatio,
        `≤ ${budgets.lcpRatioMax}× floor+`,
        (v) => v <= budgets.lcpRatioMax + EPSILON,
      );
      add(
        `TBT${suffix}`,
        measured?.tbtMs,
        c.tbtDeltaMs,
        `≤ floor+ + ${budgets.tbtDeltaMaxMs} ms`,
        (v) => v <= budgets.tbtDeltaMaxMs + EPSILON,
      );
    };
    paint('', lh, floorPlus.lighthouse);
    // The observed measurement (DevTools throttling), when the run made one: the same budgets.
    if (page.devtools) paint(' (devtools)', page.devtools, floorPlus.devtools);
  }
  if (trpc) {
    rows.push({
      page: 'tRPC batch',
      budget: 'p99 latency',
      value: trpc.available ? trpc.p99Ms : null,
      limit: `≤ ${defaults.trpcP99MaxMs} ms${trpc.offeredRate ? ` at ${trpc.offeredRate} requests/s` : ''}`,
      status: verdict(
        trpc.available ? trpc.p99Ms : null,
        (v) => v <= defaults.trpcP99MaxMs + EPSILON,
      ),
    });
  }
  return rows;
}

function signed(value) {
  return value < 0 ? `− ${Math.abs(value)}` : `+ ${value}`;
}

/** Counts of PASS / FAIL / N/A over budget rows. */
export function summarize(rows) {
  const summary = { PASS: 0, FAIL: 0, 'N/A': 0 };
  for (const row of rows) summary[row.status] += 1;
  return summary;
}
