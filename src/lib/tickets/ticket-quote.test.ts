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

  it('keeps a typed quantity within 0…20', () => {
    expect(MAX_PER_TYPE).toBeGreaterThanOrEqual(20);
    expect(clampQuantity(25)).toBe(MAX_PER_TYPE);
    expect(clampQuantity(-1)).toBe(0);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
  });
});
