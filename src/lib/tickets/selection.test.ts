import { parseSelection } from './selection';
import { MAX_PER_TYPE } from './ticket-quote';

describe('stored ticket selection', () => {
  it('reads back a day and its lines', () => {
    const raw = JSON.stringify({
      visitDate: '2026-12-01',
      lines: [{ ticketType: 've-nguoi-lon', quantity: 2 }],
    });
    expect(parseSelection(raw)).toEqual({
      visitDate: '2026-12-01',
      lines: [{ ticketType: 've-nguoi-lon', quantity: 2 }],
    });
  });

  it('drops lines out of range and refuses what is not a selection', () => {
    const raw = JSON.stringify({
      visitDate: '2026-12-01',
      lines: [
        { ticketType: 'a', quantity: 0 },
        { ticketType: 'b', quantity: MAX_PER_TYPE + 1 },
        { ticketType: 'c', quantity: 1.5 },
        { ticketType: 'd', quantity: 1 },
      ],
    });
    expect(parseSelection(raw)?.lines).toEqual([{ ticketType: 'd', quantity: 1 }]);
    expect(parseSelection(JSON.stringify({ visitDate: '2026-02-30', lines: [] }))).toBeNull();
    expect(parseSelection(null)).toBeNull();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseSelection('not json')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
