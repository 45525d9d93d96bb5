import { bookingFromQuery, bookingQueryEntries } from './booking-query';
import { MAX_PER_TYPE } from './ticket-quote';

const types = ['ve-nguoi-lon', 've-tre-em'];

describe('the booking choice in the address', () => {
  it('reads the day and the quantities of known types', () => {
    expect(
      bookingFromQuery(new URLSearchParams('day=2026-12-10&ve-nguoi-lon=2&ve-tre-em=1'), types),
    ).toEqual({ day: '2026-12-10', quantities: { 've-nguoi-lon': 2, 've-tre-em': 1 } });
  });

  it('drops unknown types, impossible days, zeros and anything not a whole number', () => {
    expect(
      bookingFromQuery(
        new URLSearchParams('day=2026-02-30&ve-nguoi-lon=0&ve-tre-em=1.5&ve-la=3'),
        types,
      ),
    ).toBeNull();
    expect(bookingFromQuery(new URLSearchParams('ve-tre-em=-2&day=mai'), types)).toBeNull();
  });

  it('keeps a quantity within the online maximum', () => {
    expect(bookingFromQuery(new URLSearchParams('ve-nguoi-lon=9999'), types)).toEqual({
      day: null,
      quantities: { 've-nguoi-lon': MAX_PER_TYPE },
    });
  });

  it('writes what it reads, and removes what was unchosen', () => {
    const choice = { day: '2026-12-10', quantities: { 've-tre-em': 3 } };
    const entries = bookingQueryEntries(choice, types);
    expect(entries).toEqual({ day: '2026-12-10', 've-nguoi-lon': null, 've-tre-em': '3' });
    const query = new URLSearchParams(
      Object.entries(entries).filter((e): e is [string, string] => e[1] !== null),
    );
    expect(bookingFromQuery(query, types)).toEqual(choice);
  });
});
