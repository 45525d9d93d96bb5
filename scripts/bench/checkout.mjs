#!/usr/bin/env node
// The checkout part of `npm run bench` (checkout.placeOrder on SQLite, 50 concurrent
// clients, ≥ 200 orders/s, 0 oversold). Runs scripts/bench/checkout-load.ts in a child process
// on its own store file under bench/.work; standalone: `node scripts/bench/checkout.mjs [seconds]`.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');

export const CHECKOUT_BUDGET = { ordersPerSecond: 200, oversold: 0 };

/** Measures checkout throughput; resolves with the child's figures plus the budget verdict. */
export async function benchCheckout({ clients = 50, durationSeconds = 10 } = {}) {
  const args = {
    file: path.join(root, 'bench/.work/checkout/store.sqlite'),
    clients,
    durationSeconds,
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      path.join(root, 'scripts/bench/checkout-load.ts'),
      JSON.stringify(args),
    ],
    { cwd: root, maxBuffer: 10 * 1024 * 1024, timeout: (durationSeconds + 120) * 1_000 },
  );
  const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
  return {
    ...result,
    budget: CHECKOUT_BUDGET,
    pass:
      result.ordersPerSecond >= CHECKOUT_BUDGET.ordersPerSecond &&
      result.oversold === CHECKOUT_BUDGET.oversold &&
      result.failureCount === 0,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 10);
  benchCheckout({ durationSeconds: seconds })
    .then((result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(result.pass ? 0 : 1);
    })
    .catch((error) => {
      console.error(`bench checkout failed: ${error.message}`);
      process.exit(2);
    });
}

/** The checkout section of bench/results.md. */
export function checkoutMarkdown(result) {
  if (!result) return ['', '## Checkout', '', 'Not measured (see the harness errors).', ''];
  const verdict = result.pass ? 'PASS' : 'FAIL';
  return [
    '',
    '## Checkout (checkout.placeOrder on SQLite)',
    '',
    `${result.clients} concurrent clients for ${result.durationSeconds} s on a fresh store file, ` +
      'cash on delivery, carts written beforehand; the HTTP layer and per-client limits excluded.',
    '',
    '| orders/s | orders | CONFLICT | CPU ms/order | orders per CPU-second | p50 ms | p99 ms | oversold | budget |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${result.ordersPerSecond} | ${result.orders} | ${result.conflicts} | ${result.cpuMsPerOrder} | ` +
      `${result.ordersPerCpuSecond} | ${result.placeOrderLatencyMs.p50} | ${result.placeOrderLatencyMs.p99} | ` +
      `${result.oversold} | ≥ ${result.budget.ordersPerSecond}/s, ${result.budget.oversold} oversold: ${verdict} |`,
    '',
  ];
}
