// Capacity and closed days on both dialects, through the real admin router:
// capacity never below sold (refusal changes nothing), rows created lazily, closing a day stops
// bookings and mails each holding order once (racing closes too), holders may then change the
// date past the usual deadline, and reopening sells again.
import { addDays, instant, vietnamClock } from '@/lib/calendar';
import type { Store } from '../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { accountWithRole, auditTrail, codeOf, operatorCaller } from '@/testing/operators';
import {
  bookPaidTickets,
  bookTickets,
  mailsTo,
  payOrder,
  seatsSold,
  ticketCodeOf,
  setUpTicketSigningKey,
} from '@/testing/paid-tickets';
import { describeEachDialect } from '@/testing/stores';
import { settleDeliveries } from '../mail/outbox';
import { getAvailability } from '../tickets/availability';
import { exchangeTickets } from '../orders';
import { getTicketCatalog } from '../tickets/ticket-catalog';

jest.setTimeout(120_000);

const ADULT = 've-nguoi-lon';
const CHILD = 've-tre-em';
const catalog = getTicketCatalog();
const today = () => vietnamClock(new Date()).date;

setUpTempOutbox('outbox-capacity-');
setUpTicketSigningKey();

async function messageOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function seatState(store: Store) {
  const [rows, audit, closed, mails] = await Promise.all([
    store.db
      .selectFrom('ticket_capacity')
      .select(['ticket_type', 'visit_date', 'capacity', 'sold', 'closed'])
      .orderBy('visit_date')
      .orderBy('ticket_type')
      .execute(),
    auditTrail(store),
    store.db.selectFrom('closed_days').selectAll().orderBy('visit_date').execute(),
    store.db.selectFrom('mail_outbox').select(['id']).orderBy('id').execute(),
  ]);
  return JSON.stringify({
    rows: rows.map((r) => ({ ...r, capacity: Number(r.capacity), sold: Number(r.sold) })),
    audit,
    closed,
    mails,
  });
}

describeEachDialect('admin.capacity', ({ store }) => {
  afterEach(() => settleDeliveries());

  it('shows a month per type and changes a day, never below what is sold', async () => {
    const visitDate = addDays(today(), 20);
    const untouched = addDays(today(), 21);
    // A child comes with an adult (content's requiresAdult); the adult's seat is another type's.
    await bookPaidTickets(store(), visitDate, [
      { ticketType: ADULT, quantity: 1 },
      { ticketType: CHILD, quantity: 4 },
    ]);
    const admin = await accountWithRole(store(), 'staff');
    const caller = await operatorCaller(store(), admin);

    const month = await caller.admin.capacity.calendar({
      ticketType: CHILD,
      month: visitDate.slice(0, 7),
    });
    expect(month[0]?.date).toBe(`${visitDate.slice(0, 7)}-01`);
    expect(month.length).toBeGreaterThanOrEqual(28);
    expect(month.find((d) => d.date === visitDate)).toMatchObject({
      capacity: 1500,
      sold: 4,
      left: 1496,
      closed: false,
    });

    const before = await seatState(store());
    const refusal = caller.admin.capacity.setCapacity({
      ticketType: CHILD,
      visitDate,
      capacity: 3,
    });
    expect(await messageOf(refusal)).toBe(
      'Không thể đặt sức chứa thấp hơn số vé đã bán (đã bán 4 vé)',
    );
    expect(
      await codeOf(
        caller.admin.capacity.setCapacity({ ticketType: CHILD, visitDate, capacity: 3 }),
      ),
    ).toBe('CONFLICT');
    expect(
      await codeOf(
        caller.admin.capacity.setCapacity({ ticketType: 'no-such-type', visitDate, capacity: 9 }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(
        caller.admin.capacity.setCapacity({
          ticketType: CHILD,
          visitDate: addDays(today(), -1),
          capacity: 9,
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect(await seatState(store())).toBe(before);

    await caller.admin.capacity.setCapacity({ ticketType: CHILD, visitDate, capacity: 4 });
    expect(await seatsSold(store(), CHILD, visitDate)).toMatchObject({ capacity: 4, sold: 4 });
    // A day nobody booked yet gets its row on the first change.
    expect(await seatsSold(store(), ADULT, untouched)).toBeNull();
    await caller.admin.capacity.setCapacity({
      ticketType: ADULT,
      visitDate: untouched,
      capacity: 12,
    });
    expect(await seatsSold(store(), ADULT, untouched)).toMatchObject({ capacity: 12, sold: 0 });
    const days = await getAvailability(store(), catalog, { from: visitDate, to: untouched });
    expect(days[0]?.types.find((t) => t.ticketType === CHILD)).toMatchObject({ left: 0 });
    expect(days[1]?.types.find((t) => t.ticketType === ADULT)).toMatchObject({
      capacity: 12,
      left: 12,
    });
    // Full now: a booking for that type and day is refused.
    await expect(
      bookTickets(store(), visitDate, [
        { ticketType: ADULT, quantity: 1 },
        { ticketType: CHILD, quantity: 1 },
      ]),
    ).rejects.toMatchObject({ kind: 'CONFLICT', reason: 'not-enough-seats' });

    const audit = await caller.admin.audit.list({ targetType: 'capacity' });
    expect(audit.entries.slice(0, 2).map((e) => [e.action, e.targetId, e.details])).toEqual([
      ['capacity.set', `${ADULT}_${untouched}`, { before: 3000, after: 12, sold: 0 }],
      ['capacity.set', `${CHILD}_${visitDate}`, { before: 1500, after: 4, sold: 4 }],
    ]);
  });

  it('closes a day: bookings refused, each holding order mailed once, holders may move past the deadline', async () => {
    const visitDate = addDays(today(), 1);
    const otherDay = addDays(today(), 2);
    const first = await bookPaidTickets(store(), visitDate, [
      { ticketType: ADULT, quantity: 2 },
      { ticketType: CHILD, quantity: 1 },
    ]);
    const second = await bookPaidTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 1 }]);
    const unpaid = await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 1 }]);
    const elsewhere = await bookPaidTickets(store(), otherDay, [
      { ticketType: ADULT, quantity: 1 },
    ]);
    // 08:00 on the visit day: past the usual deadline (17:30 the day before).
    const late = instant(visitDate, '08:00');
    const exchange = {
      code: await ticketCodeOf(store(), second.orderId),
      contact: { email: second.buyer.email },
      newDate: addDays(today(), 5),
    };
    await expect(exchangeTickets(store(), catalog, exchange, { now: late })).rejects.toMatchObject({
      reason: 'exchange-too-late',
    });

    const caller = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    expect(
      await codeOf(caller.admin.capacity.closeDay({ visitDate, reason: 'storm' as 'weather' })),
    ).toBe('BAD_REQUEST');
    const closures = await Promise.all(
      Array.from({ length: 4 }, () =>
        codeOf(caller.admin.capacity.closeDay({ visitDate, reason: 'weather', note: 'Bão số 9' })),
      ),
    );
    expect(closures.sort()).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'OK']);

    for (const order of [first, second]) {
      const mails = (await mailsTo(store(), order.buyer.email)).filter(
        (m) => m.kind === 'day-closed',
      );
      expect(mails).toHaveLength(1);
      const date = visitDate.split('-').reverse().join('/');
      expect(mails[0]?.subject).toBe(`Ngày ${date} tạm đóng cửa – đơn hàng ${order.orderCode}`);
      expect(mails[0]?.body_text).toContain('Thời tiết xấu – Bão số 9');
      expect(mails[0]?.body_text).toMatch(/https?:\/\/[^\s]+\/vi\/ticket-exchange/);
      expect(mails[0]?.body_text).toMatch(/https?:\/\/[^\s]+\/vi\/order-refund/);
    }
    for (const order of [unpaid, elsewhere]) {
      const mails = await mailsTo(store(), order.buyer.email);
      expect(mails.filter((m) => m.kind === 'day-closed')).toHaveLength(0);
    }

    const [day] = await getAvailability(store(), catalog, { from: visitDate, to: visitDate });
    expect(day?.closed).toBe(true);
    expect(day?.types.every((t) => t.left === 0)).toBe(true);
    await expect(
      bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 1 }]),
    ).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'Ngày này không mở bán vé',
      reason: 'day-closed',
    });
    const month = await caller.admin.capacity.calendar({
      ticketType: CHILD,
      month: visitDate.slice(0, 7),
    });
    expect(month.find((d) => d.date === visitDate)).toMatchObject({
      closed: true,
      closedReason: 'weather',
      closedNote: 'Bão số 9',
      left: 0,
    });

    // The unpaid booking is paid after the day closed: its tickets come with the closing mail.
    await payOrder(store(), unpaid.orderId);
    const unpaidMails = await mailsTo(store(), unpaid.buyer.email);
    expect(unpaidMails.filter((m) => m.kind === 'day-closed')).toHaveLength(1);

    // A closed day lets its holders change the date regardless of the deadline.
    const moved = await exchangeTickets(store(), catalog, exchange, { now: late });
    expect(moved.visitDate).toBe(exchange.newDate);

    // Reopening sells again, and closing again is a new closure.
    expect(await codeOf(caller.admin.capacity.reopenDay({ visitDate: otherDay }))).toBe('CONFLICT');
    await caller.admin.capacity.reopenDay({ visitDate });
    const [open] = await getAvailability(store(), catalog, { from: visitDate, to: visitDate });
    expect(open?.closed).toBe(false);
    await expect(
      bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 1 }]),
    ).resolves.toMatchObject({ orderCode: expect.stringMatching(/^NM-/) });
    const audit = await caller.admin.audit.list({ targetType: 'capacity', targetId: visitDate });
    expect(audit.entries.map((e) => e.action)).toEqual(['capacity.reopen', 'capacity.close']);
    expect(audit.entries[1]?.details).toEqual({
      reason: 'weather',
      note: 'Bão số 9',
      ordersMailed: 2,
    });
  });
});
