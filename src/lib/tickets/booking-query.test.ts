import {
  bookingFromQuery,
  bookingLinkQuery,
  bookingQueryEntries,
  preselectionFromQuery,
} from './booking-query';
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

describe("a price's booking link", () => {
  const read = (query: string) => preselectionFromQuery(new URLSearchParams(query), types);

  it('preselects the type it names, one ticket unless it says how many', () => {
    expect(bookingLinkQuery('ve-nguoi-lon')).toBe('type=ve-nguoi-lon&qty=1');
    expect(read(bookingLinkQuery('ve-nguoi-lon'))).toEqual({ 've-nguoi-lon': 1 });
    expect(read('type=ve-tre-em&qty=3')).toEqual({ 've-tre-em': 3 });
    expect(read('type=ve-tre-em')).toEqual({ 've-tre-em': 1 });
  });

  it('ignores an unknown type and a bad quantity, and clamps the quantity', () => {
    expect(read('type=ve-la&qty=2')).toBeNull();
    expect(read('qty=2')).toBeNull();
    expect(read('type=ve-tre-em&qty=abc')).toEqual({ 've-tre-em': 1 });
    expect(read('type=ve-tre-em&qty=-4')).toEqual({ 've-tre-em': 1 });
    expect(read('type=ve-tre-em&qty=0')).toEqual({ 've-tre-em': 1 });
    expect(read('type=ve-tre-em&qty=999')).toEqual({ 've-tre-em': MAX_PER_TYPE });
  });
});
