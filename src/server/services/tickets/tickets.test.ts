// Tickets end to end on both dialects: booking with the sandbox payment, issuance once under 20
// webhook deliveries, tokens the gate refuses, date changes by the policy's rules, seats released
// once on expiry or cancel, refund requests, and bad input answered 4xx with nothing changed.
import { addDays, vietnamClock } from '@/lib/calendar';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Store } from '../../db/store';
import { payOrder } from '@/testing/paid-tickets';
import { commerceSnapshot, orderIdOf } from '@/testing/shop';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { DomainError } from '../errors';
import { setDayCapacity } from '../inventory/inventory';
import {
  cancelOrder,
  expireUnpaid,
  exchangeRefusal,
  exchangeTickets,
  placeTicketOrder,
  requestRefund,
} from '../orders';
import { handlePayosWebhook } from '../../http/payment-notices';
import { actOnHostedPage, findSandboxPayment } from '../../sandboxes/payments/payos';
import { SANDBOX_CHECKSUM_KEY } from '@/payment-sandbox-keys';
import { testMethods, testSandboxConfig } from '@/testing/payment-methods';
import { getAvailability } from './availability';
import { checkInTicket, revokedCodes } from './check-in';
import { getTicketCatalog } from './ticket-catalog';
import { signTicketToken } from './ticket-token';
import {
  newPrivateJwk,
  signingKeyFrom,
  ticketSigningKey,
  useTicketSigningKey,
} from '../signing/signing-key';
import { loadTicket, ticketViewOf } from './ticket-view';
import { verifyTicketToken } from '@/lib/tickets/verify-ticket';
import { MAX_TICKETS_PER_TYPE, type TicketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';

jest.setTimeout(120_000);

const catalog = getTicketCatalog();
const ADULT = 've-nguoi-lon';
const CHILD = 've-tre-em';
const SENIOR = 've-nguoi-cao-tuoi';
const today = () => vietnamClock(new Date()).date;
const CONTACT = { email: 'minh.tran@example.vn', phone: '0987654321' };

function bookingInput(
  visitDate: string,
  lines: { ticketType: string; quantity: number }[],
  overrides: Partial<TicketPlaceOrderInput> = {},
): TicketPlaceOrderInput {
  return {
    idempotencyKey: randomBytes(18).toString('base64url'),
    visitDate,
    lines,
    buyer: { fullName: 'Trần Văn Minh', ...CONTACT },
    paymentMethod: 'payos',
    locale: 'vi',
    ...overrides,
  };
}

async function book(store: Store, input: TicketPlaceOrderInput) {
  return placeTicketOrder(store, catalog, input, { userId: null }, { methods: testMethods(store) });
}

async function seat(store: Store, ticketType: string, visitDate: string) {
  const row = await store.db
    .selectFrom('ticket_capacity')
    .select(['capacity', 'sold', 'closed'])
    .where('ticket_type', '=', ticketType)
    .where('visit_date', '=', visitDate)
    .executeTakeFirst();
  return row ? { capacity: Number(row.capacity), sold: Number(row.sold) } : null;
}

/** Pays the order's pending payment as an operator's check would (amount from the row). */
async function pay(store: Store, orderCode: string): Promise<void> {
  await payOrder(store, await orderIdOf(store, orderCode));
}

async function ticketsOf(store: Store, orderCode: string) {
  return store.db
    .selectFrom('tickets')
    .select(['id', 'code', 'access_key', 'ticket_type', 'visit_date', 'quantity', 'status'])
    .where('order_id', '=', await orderIdOf(store, orderCode))
    .orderBy('order_line_id')
    .orderBy('issued_at')
    .execute();
}

async function ticketTableSnapshot(store: Store) {
  const [tickets, capacity, refunds] = await Promise.all([
    store.db.selectFrom('tickets').select(['code', 'status']).orderBy('code').execute(),
    store.db
      .selectFrom('ticket_capacity')
      .select(['ticket_type', 'visit_date', 'sold', 'capacity', 'closed'])
      .orderBy('visit_date')
      .orderBy('ticket_type')
      .execute(),
    store.db.selectFrom('refund_requests').select(['id', 'status']).orderBy('id').execute(),
  ]);
  return {
    commerce: await commerceSnapshot(store),
    tickets: JSON.stringify(tickets),
    capacity: JSON.stringify(capacity.map((r) => ({ ...r, sold: Number(r.sold) }))),
    refunds: JSON.stringify(refunds),
  };
}

async function expectDomainError(promise: Promise<unknown>, kind: string, reason?: string) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe(kind);
    if (reason) expect((error as DomainError).reason).toBe(reason);
    return error as DomainError;
  }
  throw new Error(`expected ${kind}`);
}

beforeAll(async () => {
  useTicketSigningKey(await signingKeyFrom(newPrivateJwk()));
});
afterAll(() => useTicketSigningKey(undefined));

describeEachDialect('tickets', ({ store }) => {
  it('books two adults and a child with the sandbox payment; 20 webhooks issue the e-tickets once', async () => {
    const visitDate = addDays(today(), 7);
    const { order, created } = await book(
      store(),
      bookingInput(visitDate, [
        { ticketType: ADULT, quantity: 2 },
        { ticketType: CHILD, quantity: 1 },
      ]),
    );
    expect(created).toBe(true);
    expect(order).toMatchObject({ kind: 'tickets', status: 'pending', paymentStatus: 'pending' });
    expect(order.lines.map((l) => [l.sku, l.quantity, l.serviceDate])).toEqual([
      [ADULT, 2, visitDate],
      [CHILD, 1, visitDate],
    ]);
    expect(order.totalAmount).toBe(2 * 350_000 + (catalog.find(CHILD)?.unitPrice ?? 0));
    expect(order.shipping).toBeNull();
    expect(order.payment?.checkoutUrl).toMatch(/\/api\/payments\/sandbox\/pay\//);
    // Never payable after the visit day starts (00:00 in Việt Nam = 17:00 UTC the day before).
    expect(Date.parse(order.payment?.expiresAt ?? '')).toBeLessThanOrEqual(
      Date.parse(`${visitDate}T00:00:00+07:00`),
    );
    expect(await seat(store(), ADULT, visitDate)).toMatchObject({ sold: 2 });
    const days = await getAvailability(store(), catalog, { from: visitDate, to: visitDate });
    expect(days[0]?.types.find((t) => t.ticketType === ADULT)).toEqual({
      ticketType: ADULT,
      capacity: 3000,
      left: 2998,
    });

    const attempt = await findSandboxPayment(store(), String(order.payment?.providerOrderCode));
    if (!attempt) throw new Error('no sandbox attempt');
    const paid = await actOnHostedPage(
      store(),
      testSandboxConfig,
      attempt.id,
      'pay',
      attempt.form_token,
    );
    if (paid.kind !== 'redirect' || !paid.webhookBody) throw new Error('sandbox did not pay');
    const body = paid.webhookBody;
    await Promise.all(
      Array.from({ length: 20 }, () => handlePayosWebhook(store(), SANDBOX_CHECKSUM_KEY, body)),
    );
    const tickets = await ticketsOf(store(), order.orderCode);
    // One ticket per person (DESIGN.md §20): two adults are two tickets, each with its own code.
    expect(tickets.map((t) => [t.ticket_type, Number(t.quantity), t.status])).toEqual([
      [ADULT, 1, 'issued'],
      [ADULT, 1, 'issued'],
      [CHILD, 1, 'issued'],
    ]);
    expect(new Set(tickets.map((t) => t.code)).size).toBe(3);
    for (const t of tickets) {
      expect(t.code).toMatch(/^VE-[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(t.access_key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    }
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .select(['body_html', 'body_text'])
      .where('kind', '=', 'e-tickets')
      .where('related_order_id', '=', await orderIdOf(store(), order.orderCode))
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_html).toContain('src="cid:qr-');
    expect(mails[0]?.body_html).not.toContain('<svg');
    expect(mails[0]?.body_text).toContain(`/vi/ve-dien-tu/${tickets[0]?.access_key}`);

    // The order view lists the tickets; the e-ticket answers by its page key.
    const caller = await callerFor(store(), { headers: browserHeaders() });
    const view = await caller.order.get({
      orderCode: order.orderCode,
      contact: { email: CONTACT.email },
    });
    expect(view.tickets.map((t) => t.code)).toEqual(tickets.map((t) => t.code));
    const eTicket = await caller.ticket.get({
      accessKey: tickets[0]?.access_key ?? '',
      locale: 'vi',
    });
    expect(eTicket).toMatchObject({
      code: tickets[0]?.code,
      ticketType: ADULT,
      name: 'Vé người lớn',
      visitDate,
      quantity: 1,
      status: 'issued',
      buyerName: 'Trần Văn Minh',
      orderCode: order.orderCode,
      icsUrl: `/api/tickets/${tickets[0]?.access_key}/ics`,
    });
    expect(eTicket.validity).toContain(visitDate.split('-').reverse().join('/'));
    expect(eTicket.qrSvg).toMatch(/^<svg/);
    // Idempotent: the same key answers the same order and claims nothing more.
    const again = await book(store(), {
      ...bookingInput(visitDate, [{ ticketType: ADULT, quantity: 2 }]),
      idempotencyKey: 'x'.repeat(20),
    });
    const twice = await book(store(), {
      ...bookingInput(visitDate, [{ ticketType: ADULT, quantity: 2 }]),
      idempotencyKey: 'x'.repeat(20),
    });
    expect(twice).toMatchObject({ created: false, order: { orderCode: again.order.orderCode } });
    expect(await seat(store(), ADULT, visitDate)).toMatchObject({ sold: 4 });
  });

  it('refuses tokens that were altered, signed by another key, revoked or for another day; admits once', async () => {
    const visitDate = addDays(today(), 3);
    const { order } = await book(
      store(),
      bookingInput(visitDate, [{ ticketType: ADULT, quantity: 1 }]),
    );
    await pay(store(), order.orderCode);
    const [row] = await ticketsOf(store(), order.orderCode);
    const ticket = await loadTicket(store().db, { id: row?.id ?? '' });
    if (!ticket) throw new Error('no ticket');
    const { token } = await ticketViewOf(ticket, catalog, 'vi');
    const key = (await signingKeyFrom(newPrivateJwk())).publicJwk;
    const ours = [(await ticketSigningKey()).publicJwk];
    const options = { keys: ours, revoked: [] as string[], today: visitDate };
    await expect(verifyTicketToken(token, options)).resolves.toMatchObject({
      ok: true,
      ticket: { code: row?.code, typ: ADULT, d: visitDate, q: 1 },
    });
    const [header, payload, signature] = token.split('.');
    const altered = Buffer.from(payload ?? '', 'base64url')
      .toString()
      .replace('"q":1', '"q":9');
    const forged = `${header}.${Buffer.from(altered).toString('base64url')}.${signature}`;
    await expect(verifyTicketToken(forged, options)).resolves.toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    // Another key with the same kid claimed: the signature does not hold.
    await expect(
      verifyTicketToken(token, { ...options, keys: [{ ...key, kid: ours[0]?.kid }] }),
    ).resolves.toEqual({ ok: false, reason: 'bad-signature' });
    const other = await signingKeyFrom(newPrivateJwk());
    const foreign = await signTicketToken(
      { tid: row?.id ?? '', code: row?.code ?? '', typ: ADULT, d: visitDate, q: 1 },
      other,
    );
    await expect(verifyTicketToken(foreign, options)).resolves.toEqual({
      ok: false,
      reason: 'unknown-key',
    });
    await expect(
      verifyTicketToken(token, { ...options, revoked: [row?.code ?? ''] }),
    ).resolves.toEqual({ ok: false, reason: 'revoked' });
    await expect(
      verifyTicketToken(token, { ...options, today: addDays(visitDate, 1) }),
    ).resolves.toEqual({ ok: false, reason: 'wrong-day' });
    await expect(verifyTicketToken('not.a.token', options)).resolves.toMatchObject({ ok: false });

    // Check-in: the wrong day is refused; on the day two racing scans admit once.
    const dayBefore = new Date(`${addDays(visitDate, -1)}T10:00:00+07:00`);
    await expect(checkInTicket(store(), { token, gate: 'G1', now: dayBefore })).resolves.toEqual({
      admitted: false,
      reason: 'wrong-day',
    });
    const onTheDay = new Date(`${visitDate}T09:00:00+07:00`);
    const scans = await Promise.all([
      checkInTicket(store(), { token, gate: 'G1', now: onTheDay }),
      checkInTicket(store(), { token, gate: 'G2', now: onTheDay }),
    ]);
    expect(scans.filter((s) => s.admitted)).toHaveLength(1);
    expect(scans.find((s) => !s.admitted)).toEqual({ admitted: false, reason: 'already-used' });
    await expect(
      checkInTicket(store(), { token: forged, gate: 'G1', now: onTheDay }),
    ).resolves.toEqual({
      admitted: false,
      reason: 'bad-signature',
    });
    // A used ticket cannot change its date.
    await expectDomainError(
      exchangeTickets(store(), catalog, {
        code: row?.code ?? '',
        contact: { phone: CONTACT.phone },
        newDate: addDays(visitDate, 2),
      }),
      'BAD_REQUEST',
      'exchange-used',
    );
  });

  it('changes the date once: old seat released, new one claimed, old code revoked, new code valid', async () => {
    const visitDate = addDays(today(), 5);
    const newDate = addDays(today(), 9);
    const { order } = await book(
      store(),
      bookingInput(visitDate, [{ ticketType: SENIOR, quantity: 2 }]),
    );
    await pay(store(), order.orderCode);
    const [old] = await ticketsOf(store(), order.orderCode);
    const oldTicket = await loadTicket(store().db, { id: old?.id ?? '' });
    if (!oldTicket) throw new Error('no ticket');
    const oldToken = (await ticketViewOf(oldTicket, catalog, 'vi')).token;
    const before = {
      old: await seat(store(), SENIOR, visitDate),
      new: await seat(store(), SENIOR, newDate),
    };
    await expectDomainError(
      exchangeTickets(store(), catalog, {
        code: old?.code ?? '',
        contact: { phone: '0900000000' },
        newDate,
      }),
      'NOT_FOUND',
      'ticket-not-found',
    );
    const fresh = await exchangeTickets(store(), catalog, {
      code: old?.code ?? '',
      contact: { phone: '+84987654321' },
      newDate,
    });
    // One of the two seniors moves; the other stays on the first day.
    expect(fresh).toMatchObject({
      visitDate: newDate,
      quantity: 1,
      status: 'issued',
      ticketType: SENIOR,
    });
    expect(fresh.code).not.toBe(old?.code);
    expect(await seat(store(), SENIOR, visitDate)).toMatchObject({
      sold: (before.old?.sold ?? 0) - 1,
    });
    expect(await seat(store(), SENIOR, newDate)).toMatchObject({
      sold: (before.new?.sold ?? 0) + 1,
    });
    const revoked = await revokedCodes(store(), today());
    expect(revoked).toContain(old?.code);
    expect(revoked).not.toContain(fresh.code);
    const keys = [(await ticketSigningKey()).publicJwk];
    await expect(verifyTicketToken(oldToken, { keys, revoked, today: visitDate })).resolves.toEqual(
      {
        ok: false,
        reason: 'revoked',
      },
    );
    await expect(
      verifyTicketToken(fresh.token, { keys, revoked, today: newDate }),
    ).resolves.toMatchObject({ ok: true });
    // Once: neither the old code nor the new one changes again.
    for (const code of [old?.code ?? '', fresh.code]) {
      await expectDomainError(
        exchangeTickets(store(), catalog, {
          code,
          contact: { email: CONTACT.email },
          newDate: addDays(today(), 12),
        }),
        'BAD_REQUEST',
        'exchange-once',
      );
    }
    const view = await (
      await callerFor(store(), { headers: browserHeaders() })
    ).order.get({
      orderCode: order.orderCode,
      contact: { email: CONTACT.email },
    });
    expect(view.tickets.map((t) => [t.code, t.status])).toEqual([
      [old?.code, 'exchanged'],
      [expect.any(String), 'issued'],
      [fresh.code, 'issued'],
    ]);
  });

  it('applies the policy: before 17:30 the day before, not past; a closed day exchanges regardless', () => {
    const options = (now: string, closedDay = false) => ({
      now: new Date(now),
      closes: '17:30',
      closedDay,
    });
    const ticket = { status: 'issued' as const, visit_date: '2026-12-10', exchanged_from: null };
    expect(exchangeRefusal(ticket, options('2026-12-09T17:29:00+07:00'))).toBeNull();
    expect(exchangeRefusal(ticket, options('2026-12-09T17:30:00+07:00'))?.reason).toBe(
      'exchange-too-late',
    );
    expect(exchangeRefusal(ticket, options('2026-12-11T08:00:00+07:00'))?.reason).toBe(
      'exchange-past',
    );
    expect(exchangeRefusal(ticket, options('2026-12-10T08:00:00+07:00', true))).toBeNull();
    expect(
      exchangeRefusal({ ...ticket, status: 'used' }, options('2026-12-01T08:00:00+07:00', true))
        ?.reason,
    ).toBe('exchange-used');
  });

  it('books a group at the largest advertised tier (50 adults, 15% off) while the day has the seats', async () => {
    const visitDate = addDays(today(), 22);
    const { order } = await book(
      store(),
      bookingInput(visitDate, [{ ticketType: ADULT, quantity: MAX_TICKETS_PER_TYPE }]),
    );
    expect(order.lines.map((l) => [l.sku, l.quantity])).toEqual([[ADULT, 50]]);
    expect(order.totalAmount).toBe(50 * 350_000 * 0.85);
    expect(await seat(store(), ADULT, visitDate)).toMatchObject({ sold: 50 });

    const fullDay = addDays(today(), 23);
    await setDayCapacity(store(), { ticketType: ADULT, visitDate: fullDay, capacity: 49 }, 1000);
    await expectDomainError(
      book(store(), bookingInput(fullDay, [{ ticketType: ADULT, quantity: 50 }])),
      'CONFLICT',
      'not-enough-seats',
    );
  });

  it('answers CONFLICT naming the type and the seats left, and changes nothing', async () => {
    const visitDate = addDays(today(), 20);
    await setDayCapacity(store(), { ticketType: CHILD, visitDate, capacity: 3 }, 1000);
    const before = await ticketTableSnapshot(store());
    const error = await expectDomainError(
      book(
        store(),
        bookingInput(visitDate, [
          { ticketType: ADULT, quantity: 1 },
          { ticketType: CHILD, quantity: 4 },
        ]),
      ),
      'CONFLICT',
      'not-enough-seats',
    );
    expect(error.details?.lines).toEqual([{ sku: CHILD, name: 'Vé trẻ em', left: 3 }]);
    // The adult claim made before the refusal rolled back with it (no day row left behind either).
    expect(await ticketTableSnapshot(store())).toEqual(before);
    await setDayCapacity(store(), { ticketType: CHILD, visitDate, closed: true }, 1000);
    await expectDomainError(
      book(
        store(),
        bookingInput(visitDate, [
          { ticketType: ADULT, quantity: 1 },
          { ticketType: CHILD, quantity: 1 },
        ]),
      ),
      'CONFLICT',
      'day-closed',
    );
    const [day] = await getAvailability(store(), catalog, { from: visitDate, to: visitDate });
    expect(day?.types.find((t) => t.ticketType === CHILD)?.left).toBe(0);
  });

  it('gives seats held by an unpaid order back exactly once on expiry or cancel', async () => {
    const visitDate = addDays(today(), 11);
    const a = await book(
      store(),
      bookingInput(visitDate, [{ ticketType: ADULT, quantity: 3 }], { paymentMethod: 'vietqr' }),
    );
    const b = await book(store(), bookingInput(visitDate, [{ ticketType: ADULT, quantity: 4 }]));
    expect(await seat(store(), ADULT, visitDate)).toMatchObject({ sold: 7 });
    const late = new Date(Date.parse(`${visitDate}T00:00:00+07:00`) + 1000);
    const swept = await Promise.all([
      expireUnpaid(store(), late),
      expireUnpaid(store(), late),
      expireUnpaid(store(), late),
    ]);
    expect(swept.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(2);
    expect(await seat(store(), ADULT, visitDate)).toMatchObject({ sold: 0 });
    const results = await Promise.all(
      [a, b].flatMap(({ order }) =>
        Array.from({ length: 5 }, async () =>
          cancelOrder(store(), {
            orderId: await orderIdOf(store(), order.orderCode),
            reason: 'x',
            actor: 'test',
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(0);
    expect(await seat(store(), ADULT, visitDate)).toMatchObject({ sold: 0 });
    const c = await book(store(), bookingInput(visitDate, [{ ticketType: ADULT, quantity: 5 }]));
    const cancels = await Promise.all(
      Array.from({ length: 10 }, async () =>
        cancelOrder(store(), {
          orderId: await orderIdOf(store(), c.order.orderCode),
          reason: 'x',
          actor: 'test',
        }),
      ),
    );
    expect(cancels.filter((r) => r.applied)).toHaveLength(1);
    expect(await seat(store(), ADULT, visitDate)).toMatchObject({ sold: 0 });
  });

  it('lets two exchanges race for the last seat: one wins, the other hears CONFLICT', async () => {
    const visitDate = addDays(today(), 14);
    const target = addDays(today(), 15);
    const orders = [];
    for (let i = 0; i < 2; i += 1) {
      const { order } = await book(
        store(),
        bookingInput(visitDate, [{ ticketType: ADULT, quantity: 1 }]),
      );
      await pay(store(), order.orderCode);
      orders.push((await ticketsOf(store(), order.orderCode))[0]?.code ?? '');
    }
    await setDayCapacity(store(), { ticketType: ADULT, visitDate: target, capacity: 1 }, 3000);
    const results = await Promise.allSettled(
      orders.map((code) =>
        exchangeTickets(store(), catalog, {
          code,
          contact: { email: CONTACT.email },
          newDate: target,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' && (lost.reason as DomainError).kind).toBe('CONFLICT');
    expect(await seat(store(), ADULT, target)).toEqual({ capacity: 1, sold: 1 });
    expect(await seat(store(), ADULT, visitDate)).toMatchObject({ sold: 1 });
  });

  it('takes a refund request for a paid order and shows its status with the order', async () => {
    const visitDate = addDays(today(), 6);
    const { order } = await book(
      store(),
      bookingInput(visitDate, [{ ticketType: ADULT, quantity: 1 }]),
    );
    const input = {
      orderCode: order.orderCode,
      contact: { email: CONTACT.email },
      reason: 'Lịch trình thay đổi',
    };
    await expectDomainError(requestRefund(store(), input, null), 'BAD_REQUEST', 'not-paid');
    await pay(store(), order.orderCode);
    await expectDomainError(
      requestRefund(store(), { ...input, contact: { phone: '0911111111' } }, null),
      'NOT_FOUND',
    );
    const caller = await callerFor(store(), { headers: browserHeaders() });
    await expect(caller.order.requestRefund(input)).resolves.toMatchObject({ status: 'requested' });
    await expectDomainError(
      requestRefund(store(), input, null),
      'CONFLICT',
      'refund-already-requested',
    );
    const view = await caller.order.get({
      orderCode: order.orderCode,
      contact: { email: CONTACT.email },
    });
    expect(view.refund).toMatchObject({ status: 'requested', decidedAt: null });
  });

  it('answers bad input on every new procedure with 4xx and changes nothing', async () => {
    const caller = await callerFor(store(), { headers: browserHeaders() });
    const before = await ticketTableSnapshot(store());
    const day = addDays(today(), 4);
    const place = (patch: Record<string, unknown>) =>
      caller.ticket.placeOrder({
        ...bookingInput(day, [{ ticketType: ADULT, quantity: 1 }]),
        ...patch,
      } as TicketPlaceOrderInput);
    const cases: [Promise<unknown>, string][] = [
      [place({ visitDate: addDays(today(), -1) }), 'BAD_REQUEST'],
      [place({ visitDate: addDays(today(), 61) }), 'BAD_REQUEST'],
      [place({ visitDate: '2026-02-30' }), 'BAD_REQUEST'],
      [place({ visitDate: 'tomorrow' }), 'BAD_REQUEST'],
      [place({ lines: [{ ticketType: 've-khong-co', quantity: 1 }] }), 'NOT_FOUND'],
      [place({ lines: [{ ticketType: '../etc', quantity: 1 }] }), 'BAD_REQUEST'],
      [place({ lines: [{ ticketType: ADULT, quantity: 0 }] }), 'BAD_REQUEST'],
      [place({ lines: [{ ticketType: ADULT, quantity: -2 }] }), 'BAD_REQUEST'],
      [place({ lines: [{ ticketType: ADULT, quantity: 1.5 }] }), 'BAD_REQUEST'],
      [place({ lines: [{ ticketType: ADULT, quantity: 1e9 }] }), 'BAD_REQUEST'],
      [
        place({ lines: [{ ticketType: ADULT, quantity: MAX_TICKETS_PER_TYPE + 1 }] }),
        'BAD_REQUEST',
      ],
      [
        place({
          lines: [
            { ticketType: ADULT, quantity: MAX_TICKETS_PER_TYPE - 5 },
            { ticketType: ADULT, quantity: 6 },
          ],
        }),
        'BAD_REQUEST',
      ],
      [place({ lines: [] }), 'BAD_REQUEST'],
      [place({ paymentMethod: 'cod' }), 'BAD_REQUEST'],
      [place({ buyer: { fullName: ' ', email: 'x', phone: '1' } }), 'BAD_REQUEST'],
      [caller.ticket.getAvailability({ from: addDays(today(), -1), to: today() }), 'BAD_REQUEST'],
      [caller.ticket.getAvailability({ from: today(), to: addDays(today(), 61) }), 'BAD_REQUEST'],
      [caller.ticket.getAvailability({ from: addDays(today(), 3), to: today() }), 'BAD_REQUEST'],
      [caller.ticket.getAvailability({ from: '2026-13-01', to: today() }), 'BAD_REQUEST'],
      [caller.ticket.get({ accessKey: 'short', locale: 'vi' }), 'BAD_REQUEST'],
      [caller.ticket.get({ accessKey: 'A'.repeat(24), locale: 'vi' }), 'NOT_FOUND'],
      [
        caller.ticket.get({
          code: 'VE-0000000000',
          contact: { email: CONTACT.email },
          locale: 'vi',
        }),
        'NOT_FOUND',
      ],
      [
        caller.ticket.exchangeTickets({
          code: 'VE-123',
          contact: { email: CONTACT.email },
          newDate: day,
        }),
        'BAD_REQUEST',
      ],
      [
        caller.ticket.exchangeTickets({ code: 'VE-0000000000', contact: {}, newDate: day }),
        'BAD_REQUEST',
      ],
      [
        caller.ticket.exchangeTickets({
          code: 'VE-0000000000',
          contact: { email: CONTACT.email },
          newDate: '2026-1-1',
        }),
        'BAD_REQUEST',
      ],
      [
        caller.ticket.exchangeTickets({
          code: 'VE-0000000000',
          contact: { email: CONTACT.email },
          newDate: day,
        }),
        'NOT_FOUND',
      ],
      [
        caller.order.requestRefund({
          orderCode: 'NM-00000000',
          contact: { email: CONTACT.email },
          reason: '',
        }),
        'BAD_REQUEST',
      ],
      [
        caller.order.requestRefund({
          orderCode: 'NM-00000000',
          contact: { email: CONTACT.email },
          reason: 'x\u202Ey',
        }),
        'BAD_REQUEST',
      ],
      [
        caller.order.requestRefund({
          orderCode: 'NM-00000000',
          contact: { email: CONTACT.email },
          reason: 'Đổi ý',
        }),
        'NOT_FOUND',
      ],
    ];
    for (const [promise, code] of cases) {
      await expect(promise).rejects.toMatchObject({ code });
    }
    const after = await ticketTableSnapshot(store());
    // Rate-limit hits are not commerce rows; everything else is as it was.
    expect(after).toEqual(before);
  });
});

describe('ticket signing keys', () => {
  it('reads a PKCS8 PEM (with literal \\n as env files carry it) and a JWK to the same public key', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
    const fromPem = await signingKeyFrom(pem.replace(/\n/g, '\\n'));
    const fromJwk = await signingKeyFrom(jwk);
    expect(fromPem.publicJwk).toEqual(fromJwk.publicJwk);
    expect(fromPem.publicJwk).not.toHaveProperty('d');
    const { privateKey: rsa } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    await expect(
      signingKeyFrom(rsa.export({ format: 'pem', type: 'pkcs8' }).toString()),
    ).rejects.toThrow(/Ed25519/);
  });
});
