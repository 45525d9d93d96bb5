import {
  addDays,
  addMonths,
  daysBetween,
  dayStart,
  instant,
  isDay,
  monthOf,
  monthRange,
  today,
  vietnamClock,
  vietnamDate,
  vietnamIso,
  weekdayIndex,
} from '@/lib/calendar';

describe('day arithmetic', () => {
  it('knows real calendar days, leap days included', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2000-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2100-02-29')).toBe(false);
    expect(isDay('2026-04-31')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('2026-01-01T00:00')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('moves across month ends, leap days and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addDays('2028-01-01', 365)).toBe('2028-12-31');
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(daysBetween('2028-03-01', '2028-02-28')).toBe(-2);
  });

  it('refuses what is not a day instead of rolling it over', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-13-01', '2026-12-01')).toThrow(RangeError);
  });

  it('keeps a month step within a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('gives a month its first and last days', () => {
    expect(monthRange('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(monthRange('2026-04').last).toBe('2026-04-30');
    expect(monthOf('2026-11-27')).toBe('2026-11');
  });

  it('starts the week on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6); // a Sunday
    expect(weekdayIndex('2028-02-29')).toBe(1); // a Tuesday
  });
});

describe("Vietnam's clock", () => {
  it('turns the day at 17:00 UTC, not at UTC midnight', () => {
    expect(vietnamDate(new Date('2026-03-01T16:59:59.999Z'))).toBe('2026-03-01');
    expect(vietnamDate(new Date('2026-03-01T17:00:00.000Z'))).toBe('2026-03-02');
    expect(vietnamClock(new Date('2026-03-01T17:00:00Z'))).toEqual({
      date: '2026-03-02',
      time: '00:00',
    });
    // 18:00 UTC on the 22nd is already 01:00 on the 23rd in Việt Nam.
    expect(vietnamClock(new Date('2026-11-22T18:00:00Z'))).toEqual({
      date: '2026-11-23',
      time: '01:00',
    });
    expect(today(new Date('2026-11-30T18:00:00Z'))).toBe('2026-12-01');
    expect(today(Date.parse('2028-02-28T17:00:00Z'))).toBe('2028-02-29');
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
    // Every hour, minute and second for two years (no daylight saving time to skip or repeat),
    // and every minute around a new year.
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_661_000) instants.push(t);
    for (let t = Date.UTC(2026, 11, 31, 16); t < Date.UTC(2026, 11, 31, 18); t += 60_000) {
      instants.push(t);
    }
    for (const t of instants) {
      const parts = Object.fromEntries(zone.formatToParts(t).map((p) => [p.type, p.value]));
      expect(vietnamClock(t)).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}`,
      });
    }
  });

  it("places a Vietnamese day and time on the world's timeline", () => {
    expect(dayStart('2026-11-25').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(dayStart('2028-03-01').toISOString()).toBe('2028-02-29T17:00:00.000Z');
    expect(instant('2026-11-22', '17:30').toISOString()).toBe('2026-11-22T10:30:00.000Z');
    // The same offset in January and July: Vietnam keeps no daylight saving time.
    expect(instant('2026-01-15', '12:00').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(instant('2026-07-15', '12:00').toISOString()).toBe('2026-07-15T05:00:00.000Z');
    expect(vietnamDate(dayStart('2026-11-25'))).toBe('2026-11-25');
    expect(vietnamDate(dayStart('2026-11-25').getTime() - 1)).toBe('2026-11-24');
  });

  it('writes a wall time out with its offset', () => {
    expect(vietnamIso('2026-10-25', '07:00')).toBe('2026-10-25T07:00:00+07:00');
    expect(vietnamIso('2026-10-25', '07:00:30')).toBe('2026-10-25T07:00:30+07:00');
    expect(vietnamIso('2026-10-25')).toBe('2026-10-25T00:00:00+07:00');
  });
});
