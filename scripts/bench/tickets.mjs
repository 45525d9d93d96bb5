#!/usr/bin/env node
// The ticket part of `npm run bench` (ticket.placeOrder on SQLite with 50 concurrent
// clients ≥ 200 bookings/s and 0 oversold; ticket.getAvailability for 60 days p99 ≤ 20 ms at 100
// requests/s). Runs scripts/bench/tickets-load.ts in a child process on its own store file under
// bench/.work; standalone: `node scripts/bench/tickets.mjs [seconds]`.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');

export const TICKETS_BUDGET = { bookingsPerSecond: 200, oversold: 0, availabilityP99Ms: 20 };

export async function benchTickets({ clients = 50, durationSeconds = 10 } = {}) {
  const args = {
    file: path.join(root, 'bench/.work/tickets/store.sqlite'),
    clients,
    durationSeconds,
    availabilitySeconds: durationSeconds,
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      path.join(root, 'scripts/bench/tickets-load.ts'),
      JSON.stringify(args),
    ],
    { cwd: root, maxBuffer: 10 * 1024 * 1024, timeout: (3 * durationSeconds + 120) * 1_000 },
  );
  const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
  const { placeOrder, availability } = result;
  return {
    ...result,
    budget: TICKETS_BUDGET,
    pass:
      placeOrder.bookingsPerSecond >= TICKETS_BUDGET.bookingsPerSecond &&
      placeOrder.oversold === TICKETS_BUDGET.oversold &&
      placeOrder.failureCount === 0 &&
      availability.cached.p99 <= TICKETS_BUDGET.availabilityP99Ms &&
      availability.cached.failures === 0,
  };
}

/** The tickets section of bench/results.md. */
export function ticketsMarkdown(result) {
  if (!result) return ['', '## Tickets', '', 'Not measured (see the harness errors).', ''];
  const { placeOrder: p, availability: a, budget } = result;
  return [
    '',
    '## Tickets (ticket.placeOrder and ticket.getAvailability on SQLite)',
    '',
    `${p.clients} concurrent clients for ${p.durationSeconds} s on a fresh store file, VietQR ` +
      `transfer, one to three tickets per booking over 60 days; every fourth booking goes for one ` +
      `day of one type with ${p.contendedCapacity} seats (sold there: ${p.contendedSold}). The HTTP ` +
      'layer and per-client limits excluded.',
    '',
    '| bookings/s | bookings | CONFLICT | CPU ms/booking | p50 ms | p99 ms | oversold | budget |',
    '|---|---|---|---|---|---|---|---|',
    `| ${p.bookingsPerSecond} | ${p.bookings} | ${p.conflicts} | ${p.cpuMsPerBooking} | ` +
      `${p.latencyMs.p50} | ${p.latencyMs.p99} | ${p.oversold} | ` +
      `≥ ${budget.bookingsPerSecond}/s, ${budget.oversold} oversold |`,
    '',
    'ticket.getAvailability for 60 days through the app router, 100 requests/s offered (open loop):',
    '',
    '| read cache | requests | p50 ms | p99 ms | max ms | budget |',
    '|---|---|---|---|---|---|',
    ...[a.cached, a.uncached].map(
      (r) =>
        `| ${r.mode} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.max} | p99 ≤ ${budget.availabilityP99Ms} ms |`,
    ),
    '',
    `Verdict: ${result.pass ? 'PASS' : 'FAIL'}`,
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 10);
  benchTickets({ durationSeconds: seconds })
    .then((result) => {
      console.log(JSON.stringify(result, null, 2));
      console.log(ticketsMarkdown(result).join('\n'));
      process.exit(result.pass ? 0 : 1);
    })
    .catch((error) => {
      console.error(`bench tickets failed: ${error.message}`);
      process.exit(2);
    });
}
