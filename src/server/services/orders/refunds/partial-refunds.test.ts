// One ticket per person, given back one at a time (DESIGN.md §20), on both dialects through the
// real routers: a 2 + 2 family gives back one child; the policy prices it; the payout revokes only
// that ticket, frees only its seat, refunds only its share and leaves the order paid. A ticket
// scanned while its refund is paid out: one of the two wins. A family bundle goes back whole.
import { addDays, vietnamClock } from '@/lib/calendar';
import type { Store } from '../../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { accountWithRole, codeOf, operatorCaller, refusalOf } from '@/testing/operators';
import {
  bookPaidTickets,
  seatsSold,
  setUpTicketSigningKey,
  type BookedOrder,
} from '@/testing/paid-tickets';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { settleDeliveries } from '../../mail/outbox';
import { checkInTicket } from '../../tickets/check-in';
import { requestRefund } from './request';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { loadTicket, ticketViewOf } from '../../tickets/ticket-view';

jest.setTimeout(120_000);

const ADULT = 've-nguoi-lon';
const CHILD = 've-tre-em';
const FAMILY = 've-gia-dinh';
const today = () => vietnamClock(new Date()).date;

setUpTempOutbox('outbox-partial-refunds-');
setUpTicketSigningKey();

async function ticketRows(store: Store, orderId: string) {
  return store.db
    .selectFrom('tickets')
    .select(['id', 'code', 'ticket_type', 'person_type', 'status', 'order_line_id', 'unit_no'])
    .where('order_id', '=', orderId)
    .orderBy('order_line_id')
    .orderBy('unit_no')
    .orderBy('person_no')
    .execute();
}

async function buyer(store: Store, order: BookedOrder) {
  const api = await callerFor(store, { headers: browserHeaders(), http: { method: 'POST' } });
  return {
    api,
    giveBack: (ticketCodes: string[]) =>
      api.order.requestRefund({
        orderCode: order.orderCode,
        contact: { email: order.buyer.email },
        reason: 'Bé bị ốm',
        ticketCodes,
      }),
  };
}

async function requestIdOf(store: Store, orderId: string): Promise<string> {
  const row = await store.db
    .selectFrom('refund_requests')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDialect('tickets given back one by one', ({ store }) => {
  afterEach(() => settleDeliveries());

  it('refunds one child of a 2 + 2 family: its share only, its seat only, the order still paid', async () => {
    const visitDate = addDays(today(), 9);
    const order = await bookPaidTickets(store(), visitDate, [
      { ticketType: ADULT, quantity: 2 },
      { ticketType: CHILD, quantity: 2 },
    ]);
    const rows = await ticketRows(store(), order.orderId);
    expect(rows.map((r) => r.ticket_type)).toEqual([ADULT, ADULT, CHILD, CHILD]);
    const child = rows.find((r) => r.ticket_type === CHILD);
    if (!child) throw new Error('no child ticket');
    const childPrice = getTicketCatalog().find(CHILD)?.unitPrice ?? 0;

    const { api, giveBack } = await buyer(store(), order);
    // A code of another order, or none of this one, is refused and changes nothing.
    await expect(giveBack(['VE-0000000000'])).rejects.toMatchObject({
      cause: { reason: 'refund-ticket-not-found' },
    });
    const asked = await giveBack([child.code]);
    expect(asked).toMatchObject({ status: 'requested', dueAmount: childPrice });

    const operator = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    const id = await requestIdOf(store(), order.orderId);
    const detail = await operator.admin.refunds.get({ id });
    expect(detail).toMatchObject({
      requestedCodes: [child.code],
      dueAmount: childPrice,
      refundableAmount: childPrice,
    });
    await operator.admin.refunds.approve({ id });
    const seatsBefore = await seatsSold(store(), CHILD, visitDate);
    const adultsBefore = await seatsSold(store(), ADULT, visitDate);
    // More than the policy leaves due is refused, and nothing changes.
    expect(
      await refusalOf(
        operator.admin.refunds.markRefunded({
          id,
          amount: childPrice + 1,
          method: 'bank-transfer',
          reference: 'FT-PART-1',
        }),
      ),
    ).toBe('refund-amount-above-due');
    await operator.admin.refunds.markRefunded({
      id,
      amount: childPrice,
      method: 'bank-transfer',
      reference: 'FT-PART-1',
    });

    const mail = await store()
      .db.selectFrom('mail_outbox')
      .select('body_text')
      .where('related_order_id', '=', order.orderId)
      .where('kind', '=', 'refund-refunded')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(`Chúng tôi đã hoàn tiền cho vé ${child.code}.`);
    expect(mail.body_text).toContain('những vé khác của đơn hàng vẫn dùng được');
    const after = await ticketRows(store(), order.orderId);
    expect(after.map((r) => [r.code === child.code, r.status])).toEqual([
      [false, 'issued'],
      [false, 'issued'],
      [true, 'refunded'],
      [false, 'issued'],
    ]);
    expect(await seatsSold(store(), CHILD, visitDate)).toMatchObject({
      sold: (seatsBefore?.sold ?? 0) - 1,
    });
    expect(await seatsSold(store(), ADULT, visitDate)).toEqual(adultsBefore);
    const view = await api.order.get({
      orderCode: order.orderCode,
      contact: { email: order.buyer.email },
    });
    expect(view.paymentStatus).toBe('paid');
    expect(view.tickets.filter((t) => t.status === 'issued')).toHaveLength(3);

    // The rest later: the whole order's refund is capped by what was not refunded yet.
    await api.order.requestRefund({
      orderCode: order.orderCode,
      contact: { email: order.buyer.email },
      reason: 'Cả nhà không đi nữa',
    });
    const rest = await requestIdOf(store(), order.orderId);
    expect((await operator.admin.refunds.get({ id: rest })).refundableAmount).toBe(
      order.totalAmount - childPrice,
    );
  });

  it('prices by the policy: 10% kept the day before, refused on the visit day', async () => {
    const tomorrow = await bookPaidTickets(store(), addDays(today(), 1), [
      { ticketType: ADULT, quantity: 2 },
    ]);
    const [first] = await ticketRows(store(), tomorrow.orderId);
    const adultPrice = getTicketCatalog().find(ADULT)?.unitPrice ?? 0;
    const asked = await (await buyer(store(), tomorrow)).giveBack([first?.code ?? '']);
    expect(asked.dueAmount).toBe(Math.round(adultPrice * 0.9));

    // Asked on the visit day itself (09:00 there).
    await expect(
      requestRefund(
        store(),
        {
          orderCode: tomorrow.orderCode,
          contact: { email: tomorrow.buyer.email },
          reason: 'Trời mưa',
          ticketCodes: [first?.code ?? ''],
        },
        null,
        new Date(`${addDays(today(), 1)}T09:00:00+07:00`),
      ),
    ).rejects.toMatchObject({ reason: 'refund-too-late' });
  });

  it('gives a family bundle back whole: one person of it alone is refused', async () => {
    const order = await bookPaidTickets(store(), addDays(today(), 10), [
      { ticketType: FAMILY, quantity: 1 },
    ]);
    const rows = await ticketRows(store(), order.orderId);
    // One QR per person of the bundle, each with its own type.
    expect(rows.map((r) => r.person_type)).toEqual([ADULT, ADULT, CHILD, CHILD]);
    const { giveBack } = await buyer(store(), order);
    await expect(giveBack([rows[3]?.code ?? ''])).rejects.toMatchObject({
      cause: { reason: 'refund-bundle-whole' },
    });
    const whole = await giveBack(rows.map((r) => r.code));
    expect(whole.dueAmount).toBe(order.totalAmount);
  });

  it('a refund paid out while the same ticket is scanned: one wins, never both', async () => {
    const visitDate = today();
    for (let round = 0; round < 3; round += 1) {
      // Asked three days ahead, then the day comes: the request stands, the scan races the payout.
      const order = await bookPaidTickets(store(), addDays(visitDate, 3), [
        { ticketType: ADULT, quantity: 2 },
      ]);
      const [ticket] = await ticketRows(store(), order.orderId);
      if (!ticket) throw new Error('no ticket');
      await (await buyer(store(), order)).giveBack([ticket.code]);
      const operator = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
      const id = await requestIdOf(store(), order.orderId);
      await operator.admin.refunds.approve({ id });
      const loaded = await loadTicket(store().db, { id: ticket.id });
      if (!loaded) throw new Error('no ticket');
      const { token } = await ticketViewOf(loaded, getTicketCatalog(), 'vi');
      const [payout, scan] = await Promise.all([
        codeOf(
          operator.admin.refunds.markRefunded({
            id,
            amount: 1000,
            method: 'cash',
            reference: `RACE-${round}`,
          }),
        ),
        checkInTicket(store(), {
          token,
          gate: 'Cổng A',
          now: new Date(`${addDays(visitDate, 3)}T09:00:00+07:00`),
        }),
      ]);
      const [after] = await ticketRows(store(), order.orderId);
      if (scan.admitted) {
        expect(payout).toBe('CONFLICT');
        expect(after?.status).toBe('used');
        const request = await operator.admin.refunds.get({ id });
        expect(request.status).toBe('approved');
      } else {
        expect(payout).toBe('OK');
        expect(after?.status).toBe('refunded');
      }
    }
  });
});
