// Types of budgets.mjs, for the TypeScript tests.
export interface Budgets {
  jsRatioMax: number;
  perfDeltaMin: number;
  accessibilityMin: number;
  bestPracticesMin: number;
  seoMin: number;
  rpsRatioMin: number;
  lcpRatioMax: number;
  tbtDeltaMaxMs: number;
  htmlRatioMax: number;
  trpcP99MaxMs: number;
}
export interface Measured {
  lighthouse?: Partial<{
    performance: number | null;
    accessibility: number | null;
    bestPractices: number | null;
    seo: number | null;
    /** SEO without `is-crawlable`: the figure of a page that is noindex on purpose. */
    seoIgnoringNoindex: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
  }>;
  weights?: Partial<{ jsGzipBytes: number; htmlGzipBytes: number }>;
  load?: Partial<{ rps: number }>;
}
export interface MeasuredPage extends Measured {
  name: string;
  budgets?: Partial<Budgets>;
  /** False for a page rendered per request: no requests/s budget. */
  prerendered?: boolean;
  /** True for a page that is noindex on purpose: its SEO budget leaves out `is-crawlable`. */
  noindex?: boolean;
  /** The DevTools-throttled Lighthouse medians, judged by the same budgets. */
  devtools?: Measured['lighthouse'];
}
export type Status = 'PASS' | 'FAIL' | 'N/A';
export interface BudgetRow {
  page: string;
  budget: string;
  value: number | null | undefined;
  limit: string;
  status: Status;
}
export interface Comparison {
  jsRatio: number | null;
  htmlRatio: number | null;
  htmlPlusRatio: number | null;
  perfDelta: number | null;
  lcpRatio: number | null;
  tbtDeltaMs: number | null;
  rpsRatio: number | null;
}
export interface LoadRound {
  connections: number;
  durationSeconds: number;
  elapsedSeconds: number;
  ok: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
export function combineLoadRounds(
  rounds: readonly LoadRound[],
): (Omit<LoadRound, 'rps'> & { rounds: number; rps: number | null; p50Ms: number | null }) | null;
export function median(values: ReadonlyArray<number | null | undefined>): number | null;
export function ratio(value: unknown, base: unknown): number | null;
export function delta(value: unknown, base: unknown): number | null;
export function compareToFloor(target: Measured, floor: Measured, floorPlus?: Measured): Comparison;
export function evaluateBudgets(
  input: {
    pages: readonly MeasuredPage[];
    floor: Measured;
    floorPlus?: Measured & { devtools?: Measured['lighthouse'] };
    trpc: { available: boolean; p99Ms?: number; offeredRate?: number | null } | null;
  },
  defaults: Budgets,
): BudgetRow[];
export function summarize(rows: readonly BudgetRow[]): Record<Status, number>;
export function seoScoreIgnoringNoindex(lhr: {
  categories: { seo?: { auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null } | undefined>;
}): number | null;
