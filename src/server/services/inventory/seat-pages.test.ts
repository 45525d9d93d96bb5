// Every committed change of seats reaches the booking page by its tag, on both dialects: a ticket
// order placed, paid and cancelled; an operator's capacity, closure and reopening. A refused
// change expires nothing.
import { addDays, vietnamClock } from '@/lib/calendar';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { accountWithRole, operatorCaller } from '@/testing/operators';
import { bookTickets, payOrder, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { describeEachDialect } from '@/testing/stores';
import { ReadCache } from '@/server/db/read-cache';
import { readThrough, type Store } from '@/server/db/store';
import { settleDeliveries } from '../mail/outbox';
import { cancelOrder } from '../orders';
import { getAvailability } from '../tickets/availability';
import { getTicketCatalog } from '../tickets/ticket-catalog';
import { revalidatePagesWith } from '../site/page-tags';
import { SEATS_TAG } from './seat-pages';

jest.setTimeout(60_000);

const ADULT = 've-nguoi-lon';
const today = () => vietnamClock(new Date()).date;

setUpTempOutbox('outbox-seat-pages-');
setUpTicketSigningKey();

describeEachDialect('seats on the booking page', ({ store }) => {
  const expired: string[] = [];
  beforeEach(() => {
    expired.length = 0;
    // Every cancel also expires the stock tag; this file follows its own.
    revalidatePagesWith((tag) => {
      if (tag === SEATS_TAG) expired.push(tag);
    });
  });
  afterEach(async () => {
    revalidatePagesWith(null);
    // A closure mails the day's holders: let that finish before the store closes.
    await settleDeliveries();
  });

  it('expires the seats tag when an order takes seats and when its cancel gives them back', async () => {
    const order = await bookTickets(store(), addDays(today(), 12), [
      { ticketType: ADULT, quantity: 2 },
    ]);
    expect(expired).toEqual([SEATS_TAG]);
    const cancel = () =>
      cancelOrder(store(), { orderId: order.orderId, reason: 'test', actor: 'system' });
    expect(await cancel()).toEqual({ applied: true });
    expect(expired).toEqual([SEATS_TAG, SEATS_TAG]);
    // A second cancel changes nothing, so nothing is expired.
    expect(await cancel()).toEqual({ applied: false });
    expect(expired).toHaveLength(2);
  });

  it('does not expire it for a payment that changes no seat', async () => {
    const order = await bookTickets(store(), addDays(today(), 13), [
      { ticketType: ADULT, quantity: 1 },
    ]);
    expired.length = 0;
    await payOrder(store(), order.orderId);
    expect(expired).toEqual([]);
  });

  it('expires it when an operator sets a capacity, closes a day and reopens it', async () => {
    const caller = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    const visitDate = addDays(today(), 14);
    await caller.admin.capacity.setCapacity({ ticketType: ADULT, visitDate, capacity: 40 });
    expect(expired).toEqual([SEATS_TAG]);
    await caller.admin.capacity.closeDay({ visitDate, reason: 'weather' });
    expect(expired).toEqual([SEATS_TAG, SEATS_TAG]);
    await caller.admin.capacity.reopenDay({ visitDate });
    expect(expired).toEqual([SEATS_TAG, SEATS_TAG, SEATS_TAG]);
    // A capacity below what is sold is refused and changes nothing.
    await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 3 }]);
    expired.length = 0;
    await expect(
      caller.admin.capacity.setCapacity({ ticketType: ADULT, visitDate, capacity: 2 }),
    ).rejects.toThrow();
    expect(expired).toEqual([]);
  });
});

describeEachDialect('the booking page regenerated on another instance', ({ store }) => {
  const adultLeft = async (reader: Store, visitDate: string) => {
    const [day] = await getAvailability(reader, getTicketCatalog(), {
      from: visitDate,
      to: visitDate,
    });
    const left = day?.types.find((type) => type.ticketType === ADULT)?.left;
    if (left === undefined) throw new Error(`no adult seats on ${visitDate}`);
    return left;
  };

  it('reads the seats a booking on this instance took, not its own read cache', async () => {
    // Another instance: the same database, a read cache of its own that this write never reaches.
    const other: Store = { ...store(), cache: new ReadCache() };
    const visitDate = addDays(today(), 15);
    const before = await adultLeft(other, visitDate);
    await bookTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 2 }]);
    // Its cache still answers the old figure: a page built from it would show two seats too many.
    expect(await adultLeft(other, visitDate)).toBe(before);
    // A regeneration (server/caller.ts) reads through it.
    expect(await adultLeft(readThrough(other), visitDate)).toBe(before - 2);
  });
});
