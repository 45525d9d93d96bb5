import { waitlistLinkOf, withHold } from './waitlist-link';

const TOKEN = 'a'.repeat(43);

describe('the waiting list’s links on the booking page', () => {
  it('reads an offer or a leave token from the fragment, and nothing else', () => {
    expect(waitlistLinkOf(`#waitlist-offer=${TOKEN}`)).toEqual({ kind: 'offer', token: TOKEN });
    expect(waitlistLinkOf(`#waitlist-leave=${TOKEN}`)).toEqual({ kind: 'leave', token: TOKEN });
    expect(waitlistLinkOf('#waitlist-offer=short')).toBeNull();
    expect(waitlistLinkOf('')).toBeNull();
  });

  it('gives the holder the held seats of a day everyone else sees sold out', () => {
    const days = new Map([
      [
        '2027-01-10',
        {
          date: '2027-01-10',
          closed: false,
          types: [
            { ticketType: 've-nguoi-lon', capacity: 10, left: 0 },
            { ticketType: 've-tre-em', capacity: 10, left: 0 },
          ],
        },
      ],
    ]);
    const held = withHold(days, {
      token: TOKEN,
      day: '2027-01-10',
      ticketType: 've-nguoi-lon',
      quantity: 2,
    });
    expect(held?.get('2027-01-10')?.types).toEqual([
      { ticketType: 've-nguoi-lon', capacity: 10, left: 2 },
      { ticketType: 've-tre-em', capacity: 10, left: 0 },
    ]);
    expect(days.get('2027-01-10')?.types[0]?.left).toBe(0);
    expect(withHold(days, null)).toBe(days);
  });
});
