import {
  combineLoadRounds,
  compareToFloor,
  evaluateBudgets,
  median,
  ratio,
  seoScoreIgnoringNoindex,
  summarize,
  type Budgets,
} from './budgets.mjs';
import { BUDGETS } from './config.mjs';

const budgets: Budgets = {
  jsRatioMax: 1.12,
  perfDeltaMin: -0.02,
  accessibilityMin: 1,
  bestPracticesMin: 1,
  seoMin: 1,
  rpsRatioMin: 0.9,
  lcpRatioMax: 1.15,
  tbtDeltaMaxMs: 100,
  htmlRatioMax: 2.5,
  trpcP99MaxMs: 25,
};

const floor = {
  lighthouse: {
    performance: 0.99,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    lcpMs: 1600,
    tbtMs: 100,
  },
  weights: { jsGzipBytes: 100_000, htmlGzipBytes: 2_000 },
  load: { rps: 1000 },
};

// floor+: the floor plus a middleware, our style sheet and our hero (slower to paint and serve).
const floorPlus = {
  lighthouse: {
    performance: 0.99,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    lcpMs: 2000,
    tbtMs: 120,
  },
  weights: { jsGzipBytes: 101_000, htmlGzipBytes: 2_500 },
  load: { rps: 500 },
};

function statusOf(rows: ReturnType<typeof evaluateBudgets>, page: string, budget: string) {
  return rows.find((row) => row.page === page && row.budget === budget)?.status;
}

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([0.91, 0.99, 0.95])).toBe(0.95);
    expect(median([1800, 1600, 1700, 2000])).toBe(1750);
  });

  it('skips missing values and gives null when nothing was measured', () => {
    expect(median([null, 3, undefined, 1, Number.NaN])).toBe(2);
    expect(median([null, undefined])).toBeNull();
  });
});

describe('combineLoadRounds', () => {
  const round = (ok: number, elapsedSeconds: number, p50Ms: number, p99Ms: number) => ({
    connections: 10,
    durationSeconds: 5,
    elapsedSeconds,
    ok,
    rps: ok / elapsedSeconds,
    p50Ms,
    p99Ms,
    requests: ok + 1,
    non2xx: 1,
    errors: 0,
    timeouts: 0,
  });

  it('gives requests/s over the whole time, the median p50 and the worst p99', () => {
    const load = combineLoadRounds([round(5000, 5, 8, 30), round(3000, 5, 12, 90)]);
    expect(load).toMatchObject({
      rounds: 2,
      durationSeconds: 10,
      rps: 800,
      p50Ms: 10,
      p99Ms: 90,
      non2xx: 2,
    });
  });

  it('gives null when no round could run', () => {
    expect(combineLoadRounds([])).toBeNull();
  });
});

describe('ratio and compareToFloor', () => {
  it('divides by the floor and refuses a missing or zero floor', () => {
    expect(ratio(115, 100)).toBeCloseTo(1.15);
    expect(ratio(115, 0)).toBeNull();
    expect(ratio(undefined, 100)).toBeNull();
  });

  it('weighs JS and HTML against the floor, and LCP, performance and requests/s against floor+', () => {
    const page = {
      lighthouse: { performance: 0.95, lcpMs: 1900, tbtMs: 150 },
      weights: { jsGzipBytes: 120_000, htmlGzipBytes: 8_000 },
      load: { rps: 450 },
    };
    const cmp = compareToFloor(page, floor, floorPlus);
    expect(cmp.jsRatio).toBeCloseTo(1.2);
    expect(cmp.htmlRatio).toBeCloseTo(4);
    expect(cmp.perfDelta).toBeCloseTo(-0.04);
    expect(cmp.lcpRatio).toBeCloseTo(0.95);
    expect(cmp.tbtDeltaMs).toBe(30);
    expect(cmp.rpsRatio).toBeCloseTo(0.9);
  });

  it('compares with the floor alone when there is no floor+', () => {
    const page = { lighthouse: { lcpMs: 1760 }, load: { rps: 450 } };
    expect(compareToFloor(page, floor)).toMatchObject({ lcpRatio: 1.1, rpsRatio: 0.45 });
  });
});

describe('evaluateBudgets', () => {
  // Exactly at every limit: JS 1.12× floor, HTML 2.5× floor+, performance floor+ − 0.02, LCP
  // 1.15× floor+, TBT floor+ + 100 ms, requests/s 0.9× floor+.
  const goodPage = {
    name: 'home',
    lighthouse: {
      performance: 0.97,
      accessibility: 1,
      bestPractices: 1,
      seo: 1,
      lcpMs: 2300,
      tbtMs: 220,
    },
    weights: { jsGzipBytes: 112_000, htmlGzipBytes: 6_250 },
    load: { rps: 450 },
  };

  it('passes a page exactly at every limit (ratios and deltas compared without float error)', () => {
    const rows = evaluateBudgets({ pages: [goodPage], floor, floorPlus, trpc: null }, budgets);
    expect(rows.map((row) => `${row.budget}:${row.status}`)).toEqual([
      'JS ratio:PASS',
      'Accessibility:PASS',
      'Best practices:PASS',
      'SEO:PASS',
      'RPS ratio:PASS',
      'HTML ratio:PASS',
      'Performance:PASS',
      'LCP:PASS',
      'TBT:PASS',
    ]);
  });

  it('fails each budget just past its limit', () => {
    const page = {
      name: 'home',
      lighthouse: {
        performance: 0.96,
        accessibility: 0.98,
        bestPractices: 0.96,
        seo: 0.92,
        lcpMs: 2301,
        tbtMs: 221,
      },
      weights: { jsGzipBytes: 112_100, htmlGzipBytes: 6_251 },
      load: { rps: 449 },
    };
    const rows = evaluateBudgets({ pages: [page], floor, floorPlus, trpc: null }, budgets);
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.status === 'FAIL')).toBe(true);
  });

  it('judges the DevTools-throttled run by the same budgets against floor+ measured alike', () => {
    const rows = evaluateBudgets(
      {
        pages: [
          {
            ...goodPage,
            devtools: { performance: 0.8, lcpMs: 5_700, tbtMs: 500 },
          },
        ],
        floor,
        floorPlus: { ...floorPlus, devtools: { performance: 0.85, lcpMs: 5_000, tbtMs: 350 } },
        trpc: null,
      },
      budgets,
    );
    expect(statusOf(rows, 'home', 'Performance (devtools)')).toBe('FAIL');
    expect(statusOf(rows, 'home', 'LCP (devtools)')).toBe('PASS');
    expect(statusOf(rows, 'home', 'TBT (devtools)')).toBe('FAIL');
  });

  it('judges a page that is noindex on purpose by its SEO without is-crawlable', () => {
    const lighthouse = { ...goodPage.lighthouse, seo: 0.69, seoIgnoringNoindex: 1 };
    const rows = evaluateBudgets(
      {
        pages: [
          { ...goodPage, name: 'cart', noindex: true, lighthouse },
          { ...goodPage, name: 'home', lighthouse },
        ],
        floor,
        floorPlus,
        trpc: null,
      },
      budgets,
    );
    expect(statusOf(rows, 'cart', 'SEO')).toBe('PASS');
    expect(statusOf(rows, 'home', 'SEO')).toBe('FAIL');
  });

  it('holds a page rendered per request to no requests/s budget', () => {
    const rows = evaluateBudgets(
      { pages: [{ ...goodPage, prerendered: false }], floor, floorPlus, trpc: null },
      budgets,
    );
    expect(rows.map((row) => row.budget)).not.toContain('RPS ratio');
  });

  it('lets a page raise its own JS limit (the buy path may ship 1.25× the floor)', () => {
    const heavy = { ...goodPage, weights: { jsGzipBytes: 124_000 } };
    const rows = evaluateBudgets(
      {
        pages: [
          { ...heavy, name: 'checkout', budgets: { jsRatioMax: 1.25 } },
          { ...heavy, name: 'post' },
        ],
        floor,
        floorPlus,
        trpc: null,
      },
      budgets,
    );
    expect(statusOf(rows, 'checkout', 'JS ratio')).toBe('PASS');
    expect(statusOf(rows, 'post', 'JS ratio')).toBe('FAIL');
  });

  it('reports N/A, not PASS or FAIL, when a figure or the floor figure is missing', () => {
    const rows = evaluateBudgets(
      {
        pages: [
          { name: 'home', lighthouse: { performance: 0.9, lcpMs: 2000 }, weights: {}, load: {} },
        ],
        floor: { lighthouse: { performance: null, lcpMs: null } },
        floorPlus: { lighthouse: { performance: null, lcpMs: null } },
        trpc: null,
      },
      budgets,
    );
    expect(rows.map((row) => row.status)).toEqual(Array(9).fill('N/A'));
  });

  it('checks the tRPC p99 against 25 ms and reports an unavailable endpoint as N/A', () => {
    const at = (trpc: { available: boolean; p99Ms?: number }) =>
      evaluateBudgets({ pages: [], floor, trpc }, budgets)[0]?.status;
    expect(
      evaluateBudgets(
        { pages: [], floor, trpc: { available: true, p99Ms: 9, offeredRate: 200 } },
        budgets,
      )[0]?.limit,
    ).toBe('≤ 25 ms at 200 requests/s');
    expect(at({ available: true, p99Ms: 25 })).toBe('PASS');
    expect(at({ available: true, p99Ms: 26 })).toBe('FAIL');
    expect(at({ available: false })).toBe('N/A');
    expect(evaluateBudgets({ pages: [], floor, trpc: null }, budgets)).toEqual([]);
  });

  it('counts verdicts', () => {
    const rows = evaluateBudgets(
      { pages: [goodPage], floor, floorPlus, trpc: { available: false } },
      budgets,
    );
    expect(summarize(rows)).toEqual({ PASS: 9, FAIL: 0, 'N/A': 1 });
  });
});

describe('configured budgets', () => {
  it('match DESIGN.md §10 and the issue', () => {
    expect(BUDGETS).toEqual(budgets);
  });
});

describe('seoScoreIgnoringNoindex', () => {
  const refs = [
    { id: 'is-crawlable', weight: 4.043 },
    { id: 'document-title', weight: 1 },
    { id: 'meta-description', weight: 1 },
    { id: 'hreflang', weight: 1 },
    { id: 'structured-data', weight: 0 },
  ];
  it('is the weighted mean of the other scored audits', () => {
    const audits = {
      'is-crawlable': { score: 0 },
      'document-title': { score: 1 },
      'meta-description': { score: 0 },
      hreflang: { score: null },
      'structured-data': { score: null },
    };
    expect(seoScoreIgnoringNoindex({ categories: { seo: { auditRefs: refs } }, audits })).toBe(0.5);
  });

  it('is null without a scored audit', () => {
    expect(seoScoreIgnoringNoindex({ categories: {}, audits: {} })).toBeNull();
  });
});
