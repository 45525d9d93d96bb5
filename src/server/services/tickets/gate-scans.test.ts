// Gate scans on both dialects: a ticket scanned on two phones at once admits once; an offline
// phone's queue replayed twice changes nothing the second time; the earliest check-in stands; each
// verdict names the ticket (code, type, day, first name) and says why (used when and where, the
// wrong day and today, refunded, exchanged for which code); a typed code is looked up as a scan
// would answer it; a group from one order is admitted together, each ticket once, however two
// phones race.
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import type { Store } from '../../db/store';
import { requestRefund, markPaymentPaid, exchangeTickets, placeTicketOrder } from '../orders';
import { accountWithRole, codeOf, operatorCaller, type TestAccount } from '@/testing/operators';
import { describeEachDialect } from '@/testing/stores';
import { settleDeliveries } from '../mail/outbox';
import { testMethods } from '@/testing/payment-methods';
import { gateDayList, lookupGateCode, recordGateScan, syncGateScans } from './gate-scans';
import { getTicketCatalog } from './ticket-catalog';
import { GATE_LOOKUP_RATE_LIMIT } from '../../routers/admin/check-in';
import { signTicketToken } from './ticket-token';
import { newPrivateJwk, signingKeyFrom, useTicketSigningKey } from '../signing/signing-key';
import { loadTicket, ticketViewOf } from './ticket-view';
import { gateScanInput, type GateScan } from '@/lib/tickets/gate-scan';

jest.setTimeout(120_000);

const catalog = getTicketCatalog();
const ADULT = 've-nguoi-lon';
const CONTACT = { email: 'lan.nguyen@example.vn', phone: '0912345678' };
const visitDate = addDays(vietnamClock(new Date()).date, 5);
/** A moment on the visit day, Vietnam time. */
const onTheDay = (time: string) => new Date(`${visitDate}T${time}:00+07:00`);

interface PaidTicket {
  id: string;
  code: string;
  token: string;
  ticketType: string;
  quantity: number;
}

interface PaidOrder {
  orderCode: string;
  tickets: PaidTicket[];
}

async function paidOrder(
  store: Store,
  lines: { ticketType: string; quantity: number }[],
  fullName = 'Nguyễn Thị Lan',
): Promise<PaidOrder> {
  const { order } = await placeTicketOrder(
    store,
    catalog,
    {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate,
      lines,
      buyer: { fullName, ...CONTACT },
      paymentMethod: 'payos',
      locale: 'vi',
    },
    { userId: null },
    { methods: testMethods(store) },
  );
  const payment = await store.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.amount', 'orders.id as orderId'])
    .where('orders.order_code', '=', order.orderCode)
    .executeTakeFirstOrThrow();
  await markPaymentPaid(store, {
    paymentId: payment.id,
    amount: Number(payment.amount),
    currency: 'VND',
    actor: 'test',
  });
  const rows = await store.db
    .selectFrom('tickets')
    .select(['id', 'code', 'ticket_type', 'quantity'])
    .where('order_id', '=', payment.orderId)
    .orderBy('code')
    .execute();
  const tickets: PaidTicket[] = [];
  for (const row of rows) {
    const ticket = await loadTicket(store.db, { id: row.id });
    if (!ticket) throw new Error('ticket not issued');
    const { token } = await ticketViewOf(ticket, catalog, 'vi');
    tickets.push({
      id: row.id,
      code: row.code,
      token,
      ticketType: row.ticket_type,
      quantity: Number(row.quantity),
    });
  }
  return { orderCode: order.orderCode, tickets };
}

/** One ticket admitting `quantity` people (one QR: the unit of admission). */
async function paidTicket(store: Store, quantity = 2): Promise<PaidTicket> {
  const { tickets } = await paidOrder(store, [{ ticketType: ADULT, quantity }]);
  const ticket = tickets[0];
  if (!ticket) throw new Error('no ticket');
  return ticket;
}

function scan(token: string, gate: string, time: string): GateScan {
  return {
    token,
    gate,
    scanId: randomBytes(12).toString('base64url'),
    scannedAt: onTheDay(time).toISOString(),
  };
}

/** A code typed at the gate (after a lookup): the same admission as a QR. */
function typed(code: string, gate: string, time: string): GateScan {
  return {
    code,
    gate,
    scanId: randomBytes(12).toString('base64url'),
    scannedAt: onTheDay(time).toISOString(),
  };
}

async function ticketRow(store: Store, id: string) {
  return store.db
    .selectFrom('tickets')
    .select(['status', 'used_at', 'used_gate'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function checkInsOf(store: Store, ticketId: string) {
  return store.db
    .selectFrom('ticket_check_ins')
    .select(['gate', 'result'])
    .where('ticket_id', '=', ticketId)
    .orderBy('scanned_at')
    .execute();
}

async function auditCount(store: Store, ticketId: string): Promise<number> {
  const rows = await store.db
    .selectFrom('audit_log')
    .select('id')
    .where('target_type', '=', 'ticket')
    .where('target_id', '=', ticketId)
    .where('action', '=', 'ticket.check-in')
    .execute();
  return rows.length;
}

async function recordCounts(store: Store) {
  const [checkIns, audit] = await Promise.all([
    store.db.selectFrom('ticket_check_ins').select('id').execute(),
    store.db.selectFrom('audit_log').select('id').execute(),
  ]);
  return { checkIns: checkIns.length, audit: audit.length };
}

beforeAll(async () => {
  useTicketSigningKey(await signingKeyFrom(newPrivateJwk()));
});

afterAll(() => {
  useTicketSigningKey(undefined);
});

describeEachDialect('gate scans', ({ store }) => {
  let staff: TestAccount;
  const actor = () => ({ id: staff.userId, email: staff.email });

  beforeAll(async () => {
    staff = await accountWithRole(store(), 'staff');
  });
  // Refunds and exchanges mail the buyer; the store must outlive those deliveries.
  afterEach(() => settleDeliveries());

  it('admits a ticket scanned on two phones at once exactly once, with its first name and one audit entry', async () => {
    const ticket = await paidTicket(store());
    const now = onTheDay('09:01');
    const answers = await Promise.all([
      recordGateScan(store(), actor(), scan(ticket.token, 'Cổng A', '09:00'), { now }),
      recordGateScan(store(), actor(), scan(ticket.token, 'Cổng B', '09:00'), { now }),
    ]);
    const valid = answers.filter((a) => a.status === 'valid');
    expect(valid).toHaveLength(1);
    const facts = {
      code: ticket.code,
      ticketType: ADULT,
      quantity: ticket.quantity,
      visitDate,
      firstName: 'Lan',
    };
    expect(valid[0]).toEqual({ scanId: expect.any(String), status: 'valid', ...facts });
    const used = answers.find((a) => a.status !== 'valid');
    const row = await ticketRow(store(), ticket.id);
    expect(row.status).toBe('used');
    expect(used).toEqual({
      scanId: expect.any(String),
      status: 'already-used',
      ...facts,
      usedAt: onTheDay('09:00').toISOString(),
      gate: row.used_gate,
    });
    expect(await auditCount(store(), ticket.id)).toBe(1);
    expect((await checkInsOf(store(), ticket.id)).map((c) => c.result).sort()).toEqual([
      'already-used',
      'valid',
    ]);
  });

  it('applies an offline queue once however often it is replayed, and the earliest check-in stands', async () => {
    const first = await paidTicket(store());
    const second = await paidTicket(store(), 1);
    // Gate B admitted the first ticket online at 10:05; gate A, offline, had scanned it at 10:00.
    await recordGateScan(store(), actor(), scan(first.token, 'Cổng B', '10:05'), {
      now: onTheDay('10:05'),
    });
    const queue = [
      scan(second.token, 'Cổng A', '10:02'),
      scan(first.token, 'Cổng A', '10:00'),
      scan(second.token, 'Cổng A', '10:03'),
    ];
    const now = onTheDay('10:30');
    const answers = await syncGateScans(store(), actor(), queue, { now });
    expect(answers.map((a) => [a.scanId, a.status])).toEqual([
      [queue[1]?.scanId, 'valid'],
      [queue[0]?.scanId, 'valid'],
      [queue[2]?.scanId, 'already-used'],
    ]);
    expect(await ticketRow(store(), first.id)).toEqual({
      status: 'used',
      used_at: onTheDay('10:00').toISOString(),
      used_gate: 'Cổng A',
    });
    expect(await checkInsOf(store(), first.id)).toEqual([
      { gate: 'Cổng A', result: 'valid' },
      { gate: 'Cổng B', result: 'duplicate' },
    ]);

    const before = await recordCounts(store());
    const again = await syncGateScans(store(), actor(), queue, { now: onTheDay('10:40') });
    expect(again).toEqual(answers);
    expect(await recordCounts(store())).toEqual(before);

    // A phone scanning after the standing admission hears when and where it happened.
    const late = await syncGateScans(store(), actor(), [scan(first.token, 'Cổng C', '11:00')], {
      now: onTheDay('11:00'),
    });
    expect(late).toEqual([
      {
        scanId: expect.any(String),
        status: 'already-used',
        code: first.code,
        ticketType: ADULT,
        visitDate,
        quantity: first.quantity,
        firstName: 'Lan',
        usedAt: onTheDay('10:00').toISOString(),
        gate: 'Cổng A',
      },
    ]);
  });

  it('records a scan sent twice at once (a retried request) once, and answers both alike', async () => {
    const ticket = await paidTicket(store(), 1);
    const twice = scan(ticket.token, 'Cổng A', '11:30');
    const before = await recordCounts(store());
    const answers = await Promise.all([
      recordGateScan(store(), actor(), twice, { now: onTheDay('11:31') }),
      recordGateScan(store(), actor(), twice, { now: onTheDay('11:31') }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['valid', 'valid']);
    expect(await recordCounts(store())).toEqual({
      checkIns: before.checkIns + 1,
      audit: before.audit + 1,
    });
  });

  it('refuses the wrong day naming both days, an exchanged ticket naming its new code, a forged or foreign token, and a ticket it never issued', async () => {
    const now = onTheDay('12:00');
    const early = await paidTicket(store(), 1);
    const dayBefore = {
      ...scan(early.token, 'Cổng A', '12:00'),
      scannedAt: onTheDay('12:00').toISOString().replace(visitDate, addDays(visitDate, -1)),
    };
    // The day before: both days named ("Vé cho ngày … — hôm nay là …").
    await expect(recordGateScan(store(), actor(), dayBefore, { now })).resolves.toEqual({
      scanId: dayBefore.scanId,
      status: 'wrong-day',
      code: early.code,
      ticketType: ADULT,
      visitDate,
      quantity: early.quantity,
      firstName: 'Lan',
      today: addDays(visitDate, -1),
    });
    expect((await ticketRow(store(), early.id)).status).toBe('issued');

    // Exchanged for another day: the old code names the new one, by QR and typed alike.
    const exchanged = await paidTicket(store(), 1);
    const renewed = await exchangeTickets(store(), catalog, {
      code: exchanged.code,
      contact: { phone: CONTACT.phone },
      newDate: addDays(visitDate, 1),
    });
    const exchangedVerdict = {
      status: 'exchanged',
      code: exchanged.code,
      ticketType: ADULT,
      visitDate,
      quantity: exchanged.quantity,
      firstName: 'Lan',
      exchangedTo: renewed.code,
    };
    await expect(
      recordGateScan(store(), actor(), scan(exchanged.token, 'Cổng A', '12:00'), { now }),
    ).resolves.toEqual({ scanId: expect.any(String), ...exchangedVerdict });
    await expect(
      recordGateScan(store(), actor(), typed(exchanged.code, 'Cổng A', '12:00'), { now }),
    ).resolves.toEqual({ scanId: expect.any(String), ...exchangedVerdict });
    await expect(lookupGateCode(store(), exchanged.code, { now })).resolves.toEqual({
      ...exchangedVerdict,
      group: [],
    });

    const [header, payload, signature] = early.token.split('.');
    const altered = Buffer.from(payload ?? '', 'base64url')
      .toString()
      .replace('"q":1', '"q":9');
    const forged = `${header}.${Buffer.from(altered).toString('base64url')}.${signature}`;
    await expect(
      recordGateScan(store(), actor(), scan(forged, 'Cổng A', '12:00'), { now }),
    ).resolves.toMatchObject({ status: 'forged' });
    const foreign = await signTicketToken(
      { tid: early.id, code: early.code, typ: ADULT, d: visitDate, q: 1 },
      await signingKeyFrom(newPrivateJwk()),
    );
    await expect(
      recordGateScan(store(), actor(), scan(foreign, 'Cổng A', '12:00'), { now }),
    ).resolves.toMatchObject({ status: 'forged' });
    await expect(
      recordGateScan(store(), actor(), scan('not-a-ticket', 'Cổng A', '12:00'), { now }),
    ).resolves.toMatchObject({ status: 'forged' });

    const unknown = await signTicketToken({
      tid: 'no-such-ticket',
      code: 'VE-0000000000',
      typ: ADULT,
      d: visitDate,
      q: 1,
    });
    await expect(
      recordGateScan(store(), actor(), scan(unknown, 'Cổng A', '12:00'), { now }),
    ).resolves.toMatchObject({ status: 'unknown' });
    expect((await ticketRow(store(), early.id)).status).toBe('issued');
  });

  it('says a refunded ticket was refunded, by QR, by typed code and in the day list', async () => {
    const order = await paidOrder(store(), [{ ticketType: ADULT, quantity: 1 }], 'Trần Minh Quân');
    const ticket = order.tickets[0];
    if (!ticket) throw new Error('no ticket');
    await requestRefund(
      store(),
      { orderCode: order.orderCode, contact: { email: CONTACT.email }, reason: 'Trời mưa to' },
      null,
    );
    const request = await store()
      .db.selectFrom('refund_requests')
      .innerJoin('orders', 'orders.id', 'refund_requests.order_id')
      .select(['refund_requests.id', 'orders.total_amount'])
      .where('orders.order_code', '=', order.orderCode)
      .executeTakeFirstOrThrow();
    const admin = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    await admin.admin.refunds.approve({ id: request.id });
    await admin.admin.refunds.markRefunded({
      id: request.id,
      amount: Number(request.total_amount),
      method: 'bank-transfer',
      reference: 'FT26120200001',
    });

    const now = onTheDay('13:00');
    const facts = {
      code: ticket.code,
      ticketType: ADULT,
      visitDate,
      quantity: ticket.quantity,
      firstName: 'Quân',
    };
    const refunded = { status: 'refunded', ...facts };
    await expect(
      recordGateScan(store(), actor(), scan(ticket.token, 'Cổng A', '13:00'), { now }),
    ).resolves.toEqual({ scanId: expect.any(String), ...refunded });
    await expect(
      recordGateScan(store(), actor(), typed(ticket.code, 'Cổng A', '13:00'), { now }),
    ).resolves.toEqual({ scanId: expect.any(String), ...refunded });
    expect((await ticketRow(store(), ticket.id)).status).toBe('refunded');
    const day = await gateDayList(store(), { now });
    expect(day.day).toBe(visitDate);
    expect(day.tickets).toContainEqual({
      ...facts,
      state: 'refunded',
      orderCode: order.orderCode,
      usedAt: null,
      usedGate: null,
      exchangedTo: null,
    });
  });

  it('looks a typed code up with confusables, changes nothing, and admits it once by code', async () => {
    const ticket = await paidTicket(store(), 1);
    const now = onTheDay('14:00');
    // As read off a cracked screen: lower case, no prefix, O for 0, I or l for 1, spaces, dashes.
    const body = ticket.code.slice(3).toLowerCase().replace(/0/g, 'O').replace(/1/g, 'l');
    const sloppy = ` ${body.slice(0, 4)} - ${body.slice(4)} `;
    const caller = await operatorCaller(store(), staff);
    const facts = {
      code: ticket.code,
      ticketType: ADULT,
      visitDate,
      quantity: ticket.quantity,
      firstName: 'Lan',
    };
    const before = await recordCounts(store());
    for (const text of [sloppy, `ve${body.toUpperCase().replace(/L/g, 'I')}`, ticket.code]) {
      await expect(caller.admin.checkIn.lookup({ code: text })).resolves.toMatchObject({
        code: ticket.code,
      });
    }
    await expect(lookupGateCode(store(), ticket.code, { now })).resolves.toEqual({
      status: 'valid',
      ...facts,
      group: [facts],
    });
    expect(await recordCounts(store())).toEqual(before);
    expect((await ticketRow(store(), ticket.id)).status).toBe('issued');
    expect(await codeOf(caller.admin.checkIn.lookup({ code: 'VE-12345' }))).toBe('BAD_REQUEST');
    await expect(caller.admin.checkIn.lookup({ code: 'VE-0000000000' })).resolves.toEqual({
      status: 'unknown',
      group: [],
    });

    // The same check-in as a QR: admitted once, then "used at 14:00 at Cổng A" by QR or code.
    // The sloppy code as the router reads a scan (normalised), admitted on the day.
    const first = gateScanInput.parse(typed(sloppy, 'Cổng A', '14:00'));
    await expect(recordGateScan(store(), actor(), first, { now })).resolves.toEqual({
      scanId: first.scanId,
      status: 'valid',
      ...facts,
    });
    const used = { status: 'already-used', ...facts, usedAt: now.toISOString(), gate: 'Cổng A' };
    await expect(
      recordGateScan(store(), actor(), typed(ticket.code, 'Cổng B', '14:05'), {
        now: onTheDay('14:05'),
      }),
    ).resolves.toEqual({ scanId: expect.any(String), ...used });
    await expect(
      recordGateScan(store(), actor(), scan(ticket.token, 'Cổng B', '14:06'), {
        now: onTheDay('14:06'),
      }),
    ).resolves.toEqual({ scanId: expect.any(String), ...used });
    await expect(lookupGateCode(store(), ticket.code, { now: onTheDay('14:07') })).resolves.toEqual(
      {
        ...used,
        group: [],
      },
    );
    expect(await auditCount(store(), ticket.id)).toBe(1);
  });

  it('admits a group from one order together, each ticket once, when two phones race', async () => {
    const order = await paidOrder(store(), [
      { ticketType: ADULT, quantity: 1 },
      { ticketType: 've-tre-em', quantity: 1 },
      { ticketType: 've-nguoi-cao-tuoi', quantity: 1 },
      { ticketType: 've-combo-buffet', quantity: 1 },
    ]);
    const codes = order.tickets.map((t) => t.code);
    expect(codes).toHaveLength(4);
    const now = onTheDay('15:00');
    const looked = await lookupGateCode(store(), codes[2] ?? '', { now });
    expect(looked.status).toBe('valid');
    // The typed ticket first, then the rest of the order valid today.
    expect(looked.group.map((t) => t.code)).toEqual([
      codes[2],
      ...codes.filter((c) => c !== codes[2]),
    ]);
    expect(looked.group.every((t) => t.firstName === 'Lan' && t.visitDate === visitDate)).toBe(
      true,
    );

    // Phone A ticks three, phone B (the same family at the next gate) ticks three others at once.
    const phoneA = codes.slice(0, 3).map((code) => typed(code, 'Cổng A', '15:00'));
    const phoneB = codes.slice(1, 4).map((code) => typed(code, 'Cổng B', '15:00'));
    const [answersA, answersB] = await Promise.all([
      syncGateScans(store(), actor(), phoneA, { now }),
      syncGateScans(store(), actor(), phoneB, { now }),
    ]);
    const all = [...answersA, ...answersB];
    for (const ticket of order.tickets) {
      const about = all.filter((a) => 'code' in a && a.code === ticket.code);
      expect(about.filter((a) => a.status === 'valid')).toHaveLength(1);
      expect(about.every((a) => a.status === 'valid' || a.status === 'already-used')).toBe(true);
      expect((await ticketRow(store(), ticket.id)).status).toBe('used');
      expect(await auditCount(store(), ticket.id)).toBe(1);
    }
    expect(all.filter((a) => a.status === 'valid')).toHaveLength(4);
    await expect(lookupGateCode(store(), codes[0] ?? '', { now })).resolves.toMatchObject({
      status: 'already-used',
      group: [],
    });
  });

  it('replays an offline queue of typed codes once: the same answers, nothing recorded twice', async () => {
    const order = await paidOrder(store(), [
      { ticketType: ADULT, quantity: 1 },
      { ticketType: 've-tre-em', quantity: 1 },
    ]);
    const [a, b] = order.tickets;
    if (!a || !b) throw new Error('two tickets expected');
    // Gate A, offline, admitted both at 16:00; gate B admitted one online at 16:10.
    await recordGateScan(store(), actor(), typed(a.code, 'Cổng B', '16:10'), {
      now: onTheDay('16:10'),
    });
    const queue = [typed(a.code, 'Cổng A', '16:00'), typed(b.code, 'Cổng A', '16:00')];
    const answers = await syncGateScans(store(), actor(), queue, { now: onTheDay('16:20') });
    expect(answers.map((x) => x.status)).toEqual(['valid', 'valid']);
    expect(await ticketRow(store(), a.id)).toEqual({
      status: 'used',
      used_at: onTheDay('16:00').toISOString(),
      used_gate: 'Cổng A',
    });
    const before = await recordCounts(store());
    await expect(
      syncGateScans(store(), actor(), queue, { now: onTheDay('16:30') }),
    ).resolves.toEqual(answers);
    expect(await recordCounts(store())).toEqual(before);
  });

  it('answers through admin.checkIn for staff and refuses a customer', async () => {
    const customer = await accountWithRole(store(), 'customer');
    const input = scan('not-a-ticket', 'Cổng A', '08:00');
    await expect(
      (await operatorCaller(store(), customer)).admin.checkIn.scan(input),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const caller = await operatorCaller(store(), staff);
    await expect(caller.admin.checkIn.scan(input)).resolves.toEqual({
      scanId: input.scanId,
      status: 'forged',
    });
    await expect(
      caller.admin.checkIn.sync({ scans: Array.from({ length: 201 }, () => input) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const guest = await operatorCaller(store(), null);
    for (const who of [await operatorCaller(store(), customer), guest]) {
      expect(await codeOf(who.admin.checkIn.lookup({ code: 'VE-0000000000' }))).toMatch(
        /^(FORBIDDEN|UNAUTHORIZED)$/,
      );
      expect(await codeOf(who.admin.checkIn.day())).toMatch(/^(FORBIDDEN|UNAUTHORIZED)$/);
    }
  });

  it('limits typed-code lookups per operator account', async () => {
    const busy = await accountWithRole(store(), 'staff');
    const caller = await operatorCaller(store(), busy);
    for (let i = 0; i < GATE_LOOKUP_RATE_LIMIT.limit; i += 1) {
      await caller.admin.checkIn.lookup({ code: 'VE-0000000000' });
    }
    expect(await codeOf(caller.admin.checkIn.lookup({ code: 'VE-0000000000' }))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // Another operator's phone at the same gate is not held up by it.
    await expect(
      (await operatorCaller(store(), staff)).admin.checkIn.lookup({ code: 'VE-0000000000' }),
    ).resolves.toMatchObject({ status: 'unknown' });
  });
});
