import { READ_BUDGET, READ_COST, ReadBudget, readCost } from './read-budget.mjs';

const availability = (from: string, to: string) =>
  `/api/trpc/ticket.getAvailability?input=${encodeURIComponent(JSON.stringify({ from, to }))}`;

function batchOf(calls: { procedure: string; input: unknown }[]): string {
  const input = Object.fromEntries(calls.map((call, index) => [index, call.input]));
  const names = calls.map((call) => call.procedure).join(',');
  return `/api/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

describe('readCost', () => {
  it('prices a 61-day availability far above a cached theme read', () => {
    const theme = readCost('GET', '/api/trpc/theme.getActiveTheme?batch=1&input=%7B%7D');
    const twoMonths = readCost('GET', availability('2026-06-01', '2026-07-31'));
    const oneDay = readCost('GET', availability('2026-06-01', '2026-06-01'));
    expect(theme).toBe(READ_COST.cached);
    expect(twoMonths).toBe(READ_COST.call + 61 * READ_COST.availabilityDay);
    expect(oneDay).toBe(READ_COST.call + READ_COST.availabilityDay);
    expect(twoMonths).toBeGreaterThan(50 * theme);
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
      2 * (READ_COST.call + 61 * READ_COST.availabilityDay) + READ_COST.cached + READ_COST.call,
    );
  });

  it('costs nothing for mutations, pages and other routes, and bounds a junk range', () => {
    expect(readCost('POST', '/api/trpc/auth.login')).toBe(0);
    expect(readCost('GET', '/vi/ve-cap-treo')).toBe(0);
    expect(readCost('GET', '/api/tickets/public-key')).toBe(0);
    expect(readCost('GET', availability('1900-01-01', '2900-01-01'))).toBeLessThanOrEqual(
      READ_COST.call + 400 * READ_COST.availabilityDay,
    );
    expect(readCost('GET', '/api/trpc/ticket.getAvailability?input=%7Bnope')).toBe(
      READ_COST.call + READ_COST.availabilityDay,
    );
  });
});

describe('ReadBudget', () => {
  it('lets an address spend its capacity, then asks it to wait until it has refilled enough', () => {
    const budget = new ReadBudget();
    const cost = 1_270; // ten 61-day availabilities
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
