import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clampQuantity, MAX_PER_TYPE, quoteTickets } from './ticket-quote';

const types = [
  {
    id: 've-nguoi-lon',
    name: 'Người lớn',
    price: 350000,
    tierDiscounts: [
      [10, 5],
      [20, 10],
    ] as [number, number][],
  },
  { id: 've-tre-em', name: 'Trẻ em', price: 250000, tierDiscounts: [] },
];

describe('ticket quote', () => {
  it('prices two adults and a child without a tier', () => {
    const quote = quoteTickets(types, [
      { ticketType: 've-nguoi-lon', quantity: 2 },
      { ticketType: 've-tre-em', quantity: 1 },
    ]);
    expect(quote).toMatchObject({ subtotal: 950000, discount: 0, total: 950000, count: 3 });
  });

  it('applies the highest tier reached, floored to the đồng', () => {
    const quote = quoteTickets(types, [{ ticketType: 've-nguoi-lon', quantity: 10 }]);
    expect(quote.lines[0]).toMatchObject({ subtotal: 3500000, discount: 175000, percent: 5 });
    expect(quoteTickets(types, [{ ticketType: 've-nguoi-lon', quantity: 20 }]).discount).toBe(
      700000,
    );
  });

  it('ignores unknown types and empty lines', () => {
    const quote = quoteTickets(types, [
      { ticketType: 'nope', quantity: 3 },
      { ticketType: 've-tre-em', quantity: 0 },
    ]);
    expect(quote).toMatchObject({ lines: [], total: 0, count: 0 });
  });

  it('keeps a typed quantity within 0…MAX_PER_TYPE', () => {
    expect(clampQuantity(MAX_PER_TYPE + 1)).toBe(MAX_PER_TYPE);
    expect(clampQuantity(9999)).toBe(MAX_PER_TYPE);
    expect(clampQuantity(-1)).toBe(0);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
  });
});

describe('group prices', () => {
  const dir = path.join(process.cwd(), 'content/tickets');
  const tiers = readdirSync(dir).map((file) => {
    const line = /^tierDiscounts: (\[.*\])$/m.exec(readFileSync(path.join(dir, file), 'utf8'));
    return { file, tiers: line ? (JSON.parse(line[1] ?? '[]') as [number, number][]) : [] };
  });

  it('can all be booked online: no tier starts above the most tickets of one type', () => {
    expect(tiers.length).toBeGreaterThan(0);
    for (const { file, tiers: list } of tiers)
      for (const [min] of list)
        expect({ file, min, bookable: min <= MAX_PER_TYPE }).toEqual({
          file,
          min,
          bookable: true,
        });
  });

  it('and the messages that name a maximum name this one', () => {
    for (const locale of ['vi', 'en']) {
      const text = readFileSync(path.join(process.cwd(), `src/messages/${locale}.json`), 'utf8');
      const groupLines = text
        .split('\n')
        .filter((l) => /"group-?[qQ]uote"/.test(l) && /\d/.test(l));
      expect(groupLines.length).toBeGreaterThanOrEqual(2);
      for (const line of groupLines) expect(line).toContain(String(MAX_PER_TYPE));
    }
  });
});
