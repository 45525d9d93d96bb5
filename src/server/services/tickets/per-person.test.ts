// One ticket per person (DESIGN.md §20) and the tickets issued before it: a paid line of n people
// is n tickets; a ticket of quantity n written before becomes n (the migration's split), its code
// and page key unchanged, and the QR printed for it still verifies until its day has passed and
// at the gate lets its whole party in at once, each person once.
import { addDays, vietnamClock } from '@/lib/calendar';
import { splitWideTickets } from '../../db/migrations/0020-tickets-per-person';
import type { Store } from '../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { bookPaidTickets, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { verifyTicketToken } from '@/lib/tickets/verify-ticket';
import { settleDeliveries } from '../mail/outbox';
import { randomBytes } from 'node:crypto';
import { accountWithRole } from '@/testing/operators';
import { revokedCodes } from './check-in';
import { recordGateScan } from './gate-scans';
import { signTicketToken } from './ticket-token';
import { ticketSigningKey } from '../signing/signing-key';

jest.setTimeout(120_000);

const ADULT = 've-nguoi-lon';
const today = () => vietnamClock(new Date()).date;

setUpTempOutbox('outbox-per-person-');
setUpTicketSigningKey();

function rowsOf(store: Store, orderId: string) {
  return store.db
    .selectFrom('tickets')
    .select(['id', 'code', 'access_key', 'quantity', 'unit_no', 'status', 'visit_date'])
    .where('order_id', '=', orderId)
    .orderBy('unit_no')
    .execute();
}

describeEachDialect('tickets per person', ({ store }) => {
  afterEach(() => settleDeliveries());

  it('splits a ticket of quantity 3 written before into 3, and its old QR still verifies', async () => {
    const visitDate = addDays(today(), 6);
    const order = await bookPaidTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 3 }]);
    const issued = await rowsOf(store(), order.orderId);
    expect(issued.map((r) => [Number(r.unit_no), Number(r.quantity)])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    // The row as the code before one ticket per person wrote it: one ticket, quantity 3.
    const [original] = issued;
    if (!original) throw new Error('no ticket');
    await store()
      .db.deleteFrom('tickets')
      .where('order_id', '=', order.orderId)
      .where('unit_no', '>', 0)
      .execute();
    await store()
      .db.updateTable('tickets')
      .set({ quantity: 3, people: null })
      .where('id', '=', original.id)
      .execute();
    const oldToken = await signTicketToken({
      tid: original.id,
      code: original.code,
      typ: ADULT,
      d: visitDate,
      q: 3,
    });

    await splitWideTickets(store().db);

    const split = await rowsOf(store(), order.orderId);
    expect(split).toHaveLength(3);
    expect(split[0]).toMatchObject({
      id: original.id,
      code: original.code,
      access_key: original.access_key,
    });
    expect(new Set(split.map((r) => r.code)).size).toBe(3);
    expect(split.map((r) => [Number(r.quantity), r.status, r.visit_date])).toEqual(
      Array.from({ length: 3 }, () => [1, 'issued', visitDate]),
    );
    const keys = [(await ticketSigningKey()).publicJwk];
    const revoked = await revokedCodes(store(), today());
    await expect(
      verifyTicketToken(oldToken, { keys, revoked, today: visitDate }),
    ).resolves.toMatchObject({
      ok: true,
      ticket: { code: original.code, q: 3 },
    });
    // Until its day has passed.
    await expect(
      verifyTicketToken(oldToken, { keys, revoked, today: addDays(visitDate, 1) }),
    ).resolves.toEqual({ ok: false, reason: 'wrong-day' });

    // order.get and the booking page speak per person: 3 tickets of 1, each with its own page.
    const api = await callerFor(store(), { headers: browserHeaders() });
    const view = await api.order.get({
      orderCode: order.orderCode,
      contact: { email: order.buyer.email },
    });
    expect(view.tickets.map((t) => [t.code, t.quantity])).toEqual(split.map((r) => [r.code, 1]));
    const booking = await api.ticket.getBooking({ accessKey: original.access_key, locale: 'vi' });
    expect(booking.groups).toEqual([
      expect.objectContaining({ ticketType: ADULT, tickets: expect.any(Array) }),
    ]);
    expect(booking.groups[0]?.tickets.map((t) => t.code)).toEqual(split.map((r) => r.code));

    // At the gate on the day: the old QR admits the three people it was printed for, once.
    const staff = await accountWithRole(store(), 'staff');
    const actor = { id: staff.userId, email: staff.email };
    const at = (time: string) => new Date(`${visitDate}T${time}:00+07:00`);
    const scanOld = (time: string) => ({
      token: oldToken,
      gate: 'Cổng A',
      scanId: randomBytes(12).toString('base64url'),
      scannedAt: at(time).toISOString(),
    });
    await expect(
      recordGateScan(store(), actor, scanOld('08:12'), { now: at('08:12') }),
    ).resolves.toMatchObject({
      status: 'valid',
      code: original.code,
      quantity: 3,
    });
    expect((await rowsOf(store(), order.orderId)).map((r) => r.status)).toEqual([
      'used',
      'used',
      'used',
    ]);
    await expect(
      recordGateScan(store(), actor, scanOld('08:20'), { now: at('08:20') }),
    ).resolves.toMatchObject({
      status: 'already-used',
      gate: 'Cổng A',
    });
  });
});
