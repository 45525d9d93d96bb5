import { READ_BUDGET, READ_COST, ReadBudget, readCost } from './read-budget.mjs';

const availability = (from: string, to: string) =>
  `/api/trpc/ticket.getAvailability?input=${encodeURIComponent(JSON.stringify({ from, to }))}`;

function batchOf(calls: { procedure: string; input: unknown }[]): string {
  const input = Object.fromEntries(calls.map((call, index) => [index, call.input]));
  const names = calls.map((call) => call.procedure).join(',');
  return `/api/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

describe('readCost', () => {
  it('prices every read at least what answering a request costs, a 61-day availability more', () => {
    const theme = readCost('GET', '/api/trpc/theme.getActiveTheme?batch=1&input=%7B%7D');
    const twoMonths = readCost('GET', availability('2026-06-01', '2026-07-31'));
    const oneDay = readCost('GET', availability('2026-06-01', '2026-06-01'));
    expect(theme).toBe(READ_COST.request + READ_COST.cached);
    expect(twoMonths).toBe(READ_COST.request + READ_COST.call + 61 * READ_COST.availabilityDay);
    expect(oneDay).toBe(READ_COST.request + READ_COST.call + READ_COST.availabilityDay);
    expect(twoMonths).toBeGreaterThan(3 * theme);
  });

  it('keeps one address to a few dozen ten-call batches of cached reads a second', () => {
    // The read-flood bench's `cached` kind: before the request's own cost, one address got 160
    // such batches a second answered, and GET /vi's p99 went to 3.3 s.
    const seo = batchOf(
      Array.from({ length: 10 }, (_, i) => ({
        procedure: 'getSeoByPath',
        input: { path: `/${i}` },
      })),
    );
    const cost = readCost('GET', seo);
    expect(cost).toBe(READ_COST.request + 10 * READ_COST.cached);
    const budget = new ReadBudget();
    let allowed = 0;
    // Ten seconds of a flood that never stops asking, 1 ms apart.
    for (let now = 0; now < 10_000; now += 1) {
      if (budget.take('198.51.100.9', cost, now) === 0) allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(
      Math.ceil((READ_BUDGET.capacity + 10 * READ_BUDGET.refillPerSecond) / cost),
    );
    expect(allowed / 10).toBeLessThan(30);
  });

  it('sums a batch call by call, superjson inputs included', () => {
    const range = { from: '2026-06-01', to: '2026-07-31' };
    const batch = batchOf([
      { procedure: 'ticket.getAvailability', input: range },
      { procedure: 'ticket.getAvailability', input: { json: range } },
      { procedure: 'getSeoByPath', input: { path: '/' } },
      { procedure: 'review.list', input: { page: 1 } },
    ]);
    expect(readCost('GET', batch)).toBe(
      READ_COST.request +
        2 * (READ_COST.call + 61 * READ_COST.availabilityDay) +
        READ_COST.cached +
        READ_COST.call,
    );
  });

  it('costs nothing for mutations, pages and other routes, and bounds a junk range', () => {
    expect(readCost('POST', '/api/trpc/auth.login')).toBe(0);
    expect(readCost('GET', '/vi/ve-cap-treo')).toBe(0);
    expect(readCost('GET', '/api/tickets/public-key')).toBe(0);
    expect(readCost('GET', availability('1900-01-01', '2900-01-01'))).toBeLessThanOrEqual(
      READ_COST.request + READ_COST.call + 400 * READ_COST.availabilityDay,
    );
    expect(readCost('GET', '/api/trpc/ticket.getAvailability?input=%7Bnope')).toBe(
      READ_COST.request + READ_COST.call + READ_COST.availabilityDay,
    );
  });
});

describe('ReadBudget', () => {
  it('lets an address spend its capacity, then asks it to wait until it has refilled enough', () => {
    const budget = new ReadBudget();
    const range = { from: '2026-06-01', to: '2026-07-31' };
    const cost = readCost(
      'GET',
      batchOf(
        Array.from({ length: 10 }, () => ({ procedure: 'ticket.getAvailability', input: range })),
      ),
    );
    let now = 1_000_000;
    let allowed = 0;
    while (budget.take('198.51.100.1', cost, now) === 0) allowed += 1;
    expect(allowed).toBe(Math.floor(READ_BUDGET.capacity / cost));
    const wait = budget.take('198.51.100.1', cost, now);
    expect(wait).toBeGreaterThanOrEqual(1);
    // Another address has its own budget.
    expect(budget.take('198.51.100.2', cost, now)).toBe(0);
    now += wait * 1_000;
    expect(budget.take('198.51.100.1', cost, now)).toBe(0);
  });

  it('forgets full buckets once it holds too many addresses', () => {
    const budget = new ReadBudget({ capacity: 10, refillPerSecond: 10, maxAddresses: 2 });
    expect(budget.take('a', 10, 0)).toBe(0);
    expect(budget.take('b', 10, 0)).toBe(0);
    // Both refilled by t=1 s: a third address sweeps them and starts full.
    expect(budget.take('c', 10, 1_000)).toBe(0);
    expect(budget.take('a', 10, 1_000)).toBe(0);
  });
});
