// Families on both dialects: any ticket's page key opens the whole booking, grouped by
// type; the date of the whole booking moves in one transaction (every ticket or none), one ticket
// alone too; an exchanged ticket names its replacement.
import { addDays, vietnamClock } from '@/lib/calendar';
import type { Store } from '../../db/store';
import { bookPaidTickets, freshBuyer, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { setDayCapacity } from '../inventory/inventory';
import { settleDeliveries } from '../mail/outbox';

jest.setTimeout(60_000);
setUpTempOutbox('booking-view-');
setUpTicketSigningKey();

const ADULT = 've-nguoi-lon';
const CHILD = 've-tre-em';
const today = () => vietnamClock(new Date()).date;
let ip = 0;
const client = () => browserHeaders({ 'x-forwarded-for': `203.0.113.${(ip += 1) % 250}` });

async function ticketsOf(store: Store, orderId: string) {
  return store.db
    .selectFrom('tickets')
    .select(['code', 'access_key', 'ticket_type', 'visit_date', 'status', 'exchanged_to'])
    .where('order_id', '=', orderId)
    .orderBy('issued_at')
    .orderBy('id')
    .execute();
}

describeEachDialect('a family booking', ({ store }) => {
  afterEach(() => settleDeliveries());

  async function family(visitDate: string) {
    const buyer = freshBuyer();
    const booked = await bookPaidTickets(
      store(),
      visitDate,
      [
        { ticketType: ADULT, quantity: 2 },
        { ticketType: CHILD, quantity: 1 },
      ],
      buyer,
    );
    return { ...booked, tickets: await ticketsOf(store(), booked.orderId) };
  }

  it('opens every ticket of the booking from any ticket, grouped by type, each with its QR', async () => {
    const booked = await family(addDays(today(), 8));
    const child = booked.tickets.find((t) => t.ticket_type === CHILD);
    const api = await callerFor(store(), { headers: client() });
    const view = await api.ticket.getBooking({ accessKey: child?.access_key ?? '', locale: 'en' });
    expect(view.orderCode).toBe(booked.orderCode);
    expect(view.openedCode).toBe(child?.code);
    expect(view.groups.map((g) => [g.ticketType, g.name, g.tickets.length])).toEqual([
      [ADULT, 'Adult ticket', 2],
      [CHILD, 'Child ticket', 1],
    ]);
    const shown = view.groups.flatMap((g) => g.tickets);
    expect(shown.map((t) => t.code).sort()).toEqual(booked.tickets.map((t) => t.code).sort());
    for (const ticket of shown) {
      expect(ticket.qrSvg).toContain('<svg');
      expect(ticket.replacedBy).toBeNull();
    }
    await expect(
      api.ticket.getBooking({ accessKey: 'x'.repeat(24), locale: 'vi' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('moves the whole booking at once, and names each replacement on the old page', async () => {
    const day = addDays(today(), 9);
    const newDay = addDays(today(), 12);
    const booked = await family(day);
    const adult = booked.tickets.find((t) => t.ticket_type === ADULT);
    const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const moved = await api.ticket.exchangeTickets({
      code: adult?.code ?? '',
      contact: { phone: booked.buyer.phone },
      newDate: newDay,
      wholeBooking: true,
    });
    expect(moved).toMatchObject({ ticketType: ADULT, visitDate: newDay, status: 'issued' });
    const after = await ticketsOf(store(), booked.orderId);
    expect(after.filter((t) => t.status === 'issued').map((t) => t.visit_date)).toEqual([
      newDay,
      newDay,
      newDay,
    ]);
    expect(after.filter((t) => t.status === 'exchanged')).toHaveLength(3);
    // One mail with both new tickets.
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .select('body_text')
      .where('related_order_id', '=', booked.orderId)
      .where('kind', '=', 'e-tickets')
      .execute();
    expect(mails).toHaveLength(2);
    const replacements = after.filter((t) => t.status === 'issued').map((t) => t.code);
    for (const code of replacements) expect(mails[1]?.body_text).toContain(code);

    const view = await api.ticket.getBooking({ accessKey: adult?.access_key ?? '', locale: 'vi' });
    const old = view.groups.flatMap((g) => g.tickets).filter((t) => t.status === 'exchanged');
    expect(old).toHaveLength(3);
    for (const ticket of old) expect(replacements).toContain(ticket.replacedBy?.code);
  });

  it('moves nothing when one ticket of the booking cannot move, and one ticket alone when asked', async () => {
    const day = addDays(today(), 10);
    const full = addDays(today(), 13);
    const booked = await family(day);
    const child = booked.tickets.find((t) => t.ticket_type === CHILD);
    await setDayCapacity(store(), { ticketType: CHILD, visitDate: full, capacity: 0 }, 0);
    const api = await callerFor(store(), { headers: client(), http: { method: 'POST' } });
    const adult = booked.tickets.find((t) => t.ticket_type === ADULT);
    await expect(
      api.ticket.exchangeTickets({
        code: adult?.code ?? '',
        contact: { email: booked.buyer.email },
        newDate: full,
        wholeBooking: true,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await ticketsOf(store(), booked.orderId)).map((t) => [t.status, t.visit_date])).toEqual(
      [
        ['issued', day],
        ['issued', day],
        ['issued', day],
      ],
    );
    // The adult alone can go to that day.
    await api.ticket.exchangeTickets({
      code: adult?.code ?? '',
      contact: { email: booked.buyer.email },
      newDate: full,
    });
    const after = await ticketsOf(store(), booked.orderId);
    expect(after.find((t) => t.code === child?.code)).toMatchObject({
      status: 'issued',
      visit_date: day,
    });
    expect(
      after
        .filter((t) => t.status === 'issued')
        .map((t) => t.visit_date)
        .sort(),
    ).toEqual([day, day, full].sort());
  });
});
