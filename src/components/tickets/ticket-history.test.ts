import { splitByVisitDate } from './ticket-history';

const row = (code: string, visitDate: string) => ({
  code,
  accessKey: `key-${code}`,
  visitDate,
  orderCode: 'NM-ABCDEFGH',
  ticketType: 've-nguoi-lon',
  quantity: 1,
  personType: null,
  unit: 'line:0',
  bundle: false,
  status: 'issued' as const,
});

describe('dashboard tickets', () => {
  it('lists today and later as upcoming (soonest first), earlier days as past (latest first)', () => {
    const { upcoming, past } = splitByVisitDate(
      [
        row('VE-A', '2026-12-03'),
        row('VE-B', '2026-11-21'),
        row('VE-C', '2026-11-22'),
        row('VE-D', '2026-11-01'),
        row('VE-E', '2026-11-30'),
      ],
      '2026-11-22',
    );
    expect(upcoming.map((r) => r.code)).toEqual(['VE-C', 'VE-E', 'VE-A']);
    expect(past.map((r) => r.code)).toEqual(['VE-B', 'VE-D']);
  });
});
