import {
  addDays,
  bookableRange,
  daysBetween,
  isCalendarDate,
  vietnamClock,
  vietnamInstant,
  vietnamToday,
  visitDayStart,
} from './vietnam-clock';

describe("Vietnam's clock", () => {
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
    // 18:00 UTC on the 22nd is already 01:00 on the 23rd in Việt Nam.
    expect(vietnamClock(new Date('2026-11-22T18:00:00Z'))).toEqual({
      date: '2026-11-23',
      time: '01:00',
    });
    expect(vietnamToday(new Date('2026-11-30T18:00:00Z'))).toBe('2026-12-01');
    expect(bookableRange(new Date('2026-11-30T18:00:00Z'), '17:30').today).toBe('2026-12-01');
  });

  it('reads the same date and time as the time-zone database, minute by minute', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Every hour, minute and second for two years, and every minute around a new year.
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_661_000) instants.push(t);
    for (let t = Date.UTC(2026, 11, 31, 16); t < Date.UTC(2026, 11, 31, 18); t += 60_000) {
      instants.push(t);
    }
    for (const t of instants) {
      const parts = Object.fromEntries(zone.formatToParts(t).map((p) => [p.type, p.value]));
      expect(vietnamClock(new Date(t))).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}`,
      });
    }
  });

  it('knows real calendar dates and moves across months and years', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
  });

  it("places a Vietnamese day and time on the world's timeline", () => {
    expect(visitDayStart('2026-11-25').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(vietnamInstant('2026-11-22', '17:30').toISOString()).toBe('2026-11-22T10:30:00.000Z');
  });
});
