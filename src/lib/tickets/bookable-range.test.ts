import { bookableRange } from './bookable-range';

describe('the visit sale window', () => {
  it('books today until the cut-off in Việt Nam, then from tomorrow, up to 60 days ahead', () => {
    // 10:29 UTC is 17:29 in Việt Nam (UTC+7).
    expect(bookableRange(new Date('2026-11-22T10:29:00Z'), '17:30')).toEqual({
      today: '2026-11-22',
      first: '2026-11-22',
      last: '2027-01-21',
    });
    expect(bookableRange(new Date('2026-11-22T10:30:00Z'), '17:30').first).toBe('2026-11-23');
    // The cut-off is the caller's (content/site.yaml), not a constant of this module.
    expect(bookableRange(new Date('2026-11-22T10:30:00Z'), '18:00').first).toBe('2026-11-22');
  });

  it('counts the day on Vietnam’s clock, not the machine’s or UTC’s', () => {
    expect(bookableRange(new Date('2026-11-30T18:00:00Z'), '17:30').today).toBe('2026-12-01');
  });
});
