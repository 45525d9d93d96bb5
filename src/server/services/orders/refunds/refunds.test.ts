// The refund desk on both dialects, through the real admin router: approve or
// reject with a note, mark refunded (payment paid → refunded, codes revoked, future seats freed
// once), a mail and an audit entry at each step; refusals and lost races change nothing.
import { addDays, vietnamClock } from '@/lib/calendar';
import type { Store } from '../../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { accountWithRole, auditTrail, codeOf, operatorCaller } from '@/testing/operators';
import {
  bookPaidTickets,
  mailsTo,
  seatsSold,
  ticketCodeOf,
  setUpTicketSigningKey,
  type BookedOrder,
} from '@/testing/paid-tickets';
import { describeEachDialect } from '@/testing/stores';
import { settleDeliveries } from '../../mail/outbox';
import { revokedCodes } from '../../tickets/check-in';
import { exchangeTickets } from '../change/exchange-ticket';
import { requestRefund } from './request';
import { getTicketCatalog } from '../../tickets/ticket-catalog';

jest.setTimeout(120_000);

const ADULT = 've-nguoi-lon';
const CHILD = 've-tre-em';
const today = () => vietnamClock(new Date()).date;

setUpTempOutbox('outbox-refunds-');
setUpTicketSigningKey();

/** Everything a refund step may touch, to prove a refusal changed nothing. */
async function snapshot(store: Store, orderId: string) {
  const [order, payments, tickets, requests, mails, audit, seats] = await Promise.all([
    store.db
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('id', '=', orderId)
      .execute(),
    store.db.selectFrom('payments').select(['status']).where('order_id', '=', orderId).execute(),
    store.db
      .selectFrom('tickets')
      .select(['code', 'status', 'revoked_at'])
      .where('order_id', '=', orderId)
      .orderBy('code')
      .execute(),
    store.db
      .selectFrom('refund_requests')
      .select(['status', 'note', 'amount', 'method', 'reference'])
      .where('order_id', '=', orderId)
      .execute(),
    store.db
      .selectFrom('mail_outbox')
      .select(['kind'])
      .where('related_order_id', '=', orderId)
      .orderBy('created_at')
      .execute(),
    auditTrail(store),
    store.db
      .selectFrom('ticket_capacity')
      .select(['ticket_type', 'visit_date', 'sold'])
      .orderBy('visit_date')
      .orderBy('ticket_type')
      .execute(),
  ]);
  return JSON.stringify({
    order,
    payments,
    tickets,
    requests,
    mails,
    audit,
    seats: seats.map((s) => ({ ...s, sold: Number(s.sold) })),
  });
}

async function requestFor(store: Store, order: BookedOrder): Promise<string> {
  await requestRefund(
    store,
    { orderCode: order.orderCode, contact: { email: order.buyer.email }, reason: 'Trời mưa to' },
    null,
  );
  const row = await store.db
    .selectFrom('refund_requests')
    .select('id')
    .where('order_id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDialect('admin.refunds', ({ store }) => {
  afterEach(() => settleDeliveries());

  it('approves, then marks refunded: payment refunded, codes revoked, seats freed, a mail per step', async () => {
    const visitDate = addDays(today(), 9);
    const order = await bookPaidTickets(store(), visitDate, [
      { ticketType: ADULT, quantity: 2 },
      { ticketType: CHILD, quantity: 1 },
    ]);
    const id = await requestFor(store(), order);
    const admin = await accountWithRole(store(), 'staff');
    const caller = await operatorCaller(store(), admin);

    const waiting = await caller.admin.refunds.list({ status: 'requested' });
    expect(waiting[0]).toMatchObject({ id, orderCode: order.orderCode, status: 'requested' });
    expect(await caller.admin.refunds.list({ status: 'approved' })).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    const detail = await caller.admin.refunds.get({ id });
    expect(detail.paidAmount).toBe(order.totalAmount);
    expect(detail.tickets.map((t) => t.status)).toEqual(['issued', 'issued', 'issued']);

    // Refunding before approval is refused and changes nothing.
    const before = await snapshot(store(), order.orderId);
    expect(
      await codeOf(
        caller.admin.refunds.markRefunded({
          id,
          amount: 1000,
          method: 'bank-transfer',
          reference: 'X',
        }),
      ),
    ).toBe('CONFLICT');
    expect(await snapshot(store(), order.orderId)).toBe(before);

    const approved = await caller.admin.refunds.approve({ id, note: 'Đồng ý hoàn tiền' });
    expect(approved).toMatchObject({ status: 'approved', note: 'Đồng ý hoàn tiền' });
    expect(await codeOf(caller.admin.refunds.approve({ id }))).toBe('CONFLICT');
    expect(await codeOf(caller.admin.refunds.reject({ id, note: 'muộn' }))).toBe('CONFLICT');

    // More than was paid: refused, nothing changed.
    const approvedState = await snapshot(store(), order.orderId);
    expect(
      await codeOf(
        caller.admin.refunds.markRefunded({
          id,
          amount: order.totalAmount + 1,
          method: 'bank-transfer',
          reference: 'FT123',
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        caller.admin.refunds.markRefunded({ id, amount: 10.5, method: 'cash', reference: 'A' }),
      ),
    ).toBe('BAD_REQUEST');
    expect(await snapshot(store(), order.orderId)).toBe(approvedState);

    const sold = {
      adult: (await seatsSold(store(), ADULT, visitDate))?.sold ?? -1,
      child: (await seatsSold(store(), CHILD, visitDate))?.sold ?? -1,
    };
    const refunded = await caller.admin.refunds.markRefunded({
      id,
      amount: order.totalAmount,
      method: 'bank-transfer',
      reference: 'FT26112200001',
    });
    expect(refunded).toMatchObject({
      status: 'refunded',
      amount: order.totalAmount,
      method: 'bank-transfer',
      reference: 'FT26112200001',
      paymentStatus: 'refunded',
    });
    expect(refunded.tickets.map((t) => t.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await seatsSold(store(), ADULT, visitDate)).toMatchObject({ sold: sold.adult - 2 });
    expect(await seatsSold(store(), CHILD, visitDate)).toMatchObject({ sold: sold.child - 1 });
    const revoked = await revokedCodes(store(), today());
    for (const ticket of refunded.tickets) expect(revoked).toContain(ticket.code);
    const payments = await store()
      .db.selectFrom('payments')
      .select('status')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(payments.map((p) => p.status)).toEqual(['refunded']);

    // A second mark is refused and frees nothing more.
    const done = await snapshot(store(), order.orderId);
    expect(
      await codeOf(
        caller.admin.refunds.markRefunded({ id, amount: 1, method: 'cash', reference: 'again' }),
      ),
    ).toBe('CONFLICT');
    expect(await snapshot(store(), order.orderId)).toBe(done);

    const mails = await mailsTo(store(), order.buyer.email);
    expect(mails.map((m) => m.kind).filter((kind) => kind.startsWith('refund-'))).toEqual([
      'refund-approved',
      'refund-refunded',
    ]);
    expect(mails.filter((m) => m.kind === 'refund-approved')).toHaveLength(1);
    const paidMail = mails.find((m) => m.kind === 'refund-refunded');
    expect(paidMail?.subject).toBe(`Đã hoàn tiền cho đơn hàng ${order.orderCode}`);
    expect(paidMail?.body_text).toContain('FT26112200001');
    expect(paidMail?.body_text).toContain(new Intl.NumberFormat('vi-VN').format(order.totalAmount));

    const audit = await caller.admin.audit.list({ targetType: 'refund', targetId: id });
    expect(audit.entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['refund.refunded', admin.email],
      ['refund.approve', admin.email],
    ]);
  });

  it('rejects with a note (required), mails the customer, and a rejected request cannot be refunded', async () => {
    const order = await bookPaidTickets(store(), addDays(today(), 10), [
      { ticketType: ADULT, quantity: 1 },
    ]);
    const id = await requestFor(store(), order);
    const caller = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    const before = await snapshot(store(), order.orderId);
    expect(await codeOf(caller.admin.refunds.reject({ id, note: '   ' }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller.admin.refunds.approve({ id: 'no-such-request' }))).toBe('NOT_FOUND');
    expect(await snapshot(store(), order.orderId)).toBe(before);

    await caller.admin.refunds.reject({ id, note: 'Vé đã qua ngày sử dụng' });
    const rejectedState = await snapshot(store(), order.orderId);
    expect(
      await codeOf(
        caller.admin.refunds.markRefunded({ id, amount: 1000, method: 'cash', reference: 'R1' }),
      ),
    ).toBe('CONFLICT');
    expect(await snapshot(store(), order.orderId)).toBe(rejectedState);
    const mail = (await mailsTo(store(), order.buyer.email)).find(
      (m) => m.kind === 'refund-rejected',
    );
    expect(mail?.subject).toBe(`Yêu cầu hoàn tiền cho đơn hàng ${order.orderCode} bị từ chối`);
    expect(mail?.body_text).toContain('Vé đã qua ngày sử dụng');
    const [ticket] = await store()
      .db.selectFrom('tickets')
      .select('status')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(ticket?.status).toBe('issued');
  });

  it('lets six operators race to mark one refund: refunded once, seats freed once, one mail', async () => {
    const visitDate = addDays(today(), 11);
    const order = await bookPaidTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 3 }]);
    const id = await requestFor(store(), order);
    const operators = await Promise.all(
      Array.from({ length: 6 }, () => accountWithRole(store(), 'staff')),
    );
    const callers = await Promise.all(operators.map((o) => operatorCaller(store(), o)));
    const approvals = await Promise.all(
      callers.map((c) => codeOf(c.admin.refunds.approve({ id }))),
    );
    expect(approvals.sort()).toEqual([
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
      'OK',
    ]);
    const sold = (await seatsSold(store(), ADULT, visitDate))?.sold ?? -1;
    const marks = await Promise.all(
      callers.map((c, i) =>
        codeOf(
          c.admin.refunds.markRefunded({
            id,
            amount: order.totalAmount,
            method: 'payos',
            reference: `race-${i}`,
          }),
        ),
      ),
    );
    expect(marks.filter((m) => m === 'OK')).toHaveLength(1);
    expect(marks.filter((m) => m === 'CONFLICT')).toHaveLength(5);
    expect(await seatsSold(store(), ADULT, visitDate)).toMatchObject({ sold: sold - 3 });
    const mails = await mailsTo(store(), order.buyer.email);
    expect(mails.filter((m) => m.kind === 'refund-refunded')).toHaveLength(1);
    expect(mails.filter((m) => m.kind === 'refund-approved')).toHaveLength(1);
    const audit = await callers[0]?.admin.audit.list({ targetType: 'refund', targetId: id });
    expect(audit?.entries.map((e) => e.action)).toEqual(['refund.refunded', 'refund.approve']);
  });

  it('lists the exchange, and refunding the order revokes only the live ticket and frees only its seats', async () => {
    const visitDate = addDays(today(), 12);
    const newDate = addDays(today(), 14);
    const order = await bookPaidTickets(store(), visitDate, [{ ticketType: ADULT, quantity: 2 }]);
    const oldCode = await ticketCodeOf(store(), order.orderId);
    await exchangeTickets(store(), getTicketCatalog(), {
      code: oldCode,
      contact: { phone: order.buyer.phone },
      newDate,
    });
    const caller = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    const exchanges = await caller.admin.refunds.exchanges({});
    expect(exchanges[0]).toMatchObject({
      orderCode: order.orderCode,
      oldCode,
      oldDate: visitDate,
      newDate,
      quantity: 1,
      newStatus: 'issued',
    });
    const oldSold = (await seatsSold(store(), ADULT, visitDate))?.sold ?? -1;
    const newSold = (await seatsSold(store(), ADULT, newDate))?.sold ?? -1;
    const id = await requestFor(store(), order);
    await caller.admin.refunds.approve({ id });
    const done = await caller.admin.refunds.markRefunded({
      id,
      amount: 100_000,
      method: 'cash',
      reference: 'PHIEU-01',
    });
    // The adult who moved, and the one who stayed: both refunded, each day's seat freed.
    expect(done.tickets.map((t) => [t.code === oldCode, t.status]).sort()).toEqual([
      [false, 'refunded'],
      [false, 'refunded'],
      [true, 'exchanged'],
    ]);
    expect(await seatsSold(store(), ADULT, visitDate)).toMatchObject({ sold: oldSold - 1 });
    expect(await seatsSold(store(), ADULT, newDate)).toMatchObject({ sold: newSold - 1 });
  });
});
