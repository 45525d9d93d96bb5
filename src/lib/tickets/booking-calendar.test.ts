import { dayState, monthGrid, moveByKey, seatsLeft, shortLines } from './booking-calendar';
import type { DayAvailability } from '@/lib/trpc/contract';

const day = (date: string, types: [string, number, number][], closed = false): DayAvailability => ({
  date,
  closed,
  types: types.map(([ticketType, capacity, left]) => ({ ticketType, capacity, left })),
});

describe('month grids', () => {
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid('2026-11-17');
    // 1 November 2026 is a Sunday: six blanks first.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('maps the grid keys to days', () => {
    // 2026-11-18 is a Wednesday.
    expect(moveByKey('2026-11-18', 'ArrowRight')).toBe('2026-11-19');
    expect(moveByKey('2026-11-18', 'ArrowUp')).toBe('2026-11-11');
    expect(moveByKey('2026-11-18', 'Home')).toBe('2026-11-16');
    expect(moveByKey('2026-11-18', 'End')).toBe('2026-11-22');
    expect(moveByKey('2026-11-18', 'PageDown')).toBe('2026-12-18');
    expect(moveByKey('2026-11-18', 'a')).toBeNull();
  });
});

describe('day state', () => {
  it('is closed when the store closed the day or said nothing of it', () => {
    expect(dayState(day('2026-12-01', [['adult', 100, 100]], true), [])).toBe('closed');
    expect(dayState(undefined, [])).toBe('closed');
  });

  it('is sold out when every type considered has no seat left', () => {
    const d = day('2026-12-01', [
      ['adult', 100, 0],
      ['child', 100, 50],
    ]);
    expect(dayState(d, ['adult'])).toBe('soldOut');
    expect(dayState(d, ['child'])).toBe('open');
  });

  it('never says seats are left for a choice with a sold-out type, nor for every type', () => {
    const d = day('2026-12-01', [
      ['adult', 3000, 0],
      ['child', 1500, 1500],
    ]);
    expect(dayState(d, ['adult', 'child'])).toBe('soldOut');
    expect(dayState(d, [])).toBe('few');
    expect(seatsLeft(d, 'adult')).toBe(0);
    expect(seatsLeft(d, 'child')).toBe(1500);
    expect(seatsLeft({ ...d, closed: true }, 'child')).toBe(0);
    expect(seatsLeft(undefined, 'child')).toBeUndefined();
  });

  it('shows few left from a tenth of the capacity (at least 20 seats) down', () => {
    expect(dayState(day('d', [['adult', 1000, 101]]), [])).toBe('open');
    expect(dayState(day('d', [['adult', 1000, 100]]), [])).toBe('few');
    expect(dayState(day('d', [['adult', 100, 20]]), [])).toBe('few');
    expect(dayState(day('d', [['adult', 100, 21]]), [])).toBe('open');
  });

  it('names the lines a day cannot cover with the seats left', () => {
    const d = day('2026-12-01', [
      ['adult', 100, 3],
      ['child', 100, 50],
    ]);
    expect(
      shortLines(d, [
        { ticketType: 'adult', quantity: 4 },
        { ticketType: 'child', quantity: 2 },
      ]),
    ).toEqual([{ ticketType: 'adult', left: 3 }]);
  });
});
