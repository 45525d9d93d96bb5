import type { DayAvailability } from '@/lib/trpc/contract';
import { packDays, unpackDays } from './packed-days';

const day = (date: string, closed: boolean, left: [number, number]): DayAvailability => ({
  date,
  closed,
  types: [
    { ticketType: 've-nguoi-lon', capacity: 3000, left: left[0] },
    { ticketType: 've-tre-em', capacity: 1500, left: left[1] },
  ],
});

describe('packDays / unpackDays', () => {
  it('gives back the days it packed, across a month end', () => {
    const days = [
      day('2026-11-29', true, [0, 0]),
      day('2026-11-30', false, [12, 1500]),
      day('2026-12-01', false, [3000, 0]),
    ];
    const packed = packDays(days);
    expect(packed).toEqual({
      from: '2026-11-29',
      types: ['ve-nguoi-lon', 've-tre-em'],
      rows: [
        [1, 3000, 0, 1500, 0],
        [0, 3000, 12, 1500, 1500],
        [0, 3000, 3000, 1500, 0],
      ],
    });
    if (!packed) throw new Error('not packed');
    expect(unpackDays(packed)).toEqual(days);
  });

  it('packs nothing for no days, a gap, or days with other types', () => {
    expect(packDays([])).toBeNull();
    expect(
      packDays([day('2026-11-29', false, [1, 1]), day('2026-12-01', false, [1, 1])]),
    ).toBeNull();
    const odd = { ...day('2026-11-30', false, [1, 1]), types: [] };
    expect(packDays([day('2026-11-29', false, [1, 1]), odd])).toBeNull();
  });
});
