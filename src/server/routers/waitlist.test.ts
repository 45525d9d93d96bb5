// waitlist.* as a caller meets it: every public write is limited (joins per address and per
// email, leaves per address), and the honeypot is answered like a success that stores nothing.
import { addDays, vietnamClock } from '@/lib/calendar';
import { codeOf } from '@/testing/operators';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { setDayCapacity } from '../services/inventory/inventory';
import { settleDeliveries } from '../services/mail/outbox';
import { WAITLIST_JOIN_EMAIL_RATE_LIMIT, WAITLIST_LEAVE_RATE_LIMIT } from './waitlist';

setUpTempOutbox('waitlist-router-mail-');

const TYPE = 've-nguoi-lon';
const visitDate = addDays(vietnamClock(new Date()).date, 7);

describeEachDialect('waitlist.* procedures', ({ store }) => {
  afterEach(() => settleDeliveries());

  beforeAll(async () => {
    await setDayCapacity(store(), { ticketType: TYPE, visitDate, capacity: 0 }, 0);
  });

  const join = (email: string, extra: { website?: string } = {}) => ({
    visitDate,
    ticketType: TYPE,
    quantity: 1,
    contact: { email, phone: '0912345678' },
    locale: 'vi' as const,
    ...extra,
  });

  it('limits joins per email, and a repeated wish keeps one entry', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '203.0.113.120' }),
    });
    const codes: string[] = [];
    for (let i = 0; i <= WAITLIST_JOIN_EMAIL_RATE_LIMIT.limit; i += 1) {
      codes.push(await codeOf(guest.waitlist.join(join('again@example.vn'))));
    }
    expect(codes.slice(0, -1).every((c) => c === 'OK')).toBe(true);
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
    const rows = await store()
      .db.selectFrom('waitlist_entries')
      .select('id')
      .where('email', '=', 'again@example.vn')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers a filled honeypot like a join and stores nothing', async () => {
    const bot = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '203.0.113.121' }),
    });
    await expect(
      bot.waitlist.join(join('bot@example.vn', { website: 'http://spam.example' })),
    ).resolves.toEqual({ joined: true });
    const rows = await store()
      .db.selectFrom('waitlist_entries')
      .select('id')
      .where('email', '=', 'bot@example.vn')
      .execute();
    expect(rows).toEqual([]);
  });

  it('limits leaves per client address, whatever the tokens', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '203.0.113.122' }),
    });
    const codes: string[] = [];
    for (let i = 0; i <= WAITLIST_LEAVE_RATE_LIMIT.limit; i += 1) {
      const token = `${String(i).padStart(2, '0')}${'x'.repeat(41)}`;
      codes.push(await codeOf(guest.waitlist.leave({ token })));
    }
    expect(codes.slice(0, -1).every((c) => c === 'OK')).toBe(true);
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
  });
});
