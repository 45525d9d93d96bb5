import { holdExpiry, holdHoursOf } from './hold-window';

const H = 60 * 60_000;
const at = (local: string) => new Date(`${local}+07:00`);
const farClose = at('2027-01-31T17:00:00');

describe('a waiting-list hold', () => {
  it('runs its hours straight through the day', () => {
    expect(holdExpiry(at('2027-01-10T09:15:00'), 2 * H, farClose)).toEqual(
      at('2027-01-10T11:15:00'),
    );
  });

  it('pauses from 22:00 and resumes at 07:00 Vietnam time', () => {
    expect(holdExpiry(at('2027-01-10T21:30:00'), 2 * H, farClose)).toEqual(
      at('2027-01-11T08:30:00'),
    );
  });

  it('made in the night starts counting at 07:00', () => {
    expect(holdExpiry(at('2027-01-10T23:40:00'), 2 * H, farClose)).toEqual(
      at('2027-01-11T09:00:00'),
    );
    expect(holdExpiry(at('2027-01-11T03:00:00'), 2 * H, farClose)).toEqual(
      at('2027-01-11T09:00:00'),
    );
  });

  it('never runs past the close of the day’s sales', () => {
    const close = at('2027-01-10T17:00:00');
    expect(holdExpiry(at('2027-01-10T16:00:00'), 2 * H, close)).toEqual(close);
  });

  it('reads the operator’s hours, falling back to 2', () => {
    expect(holdHoursOf('3')).toBe(3);
    expect(holdHoursOf(null)).toBe(2);
    expect(holdHoursOf('0')).toBe(2);
    expect(holdHoursOf('1.5')).toBe(2);
    expect(holdHoursOf('abc')).toBe(2);
  });
});
