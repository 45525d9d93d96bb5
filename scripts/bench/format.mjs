// Renders benchmark results as an aligned text table (stdout) and Markdown (pure).
import { compareToFloor } from './budgets.mjs';

function fixed(value, digits) {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

function kilobytes(bytes) {
  return typeof bytes === 'number' && Number.isFinite(bytes)
    ? `${(bytes / 1000).toFixed(1)} kB`
    : 'n/a';
}

function withNote(text, note) {
  return note === null ? text : `${text} (${note})`;
}

function ratioNote(value) {
  return typeof value === 'number' ? `${value.toFixed(2)}×` : null;
}

function deltaNote(value, digits, unit = '') {
  if (typeof value !== 'number') return null;
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  return `${sign}${Math.abs(value).toFixed(digits)}${unit}`;
}

/**
 * The observed measurement (Lighthouse with DevTools throttling: 1.6 Mbps, 150 ms RTT, CPU 4×),
 * compared with floor+'s like the simulated rows; none when the run made none.
 */
function devtoolsRows(targets, floors, floor, floorPlus) {
  if (!targets.some((t) => t.devtools)) return [];
  const asLighthouse = (t) => (t ? { ...t, lighthouse: t.devtools } : t);
  const cell = (fn) =>
    targets.map((t) =>
      fn(
        t.devtools,
        floors.includes(t)
          ? null
          : compareToFloor(asLighthouse(t), asLighthouse(floor), asLighthouse(floorPlus ?? floor)),
      ),
    );
  return [
    [
      'Performance (devtools)',
      ...cell((d, c) => withNote(fixed(d?.performance, 2), c && deltaNote(c.perfDelta, 2))),
    ],
    [
      'LCP (devtools)',
      ...cell((d, c) => withNote(`${fixed(d?.lcpMs, 0)} ms`, c && ratioNote(c.lcpRatio))),
    ],
    [
      'TBT (devtools)',
      ...cell((d, c) =>
        withNote(`${fixed(d?.tbtMs, 0)} ms`, c && deltaNote(c.tbtDeltaMs, 0, ' ms')),
      ),
    ],
  ];
}

/** "1 of 5": the runs of a Lighthouse summary whose first frame was shown late; n/a without. */
function lateRuns(summary) {
  return typeof summary?.shownLateRuns === 'number'
    ? `${summary.shownLateRuns} of ${summary.runCount}`
    : 'n/a';
}

/**
 * Header and rows of the side-by-side table: a column per floor, one per page. A page's notes are
 * its ratios or deltas to the floor its budget uses (JS and HTML: floor; the rest: floor+).
 */
export function sideBySide(results) {
  const { floor, floorPlus, pages } = results;
  const floors = floorPlus ? [floor, floorPlus] : [floor];
  const targets = [...floors, ...pages];
  const header = ['', ...targets.map((t) => `${t.name} ${t.path ?? ''}`.trim())];
  const cell = (fn) =>
    targets.map((t) =>
      fn(t, floors.includes(t) ? null : compareToFloor(t, floor, floorPlus ?? floor)),
    );
  const score = (key, deltaKey) =>
    cell((t, c) =>
      withNote(fixed(t.lighthouse?.[key], 2), c && deltaKey ? deltaNote(c[deltaKey], 2) : null),
    );
  const rows = [
    ['Performance', ...score('performance', 'perfDelta')],
    ['Accessibility', ...score('accessibility')],
    ['Best practices', ...score('bestPractices')],
    ['SEO', ...score('seo')],
    [
      'LCP',
      ...cell((t, c) =>
        withNote(`${fixed(t.lighthouse?.lcpMs, 0)} ms`, c && ratioNote(c.lcpRatio)),
      ),
    ],
    [
      'TBT',
      ...cell((t, c) =>
        withNote(`${fixed(t.lighthouse?.tbtMs, 0)} ms`, c && deltaNote(c.tbtDeltaMs, 0, ' ms')),
      ),
    ],
    ...devtoolsRows(targets, floors, floor, floorPlus),
    // Runs whose first frame Chromium showed late, a browser stall (scripts/bench/paint-gap.mjs).
    [
      'Runs shown late (simulated / devtools)',
      ...cell((t) => `${lateRuns(t.lighthouse)} / ${lateRuns(t.devtools)}`),
    ],
    [
      'First-load JS (gzip)',
      ...cell((t, c) => withNote(kilobytes(t.weights?.jsGzipBytes), c && ratioNote(c.jsRatio))),
    ],
    ['Scripts', ...cell((t) => String(t.weights?.scripts?.length ?? 'n/a'))],
    // Cross-check: what Chromium actually downloaded as script (server gzip, lazy chunks too).
    ['JS transferred (Lighthouse)', ...cell((t) => kilobytes(t.lighthouse?.scriptTransferBytes))],
    ['HTML (raw)', ...cell((t) => kilobytes(t.weights?.htmlBytes))],
    [
      'HTML (gzip)',
      ...cell((t, c) => withNote(kilobytes(t.weights?.htmlGzipBytes), c && ratioNote(c.htmlRatio))),
    ],
    ['Requests/s', ...cell((t, c) => withNote(fixed(t.load?.rps, 0), c && ratioNote(c.rpsRatio)))],
    [
      'Latency p50 / p99',
      ...cell((t) => `${fixed(t.load?.p50Ms, 0)} / ${fixed(t.load?.p99Ms, 0)} ms`),
    ],
  ];
  return { header, rows };
}

/** Header and rows of the budget table. */
export function budgetTable(budgetRows) {
  const header = ['Page', 'Budget', 'Value', 'Limit', 'Result'];
  const rows = budgetRows.map((row) => [
    row.page,
    row.budget,
    formatBudgetValue(row),
    row.limit,
    row.status,
  ]);
  return { header, rows };
}

function formatBudgetValue(row) {
  if (typeof row.value !== 'number') return 'n/a';
  if (row.budget.endsWith('ratio')) return `${row.value.toFixed(2)}×`;
  if (row.budget === 'LCP' || row.budget.includes('latency')) return `${row.value.toFixed(0)} ms`;
  return row.value.toFixed(2);
}

/** tRPC batch figures as one header and one row. */
export function trpcTable(trpc) {
  const header = ['tRPC batch read', 'Connections', 'Offered', 'Requests/s', 'p50', 'p99'];
  if (!trpc?.available) {
    return { header, rows: [['n/a', '', '', '', '', trpc?.reason ?? 'not run']] };
  }
  return {
    header,
    rows: [
      [
        trpc.procedures.join(', '),
        String(trpc.connections),
        trpc.offeredRate ? `${trpc.offeredRate}/s` : 'as fast as answered',
        fixed(trpc.rps, 0),
        `${fixed(trpc.p50Ms, 1)} ms`,
        `${fixed(trpc.p99Ms, 1)} ms`,
      ],
    ],
  };
}

/** An aligned plain-text table. */
export function renderText({ header, rows }) {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((r) => (r[i] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A Markdown table (pipes in cells escaped). */
export function renderMarkdown({ header, rows }) {
  const escape = (cell) => (cell ?? '').replace(/\|/g, '\\|');
  const line = (cells) => `| ${cells.map(escape).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
