import { gateDay, groupOf, normalizeGateCode, verdictOf, type GateTicket } from './gate-scan';

const TODAY = '2026-11-28';

function ticket(change: Partial<GateTicket> = {}): GateTicket {
  return {
    code: 'VE-0123456789',
    ticketType: 've-nguoi-lon',
    visitDate: TODAY,
    quantity: 1,
    firstName: 'An',
    orderCode: 'NM-ABCDEFGH',
    state: 'issued',
    usedAt: null,
    usedGate: null,
    exchangedTo: null,
    ...change,
  };
}

describe('normalizeGateCode', () => {
  it('reads a code typed with any case, spaces, dashes, no prefix and Crockford confusables', () => {
    for (const text of [
      'VE-0123456789',
      've-0123456789',
      'O123456789',
      'oI23456789',
      'VE OL23 4567 89',
      ' ve—0l23-456-789 ',
    ]) {
      expect(normalizeGateCode(text)).toBe('VE-0123456789');
    }
  });

  it('refuses what cannot be a ticket code', () => {
    for (const text of ['', 'VE-12345', 'VE-0123456789A', 'VE 0123 4567 890', 'VE-01234567U9']) {
      expect(normalizeGateCode(text)).toBeNull();
    }
  });
});

describe('verdictOf', () => {
  it('names the ticket in every verdict and says why', () => {
    const facts = {
      code: 'VE-0123456789',
      ticketType: 've-nguoi-lon',
      visitDate: TODAY,
      quantity: 1,
      firstName: 'An',
    };
    expect(verdictOf(ticket(), TODAY)).toEqual({ status: 'valid', ...facts });
    expect(verdictOf(ticket({ visitDate: '2026-11-30' }), TODAY)).toEqual({
      status: 'wrong-day',
      ...facts,
      visitDate: '2026-11-30',
      today: TODAY,
    });
    expect(
      verdictOf(
        ticket({ state: 'used', usedAt: '2026-11-28T01:12:00.000Z', usedGate: 'Cổng A' }),
        TODAY,
      ),
    ).toEqual({
      status: 'already-used',
      ...facts,
      usedAt: '2026-11-28T01:12:00.000Z',
      gate: 'Cổng A',
    });
    // Given back comes before the day: a refunded ticket for another day still says "refunded".
    expect(verdictOf(ticket({ state: 'refunded', visitDate: '2026-11-30' }), TODAY)).toMatchObject({
      status: 'refunded',
    });
    expect(verdictOf(ticket({ state: 'exchanged', exchangedTo: 'VE-ABCDEFGHJK' }), TODAY)).toEqual({
      status: 'exchanged',
      ...facts,
      exchangedTo: 'VE-ABCDEFGHJK',
    });
  });

  it('groups the order’s tickets valid today, the looked-up one first', () => {
    const mine = ticket({ code: 'VE-3333333333' });
    const tickets = [
      ticket({ code: 'VE-1111111111' }),
      ticket({ code: 'VE-2222222222', state: 'used' }),
      mine,
      ticket({ code: 'VE-4444444444', visitDate: '2026-11-29' }),
      ticket({ code: 'VE-5555555555', orderCode: 'NM-OTHER000' }),
      ticket({ code: 'VE-6666666666', quantity: 3 }),
    ];
    expect(groupOf(tickets, mine, TODAY).map((t) => t.code)).toEqual([
      'VE-3333333333',
      'VE-1111111111',
      'VE-6666666666',
    ]);
  });

  it('writes a visit day as the gate reads it', () => {
    expect(gateDay('2026-11-30')).toBe('30/11');
  });
});
