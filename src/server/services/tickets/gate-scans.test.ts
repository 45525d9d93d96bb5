// Gate scans on both dialects: a ticket scanned on two phones at once admits once; an offline
// phone's queue replayed twice changes nothing the second time; the earliest check-in stands; and
// each refusal the gate shows (used, wrong day, revoked, forged, unknown).
import { randomBytes } from 'node:crypto';
import type { Store } from '../../db/store';
import { accountWithRole, operatorCaller, type TestAccount } from '@/testing/operators';
import { describeEachDialect } from '@/testing/stores';
import { markPaymentPaid } from '../orders/mark-paid';
import { testMethods } from '@/testing/payment-methods';
import { recordGateScan, syncGateScans } from './gate-scans';
import { requestExchange } from '../orders/lifecycle/exchange-ticket';
import { placeTicketOrder } from '../orders/lifecycle/place-ticket-order';
import { getTicketCatalog } from './ticket-catalog';
import {
  newPrivateJwk,
  signingKeyFrom,
  signTicketToken,
  useTicketSigningKey,
} from './ticket-token';
import { loadTicket, ticketViewOf } from './ticket-view';
import { addDays, vietnamClock } from './visit-dates';
import type { GateScanInput } from '@/lib/tickets/gate-scan';

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
}

async function paidTicket(store: Store, quantity = 2): Promise<PaidTicket> {
  const { order } = await placeTicketOrder(
    store,
    catalog,
    {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate,
      lines: [{ ticketType: ADULT, quantity }],
      buyer: { fullName: 'Nguyễn Thị Lan', ...CONTACT },
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
  const row = await store.db
    .selectFrom('tickets')
    .select(['id', 'code'])
    .where('order_id', '=', payment.orderId)
    .executeTakeFirstOrThrow();
  const ticket = await loadTicket(store.db, { id: row.id });
  if (!ticket) throw new Error('ticket not issued');
  const { token } = await ticketViewOf(ticket, catalog, 'vi');
  return { id: row.id, code: row.code, token };
}

function scan(token: string, gate: string, time: string): GateScanInput {
  return {
    token,
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

  it('admits a ticket scanned on two phones at once exactly once, with the holder and one audit entry', async () => {
    const ticket = await paidTicket(store());
    const now = onTheDay('09:01');
    const answers = await Promise.all([
      recordGateScan(store(), actor(), scan(ticket.token, 'Cổng A', '09:00'), { now }),
      recordGateScan(store(), actor(), scan(ticket.token, 'Cổng B', '09:00'), { now }),
    ]);
    const valid = answers.filter((a) => a.status === 'valid');
    expect(valid).toHaveLength(1);
    expect(valid[0]).toMatchObject({
      code: ticket.code,
      ticketType: ADULT,
      quantity: 2,
      visitDate,
      holderName: 'Nguyễn Thị Lan',
    });
    const used = answers.find((a) => a.status !== 'valid');
    const row = await ticketRow(store(), ticket.id);
    expect(row.status).toBe('used');
    expect(used).toEqual({
      scanId: expect.any(String),
      status: 'already-used',
      code: ticket.code,
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

  it('refuses the wrong day, a revoked ticket, a forged or foreign token, and a ticket it never issued', async () => {
    const now = onTheDay('12:00');
    const early = await paidTicket(store(), 1);
    const dayBefore = {
      ...scan(early.token, 'Cổng A', '12:00'),
      scannedAt: onTheDay('12:00').toISOString().replace(visitDate, addDays(visitDate, -1)),
    };
    await expect(recordGateScan(store(), actor(), dayBefore, { now })).resolves.toMatchObject({
      status: 'wrong-day',
    });
    expect((await ticketRow(store(), early.id)).status).toBe('issued');

    // Exchanged for another day: the old code is on the revocation list.
    const exchanged = await paidTicket(store(), 1);
    await requestExchange(store(), catalog, {
      code: exchanged.code,
      contact: { phone: CONTACT.phone },
      newDate: addDays(visitDate, 1),
    });
    await expect(
      recordGateScan(store(), actor(), scan(exchanged.token, 'Cổng A', '12:00'), { now }),
    ).resolves.toMatchObject({ status: 'revoked' });

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
  });
});
