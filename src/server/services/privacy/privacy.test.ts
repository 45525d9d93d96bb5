// Privacy through the real router on SQLite and PostgreSQL: consent evidence without
// an address, the account's export, and deletion — wrong password changes nothing; afterwards the
// login fails everywhere, orders keep their figures but no name, email or phone, and future
// tickets are cancelled or kept as chosen.
import { addDays, vietnamClock } from '@/lib/calendar';
import { TRPCError } from '@trpc/server';
import { PRIVACY_NOTICE_VERSION } from '@/config';
import type { Store } from '../../db/store';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { accountWithRole, codeOf, operatorCaller } from '@/testing/operators';
import {
  bookPaidTickets,
  bookTickets,
  seatsSold,
  setUpTicketSigningKey,
} from '@/testing/paid-tickets';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { settleDeliveries } from '../mail/outbox';
import { hashPassword } from '../auth/passwords';
import { CONSENT_RATE_LIMIT } from './consents';
import { addWorkingDays } from './working-days';

setUpTempOutbox('outbox-privacy-');
setUpTicketSigningKey();
// Password checks run scrypt in a helper process at the lowest priority.
jest.setTimeout(60_000);

const ADULT = 've-nguoi-lon';
const PASSWORD = 'núi mây mùa hoa ban';
let counter = 0;

function headers(extra: Record<string, string> = {}) {
  counter += 1;
  return browserHeaders({ 'x-forwarded-for': `198.51.100.${counter}`, ...extra });
}

function api(store: Store, token?: string, ip = headers()) {
  return callerFor(store, {
    headers: token ? { ...ip, authorization: `Bearer ${token}` } : ip,
    http: { method: 'POST' },
  });
}

function anonymousId(n: number) {
  return `c_${n.toString(16).padStart(32, '0')}`;
}

// One real scrypt hash for every account of the file (each costs 128 MiB and a fraction of a second).
let passwordHash: Promise<string> | undefined;

async function registered(store: Store) {
  const account = await accountWithRole(store, 'customer');
  passwordHash ??= hashPassword(PASSWORD);
  await store.db
    .updateTable('users')
    .set({ password_hash: await passwordHash, first_name: 'Lan', phone: '0912345678' })
    .where('id', '=', account.userId)
    .execute();
  return { email: account.email, userId: account.userId, token: account.accessToken };
}

/** A ticket order placed as the account holder (the buyer form carries the same facts). */
async function ticketOrderOf(
  store: Store,
  account: { userId: string; email: string },
  visitDate: string,
  paid: boolean,
) {
  const buyer = { fullName: 'Nguyễn Thị Lan', email: account.email, phone: '0912345678' };
  const lines = [{ ticketType: ADULT, quantity: 2 }];
  const order = paid
    ? await bookPaidTickets(store, visitDate, lines, buyer)
    : await bookTickets(store, visitDate, lines, buyer);
  await store.db
    .updateTable('orders')
    .set({ user_id: account.userId })
    .where('id', '=', order.orderId)
    .execute();
  return order;
}

describeEachDialect('privacy', ({ store }) => {
  afterEach(() => settleDeliveries());
  const visitDate = () => addDays(vietnamClock(new Date()).date, 5);

  it('records a consent with its anonymous id, version and choices, and no address', async () => {
    const ip = headers({ 'x-forwarded-for': '203.0.113.99' });
    const call = await api(store(), undefined, ip);
    const input = {
      anonymousId: anonymousId(1),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      choices: { analytics: false, advertising: true },
    };
    await call.consent.record(input);
    const row = await store()
      .db.selectFrom('consents')
      .selectAll()
      .where('anonymous_id', '=', input.anonymousId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      notice_version: PRIVACY_NOTICE_VERSION,
      analytics: 0,
      advertising: 1,
      user_id: null,
    });
    expect(JSON.stringify(row)).not.toContain('203.0.113.99');
    expect(await codeOf(call.consent.record({ ...input, anonymousId: 'not-an-id' }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('limits consent records per address', async () => {
    const ip = headers();
    const call = await api(store(), undefined, ip);
    for (let i = 0; i < CONSENT_RATE_LIMIT.limit; i += 1) {
      await call.consent.record({
        anonymousId: anonymousId(1000 + i),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        choices: { analytics: true, advertising: true },
      });
    }
    const over = call.consent.record({
      anonymousId: anonymousId(2000),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      choices: { analytics: true, advertising: true },
    });
    expect(await codeOf(over)).toBe('TOO_MANY_REQUESTS');
  });

  it("exports the account's profile, orders, tickets, reviews, comments, sessions and consents", async () => {
    const account = await registered(store());
    const call = await api(store(), account.token);
    const order = await ticketOrderOf(store(), account, visitDate(), true);
    await call.consent.record({
      anonymousId: anonymousId(3),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      choices: { analytics: true, advertising: false },
    });
    await call.review.create({
      authorName: 'Lan',
      rating: 5,
      content: 'Cáp treo êm, cảnh đẹp.',
      serviceType: 'cable-car',
      visitDate: vietnamClock(new Date()).date,
    });
    await call.comment.create({
      postSlug: 'le-hoi-hoa-tam-giac-mach',
      name: 'Lan',
      email: account.email,
      content: 'Đẹp quá!',
    });
    await call.userSession.startSession({
      sessionId: `${Date.now().toString(36)}_${'a'.repeat(32)}`,
      userId: null,
      ipAddress: null,
      country: null,
      userAgent: 'jest',
      deviceInfo: null,
      referrer: '',
      landingPage: '/vi',
    });

    const data = await call.account.exportData();
    expect(data.profile).toMatchObject({
      email: account.email,
      firstName: 'Lan',
      phone: '0912345678',
    });
    expect(data.orders.map((o) => o.orderCode)).toEqual([order.orderCode]);
    // One ticket per person of the order.
    expect(data.tickets).toEqual(
      Array.from({ length: 2 }, () =>
        expect.objectContaining({
          orderCode: order.orderCode,
          ticketType: ADULT,
          visitDate: visitDate(),
        }),
      ),
    );
    expect(data.reviews).toEqual([expect.objectContaining({ content: 'Cáp treo êm, cảnh đẹp.' })]);
    expect(data.comments).toEqual([expect.objectContaining({ content: 'Đẹp quá!' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.consents).toEqual([
      expect.objectContaining({
        anonymousId: anonymousId(3),
        choices: { analytics: true, advertising: false },
      }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/password|token_hash|scrypt/);
    expect(await codeOf((await api(store())).account.exportData())).toBe('UNAUTHORIZED');
  });

  it('refuses a wrong password and changes nothing', async () => {
    const account = await registered(store());
    const call = await api(store(), account.token);
    const refusal = call.account.delete({ password: 'not my password' });
    await expect(refusal).rejects.toThrow(TRPCError);
    expect(await codeOf(call.account.delete({ password: 'not my password' }))).toBe('UNAUTHORIZED');
    expect((await call.profile.getMyProfile()).email).toBe(account.email);
  });

  it('erases the account: login fails, tokens die, orders keep figures but no person', async () => {
    const account = await registered(store());
    const second = await (
      await api(store())
    ).auth.login({ email: account.email, password: PASSWORD });
    const call = await api(store(), account.token);
    const kept = await ticketOrderOf(store(), account, visitDate(), true);
    await call.review.create({
      authorName: 'Nguyễn Thị Lan',
      profession: 'Giáo viên',
      rating: 4,
      content: 'Rất vui.',
      serviceType: 'cable-car',
      visitDate: vietnamClock(new Date()).date,
    });

    const result = await call.account.delete({ password: PASSWORD, futureTickets: 'keep' });
    expect(result).toEqual({ deleted: true, cancelledOrders: 0, refundRequests: 0 });

    // A new request with either token: the context resolves no user any more.
    expect(await codeOf((await api(store(), account.token)).profile.getMyProfile())).toBe(
      'UNAUTHORIZED',
    );
    expect(await codeOf((await api(store(), second.accessToken)).profile.getMyProfile())).toBe(
      'UNAUTHORIZED',
    );
    expect(
      await codeOf((await api(store())).auth.login({ email: account.email, password: PASSWORD })),
    ).toBe('UNAUTHORIZED');
    const order = await store()
      .db.selectFrom('orders')
      .selectAll()
      .where('id', '=', kept.orderId)
      .executeTakeFirstOrThrow();
    expect(order.total_amount).toBe(kept.totalAmount);
    expect(order.user_id).toBeNull();
    const text = JSON.stringify(order);
    expect(text).not.toContain(account.email);
    expect(text).not.toContain('0912345678');
    expect(text).not.toContain('Nguyễn Thị Lan');
    // Kept tickets stay valid for their day.
    const tickets = await store()
      .db.selectFrom('tickets')
      .select('status')
      .where('order_id', '=', kept.orderId)
      .execute();
    expect(tickets.map((t) => t.status)).toEqual(['issued', 'issued']);
    const review = await store()
      .db.selectFrom('reviews')
      .select(['author_name', 'profession', 'user_id'])
      .where('content', '=', 'Rất vui.')
      .executeTakeFirstOrThrow();
    expect(review).toEqual({ author_name: 'Ẩn danh', profession: null, user_id: null });
    const users = await store()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .execute();
    expect(users).toEqual([]);
  });

  it('cancels future tickets when asked: unpaid orders release their seats, paid ones ask a refund', async () => {
    const account = await registered(store());
    const call = await api(store(), account.token);
    const day = addDays(visitDate(), 1);
    const unpaid = await ticketOrderOf(store(), account, day, false);
    const paid = await ticketOrderOf(store(), account, day, true);
    expect((await seatsSold(store(), ADULT, day))?.sold).toBe(4);

    const result = await call.account.delete({ password: PASSWORD, futureTickets: 'cancel' });
    expect(result).toEqual({ deleted: true, cancelledOrders: 1, refundRequests: 1 });
    expect((await seatsSold(store(), ADULT, day))?.sold).toBe(2);
    const statuses = await store()
      .db.selectFrom('orders')
      .select(['id', 'status'])
      .where('id', 'in', [unpaid.orderId, paid.orderId])
      .execute();
    expect(Object.fromEntries(statuses.map((o) => [o.id, o.status]))).toEqual({
      [unpaid.orderId]: 'cancelled',
      [paid.orderId]: 'confirmed',
    });
    const refund = await store()
      .db.selectFrom('refund_requests')
      .select(['status', 'contact_email', 'contact_phone'])
      .where('order_id', '=', paid.orderId)
      .executeTakeFirstOrThrow();
    expect(refund).toEqual({ status: 'requested', contact_email: null, contact_phone: null });
  });

  it('opens a guest request only through the mailed link, then operators work it with a trail', async () => {
    const email = `guest-${Date.now().toString(36)}@example.vn`;
    const guest = await api(store());
    expect(
      await guest.dataRequest.create({ email, kind: 'delete', message: 'Xin xóa dữ liệu của tôi' }),
    ).toEqual({ ok: true });
    const staff = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    // Unconfirmed: nobody works it yet.
    expect((await staff.admin.dataRequests.list()).some((r) => r.email === email)).toBe(false);

    const mail = await store()
      .db.selectFrom('mail_outbox')
      .select(['body_text', 'kind'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('data-request-confirm');
    const token = /request=([A-Za-z0-9_-]{43})/.exec(mail.body_text)?.[1] ?? '';
    expect(mail.body_text).toContain('/vi/chinh-sach-bao-mat?request=');

    const verified = await guest.dataRequest.verify({ token });
    expect(verified.kind).toBe('delete');
    expect(await codeOf(guest.dataRequest.verify({ token }))).toBe('NOT_FOUND');

    const [listed] = (await staff.admin.dataRequests.list()).filter((r) => r.email === email);
    expect(listed).toMatchObject({ status: 'open', kind: 'delete', overdue: false });
    expect(listed?.acknowledgeBy).toBe(verified.acknowledgeBy);
    const id = listed?.id ?? '';
    await staff.admin.dataRequests.advance({ id, step: 'acknowledge', note: null });
    expect(
      await codeOf(staff.admin.dataRequests.advance({ id, step: 'acknowledge', note: null })),
    ).toBe('CONFLICT');
    await staff.admin.dataRequests.advance({ id, step: 'complete', note: 'Đã xóa 2 bình luận' });
    const [done] = (await staff.admin.dataRequests.list()).filter((r) => r.id === id);
    expect(done?.status).toBe('done');
    expect(done?.history.map((h) => [h.action, h.note])).toEqual([
      ['data-request.acknowledge', null],
      ['data-request.complete', 'Đã xóa 2 bình luận'],
    ]);
    const customer = await accountWithRole(store(), 'customer');
    expect(await codeOf((await api(store(), customer.accessToken)).admin.dataRequests.list())).toBe(
      'FORBIDDEN',
    );
  });
});

describe('data request deadlines', () => {
  it('count two working days from a Friday to the Tuesday', () => {
    // Friday 10:00 in Vietnam.
    const friday = new Date('2026-01-09T03:00:00Z');
    expect(addWorkingDays(friday, 2).toISOString()).toBe('2026-01-13T03:00:00.000Z');
    expect(addWorkingDays(new Date('2026-01-12T03:00:00Z'), 2).toISOString()).toBe(
      '2026-01-14T03:00:00.000Z',
    );
  });
});
