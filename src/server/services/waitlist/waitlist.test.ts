// The waiting list as a visitor and an operator meet it, on SQLite and PostgreSQL: join a sold-out
// day, a cancellation offers the held seats by mail, the mailed token books them, an unused hold
// passes on, "Không cần nữa" passes it on too, and offers stop when the day's sales close.
import { addDays, instant, vietnamClock } from '@/lib/calendar';
import { describeEachDialect } from '@/testing/stores';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { testMethods } from '@/testing/payment-methods';
import type { Store } from '../../db/store';
import { settleDeliveries } from '../mail/outbox';
import { DomainError } from '../errors';
import { setDayCapacity } from '../inventory/inventory';
import { cancelOrder, placeTicketOrder } from '../orders';
import { setCapacity } from '../capacity/capacity-calendar';
import { getTicketCatalog } from '../tickets/ticket-catalog';
import {
  joinWaitlist,
  leaveWaitlist,
  listWaitlistDay,
  offerByHand,
  offerFreedSeats,
  sweepWaitlist,
} from './waitlist';

jest.setTimeout(60_000);
setUpTempOutbox('waitlist-mail-');

const TYPE = 've-nguoi-cao-tuoi';
const catalog = getTicketCatalog();
const OPERATOR = { id: 'op-1', email: 'op@example.vn' };
let dayOffset = 5;
/** A fresh day per test, so tests share the suite's store without seeing each other's seats. */
const nextDay = () => addDays(vietnamClock(new Date()).date, dayOffset++);

async function soldOut(store: Store, visitDate: string, capacity: number): Promise<string[]> {
  await setDayCapacity(store, { ticketType: TYPE, visitDate, capacity }, capacity);
  const codes: string[] = [];
  for (let i = 0; i < capacity; i += 1) codes.push(await book(store, visitDate, 1, `b${i}`));
  return codes;
}

async function book(
  store: Store,
  visitDate: string,
  quantity: number,
  who: string,
  waitlistOffer?: string,
  now?: Date,
): Promise<string> {
  const { order } = await placeTicketOrder(
    store,
    catalog,
    {
      idempotencyKey: `key-${who}-${visitDate}-${Math.random().toString(36).slice(2, 12)}`,
      visitDate,
      lines: [{ ticketType: TYPE, quantity }],
      buyer: { fullName: 'Khách Thử', email: `${who}@example.vn`, phone: '0912345678' },
      paymentMethod: 'vietqr',
      locale: 'vi',
      waitlistOffer,
    },
    { userId: null },
    { methods: testMethods(store), now },
  );
  return order.orderCode;
}

async function cancel(store: Store, orderCode: string): Promise<void> {
  const { id } = await store.db
    .selectFrom('orders')
    .select('id')
    .where('order_code', '=', orderCode)
    .executeTakeFirstOrThrow();
  await cancelOrder(store, { orderId: id, reason: 'test', actor: 'customer' });
}

async function join(store: Store, visitDate: string, who: string, quantity = 1, now?: Date) {
  return joinWaitlist(
    store,
    catalog,
    {
      visitDate,
      ticketType: TYPE,
      quantity,
      contact: { email: `${who}@example.vn`, phone: '0912345678' },
      locale: 'vi',
    },
    now,
  );
}

async function soldOf(store: Store, visitDate: string): Promise<number> {
  const row = await store.db
    .selectFrom('ticket_capacity')
    .select('sold')
    .where('ticket_type', '=', TYPE)
    .where('visit_date', '=', visitDate)
    .executeTakeFirstOrThrow();
  return Number(row.sold);
}

/** The token of the last mail of `kind` to `who`, read from its link's fragment. */
async function tokenFrom(store: Store, who: string, kind: string): Promise<string> {
  const rows = await store.db
    .selectFrom('mail_outbox')
    .select(['body_text', 'created_at'])
    .where('to_address', '=', `${who}@example.vn`)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .execute();
  const key = kind === 'waitlist-offer' ? 'waitlist-offer' : 'waitlist-leave';
  const match = new RegExp(`#${key}=([A-Za-z0-9_-]{43})`).exec(rows[0]?.body_text ?? '');
  if (!match?.[1]) throw new Error(`no ${kind} mail to ${who}`);
  return match[1];
}

async function statusOf(store: Store, visitDate: string, who: string): Promise<string> {
  const rows = await listWaitlistDay(store, visitDate);
  return rows.find((r) => r.email === `${who}@example.vn`)?.status ?? 'none';
}

describeEachDialect('the waiting list of a sold-out day', ({ store }) => {
  afterEach(() => settleDeliveries());

  it('refuses a wish the booking could serve', async () => {
    const day = nextDay();
    await setDayCapacity(store(), { ticketType: TYPE, visitDate: day, capacity: 5 }, 5);
    await expect(join(store(), day, 'early')).rejects.toMatchObject({
      kind: 'CONFLICT',
      reason: 'waitlist-seats-available',
    });
  });

  it('holds cancelled seats for the first entry, which books them with the mailed token', async () => {
    const day = nextDay();
    const codes = await soldOut(store(), day, 3);
    await join(store(), day, 'anna', 2);
    await join(store(), day, 'binh', 1);
    expect(await tokenFrom(store(), 'anna', 'waitlist-joined')).toBeTruthy();

    await cancel(store(), codes[0] ?? '');
    // One seat back: anna (2) does not fit, binh (1) does and gets it held.
    expect(await statusOf(store(), day, 'anna')).toBe('waiting');
    expect(await statusOf(store(), day, 'binh')).toBe('offered');
    expect(await soldOf(store(), day)).toBe(3);
    // Nobody else can book the held seat.
    await expect(book(store(), day, 1, 'stranger')).rejects.toBeInstanceOf(DomainError);

    const offer = await tokenFrom(store(), 'binh', 'waitlist-offer');
    const code = await book(store(), day, 1, 'binh', offer);
    expect(code).toMatch(/\S/);
    expect(await statusOf(store(), day, 'binh')).toBe('ordered');
    expect(await soldOf(store(), day)).toBe(3);
    // The token is spent: a second booking with it claims afresh, and there is nothing left.
    await expect(book(store(), day, 1, 'binh2', offer)).rejects.toMatchObject({
      kind: 'CONFLICT',
    });

    // Its order cancelled later: the entry stays used up, the seats go to anna with the next one.
    await cancel(store(), code);
    expect(await statusOf(store(), day, 'binh')).toBe('ordered');
    await cancel(store(), codes[1] ?? '');
    expect(await statusOf(store(), day, 'anna')).toBe('offered');
    expect(await soldOf(store(), day)).toBe(3);
    const rows = await listWaitlistDay(store(), day);
    expect(rows.find((r) => r.status === 'ordered')?.orderCode).toBe(code);
  });

  it('passes an unused hold to the next entry when it lapses', async () => {
    const day = nextDay();
    const codes = await soldOut(store(), day, 1);
    await join(store(), day, 'chi');
    await join(store(), day, 'dung');
    await cancel(store(), codes[0] ?? '');
    expect(await statusOf(store(), day, 'chi')).toBe('offered');
    const [chi] = (await listWaitlistDay(store(), day)).filter((r) => r.status === 'offered');
    const after = new Date(Date.parse(chi?.offerExpiresAt ?? '') + 1000);
    await sweepWaitlist(store(), after);
    expect(await statusOf(store(), day, 'chi')).toBe('lapsed');
    expect(await statusOf(store(), day, 'dung')).toBe('offered');
    expect(await soldOf(store(), day)).toBe(1);
    // The lapsed token books nothing: the seat is dung's now.
    const chiOffer = await tokenFrom(store(), 'chi', 'waitlist-offer');
    await expect(book(store(), day, 1, 'chi', chiOffer, after)).rejects.toMatchObject({
      kind: 'CONFLICT',
    });
  });

  it('“Không cần nữa” on the offer passes the held seats on', async () => {
    const day = nextDay();
    const codes = await soldOut(store(), day, 1);
    await join(store(), day, 'em');
    await join(store(), day, 'giang');
    await cancel(store(), codes[0] ?? '');
    await leaveWaitlist(store(), catalog, await tokenFrom(store(), 'em', 'waitlist-offer'));
    expect(await statusOf(store(), day, 'em')).toBe('left');
    expect(await statusOf(store(), day, 'giang')).toBe('offered');
    // Leaving from the first mail before any offer just takes the entry off the list.
    await join(store(), day, 'hoa');
    await leaveWaitlist(store(), catalog, await tokenFrom(store(), 'hoa', 'waitlist-joined'));
    expect(await statusOf(store(), day, 'hoa')).toBe('left');
  });

  it('offers the seats of a raised capacity, and offers nothing once the day’s sales closed', async () => {
    const day = nextDay();
    await soldOut(store(), day, 1);
    await join(store(), day, 'khanh');
    await setCapacity(store(), catalog, OPERATOR, {
      ticketType: TYPE,
      visitDate: day,
      capacity: 2,
    });
    expect(await statusOf(store(), day, 'khanh')).toBe('offered');

    const late = nextDay();
    await soldOut(store(), late, 1);
    await join(store(), late, 'lan');
    // A seat comes back without the prompt offer (as if the instance died right after the commit).
    await store()
      .db.updateTable('ticket_capacity')
      .set({ capacity: 2 })
      .where('ticket_type', '=', TYPE)
      .where('visit_date', '=', late)
      .execute();
    const afterClose = new Date(instant(late, catalog.closes).getTime() + 60_000);
    expect(await offerFreedSeats(store(), catalog, afterClose)).toBe(0);
    const lan = (await listWaitlistDay(store(), late))[0];
    expect(lan?.status).toBe('waiting');
    await expect(
      offerByHand(store(), catalog, OPERATOR, lan?.entryId ?? '', afterClose),
    ).rejects.toMatchObject({ reason: 'waitlist-not-waiting' });
    // Before the close the minute's sweep would have offered it.
    expect(await offerFreedSeats(store(), catalog)).toBe(1);
  });

  it('lets an operator offer an entry by hand when seats are free, with an audit entry', async () => {
    const day = nextDay();
    const codes = await soldOut(store(), day, 2);
    await join(store(), day, 'minh', 2);
    await join(store(), day, 'nga', 1);
    await cancel(store(), codes[0] ?? '');
    // The one free seat went to nga in turn; minh needs two.
    expect(await statusOf(store(), day, 'nga')).toBe('offered');
    const minh = (await listWaitlistDay(store(), day)).find((r) => r.email === 'minh@example.vn');
    await expect(
      offerByHand(store(), catalog, OPERATOR, minh?.entryId ?? ''),
    ).rejects.toMatchObject({ kind: 'CONFLICT', reason: 'waitlist-not-enough-seats' });
    await cancel(store(), codes[1] ?? '');
    expect(await statusOf(store(), day, 'minh')).toBe('waiting');
    await store()
      .db.updateTable('ticket_capacity')
      .set({ capacity: 3 })
      .where('ticket_type', '=', TYPE)
      .where('visit_date', '=', day)
      .execute();
    await offerByHand(store(), catalog, OPERATOR, minh?.entryId ?? '');
    expect(await statusOf(store(), day, 'minh')).toBe('offered');
    const audit = await store()
      .db.selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', minh?.entryId ?? '')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['waitlist.offer']);
  });
});
