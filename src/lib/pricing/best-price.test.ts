import fc from 'fast-check';
import {
  cheapestCombination,
  lacksAdult,
  peopleOf,
  priceTicketLines,
  type PricedTicketType,
  type TicketCount,
} from './best-price';

// The content's ticket office (content/tickets/): prices, tiers, the family bundle, the child rule.
const TYPES: PricedTicketType[] = [
  {
    id: 've-nguoi-lon',
    unitPrice: 350_000,
    tiers: [
      [10, 5],
      [30, 10],
      [50, 15],
    ],
    admits: null,
    requiresAdult: false,
  },
  {
    id: 've-tre-em',
    unitPrice: 250_000,
    tiers: [
      [10, 5],
      [30, 10],
    ],
    admits: null,
    requiresAdult: true,
  },
  {
    id: 've-nguoi-cao-tuoi',
    unitPrice: 250_000,
    tiers: [
      [10, 5],
      [30, 10],
    ],
    admits: null,
    requiresAdult: false,
  },
  {
    id: 've-gia-dinh',
    unitPrice: 1_000_000,
    tiers: [[5, 5]],
    admits: { 've-nguoi-lon': 2, 've-tre-em': 2 },
    requiresAdult: false,
  },
];
const OPTIONS = { maxPerType: 50 };
const adults = (n: number): TicketCount => ({ ticketType: 've-nguoi-lon', quantity: n });
const children = (n: number): TicketCount => ({ ticketType: 've-tre-em', quantity: n });
const families = (n: number): TicketCount => ({ ticketType: 've-gia-dinh', quantity: n });
const totalOf = (lines: readonly TicketCount[]) => priceTicketLines(TYPES, lines).total;

describe('the cheapest combination of the same people', () => {
  it('offers two adults and two children the family ticket at 1.000.000đ', () => {
    expect(totalOf([adults(2), children(2)])).toBe(1_200_000);
    const best = cheapestCombination(TYPES, [adults(2), children(2)], OPTIONS);
    expect(best).toEqual([families(1)]);
    expect(totalOf(best ?? [])).toBe(1_000_000);
  });

  it('offers three adults and two children the family ticket and one adult', () => {
    const best = cheapestCombination(TYPES, [adults(3), children(2)], OPTIONS);
    expect(best).toEqual([adults(1), families(1)]);
    expect(totalOf(best ?? [])).toBe(1_350_000);
  });

  it('uses the family tier: ten adults and ten children as five families, 5 % off', () => {
    // Singly: 3.500.000 and 2.500.000, both 5 % off = 5.700.000đ; five families 4.750.000đ.
    expect(totalOf([adults(10), children(10)])).toBe(5_700_000);
    const best = cheapestCombination(TYPES, [adults(10), children(10)], OPTIONS);
    expect(best).toEqual([families(5)]);
    expect(totalOf(best ?? [])).toBe(4_750_000);
  });

  it('offers nothing when the selection is already the cheapest', () => {
    expect(cheapestCombination(TYPES, [families(1)], OPTIONS)).toBeNull();
    expect(cheapestCombination(TYPES, [adults(2), children(1)], OPTIONS)).toBeNull();
    expect(cheapestCombination(TYPES, [], OPTIONS)).toBeNull();
  });

  it('keeps within the seats left and the most per type', () => {
    const left = { 've-gia-dinh': 0 };
    expect(cheapestCombination(TYPES, [adults(2), children(2)], { ...OPTIONS, left })).toBeNull();
    expect(
      cheapestCombination(TYPES, [adults(6), children(6)], {
        ...OPTIONS,
        left: { 've-gia-dinh': 2 },
      }),
    ).toEqual([adults(2), children(2), families(2)]);
  });

  it('compares what a voucher leaves: a fixed amount off both still favours the family', () => {
    const voucher = { percentOff: null, amountOff: 100_000, minSubtotal: 0 };
    expect(cheapestCombination(TYPES, [adults(2), children(2)], { ...OPTIONS, voucher })).toEqual([
      families(1),
    ]);
  });

  const selection = fc
    .record({
      adult: fc.integer({ min: 0, max: 50 }),
      child: fc.integer({ min: 0, max: 50 }),
      senior: fc.integer({ min: 0, max: 20 }),
      family: fc.integer({ min: 0, max: 10 }),
    })
    .map((n) =>
      [
        adults(n.adult),
        children(n.child),
        { ticketType: 've-nguoi-cao-tuoi', quantity: n.senior },
        families(n.family),
      ].filter((line) => line.quantity > 0),
    );

  it('is never dearer, admits the same people and keeps every line within the maximum', () => {
    fc.assert(
      fc.property(selection, (lines) => {
        const best = cheapestCombination(TYPES, lines, OPTIONS);
        if (!best) return;
        expect(totalOf(best)).toBeLessThan(totalOf(lines));
        expect(peopleOf(TYPES, best)).toEqual(peopleOf(TYPES, lines));
        for (const line of best) expect(line.quantity).toBeLessThanOrEqual(50);
        expect(lacksAdult(TYPES, best)).toBe(lacksAdult(TYPES, lines));
      }),
      { numRuns: 300 },
    );
  });

  it('is the cheapest: no other count of family tickets costs less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (a, c) => {
        const lines = [adults(a), children(c)].filter((l) => l.quantity > 0);
        const chosen = totalOf(cheapestCombination(TYPES, lines, OPTIONS) ?? lines);
        for (let f = 0; f <= Math.min(a, c) / 2; f += 1) {
          const other = [adults(a - 2 * f), children(c - 2 * f), families(f)];
          expect(chosen).toBeLessThanOrEqual(totalOf(other));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('children and adults', () => {
  it('refuses children alone, with or without a bundle around', () => {
    expect(lacksAdult(TYPES, [children(2)])).toBe(true);
    expect(lacksAdult(TYPES, [children(2), adults(1)])).toBe(false);
    expect(lacksAdult(TYPES, [children(2), { ticketType: 've-nguoi-cao-tuoi', quantity: 1 }])).toBe(
      false,
    );
    expect(lacksAdult(TYPES, [children(1), families(1)])).toBe(false);
    expect(lacksAdult(TYPES, [adults(1)])).toBe(false);
  });
});

describe('a bundle line', () => {
  it('carries its saving against the same people on single tickets', () => {
    const [line] = priceTicketLines(TYPES, [families(2)]).lines;
    expect(line).toMatchObject({ subtotal: 2_000_000, bundleSaving: 400_000, discount: 0 });
  });
});
