// admin.orders.* on both dialects, through the real router with staff tokens: the list's filters,
// search and pages; the detail; every step the table allows and those it refuses (CONFLICT, nothing
// changed); the audit entry each change writes; and races between two operators (applied once).
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Store } from '../../db/store';
import { getOrderView, placeTicketOrder } from '../../services/orders';
import { testMethods } from '@/testing/payment-methods';
import { placeTestOrder, stockOf } from '@/testing/goods-orders';
import { getTicketCatalog } from '../../services/tickets/ticket-catalog';
import { accountWithRole, operatorCaller, type TestAccount } from '@/testing/operators';
import { describeEachDialect } from '@/testing/stores';

jest.setTimeout(120_000);

async function bookTickets(store: Store, quantity: number, email = 'minh.tran@example.vn') {
  const visitDate = addDays(vietnamClock(new Date()).date, 5);
  const { order } = await placeTicketOrder(
    store,
    getTicketCatalog(),
    {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate,
      lines: [{ ticketType: 've-nguoi-lon', quantity }],
      buyer: { fullName: 'Trần Văn Minh', email, phone: '0987654321' },
      paymentMethod: 'vietqr',
      locale: 'vi',
    },
    { userId: null },
    { methods: testMethods(store) },
  );
  return { order, visitDate };
}

async function codeOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
    return { code: 'OK', message: '' };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
}

async function auditOf(store: Store, orderCode: string) {
  const rows = await store.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'details_json'])
    .where('target_type', '=', 'order')
    .where('target_id', '=', orderCode)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    actor: r.actor_email,
    details: r.details_json ? (JSON.parse(r.details_json) as Record<string, unknown>) : null,
  }));
}

async function mailsOf(store: Store, orderCode: string, kind: string): Promise<number> {
  const rows = await store.db
    .selectFrom('mail_outbox')
    .innerJoin('orders', 'orders.id', 'mail_outbox.related_order_id')
    .select('mail_outbox.id')
    .where('orders.order_code', '=', orderCode)
    .where('mail_outbox.kind', '=', kind)
    .execute();
  return rows.length;
}

async function ticketCount(store: Store, orderCode: string): Promise<number> {
  const rows = await store.db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select('tickets.id')
    .where('orders.order_code', '=', orderCode)
    .execute();
  return rows.length;
}

async function soldOf(store: Store, visitDate: string): Promise<number> {
  const row = await store.db
    .selectFrom('ticket_capacity')
    .select('sold')
    .where('ticket_type', '=', 've-nguoi-lon')
    .where('visit_date', '=', visitDate)
    .executeTakeFirstOrThrow();
  return Number(row.sold);
}

describeEachDialect('admin.orders', ({ store }) => {
  let staff: TestAccount;
  let otherStaff: TestAccount;
  const asStaff = () => operatorCaller(store(), staff);
  const asOther = () => operatorCaller(store(), otherStaff);

  beforeAll(async () => {
    staff = await accountWithRole(store(), 'staff');
    otherStaff = await accountWithRole(store(), 'admin');
  });

  it('lists newest first, filters by status, payment status, method and day, and searches code, phone and email', async () => {
    const cod = await placeTestOrder(store(), 'cod', 1);
    const transfer = await placeTestOrder(store(), 'vietqr', 1);
    const { order: tickets } = await bookTickets(store(), 1, 'hoa.le@example.vn');
    const caller = await asStaff();

    const all = await caller.admin.orders.list({});
    const codes = all.orders.map((o) => o.orderCode);
    expect(codes.slice(0, 3)).toEqual([tickets.orderCode, transfer.orderCode, cod.orderCode]);
    expect(all.orders[0]).toMatchObject({
      orderCode: tickets.orderCode,
      kind: 'tickets',
      status: 'pending',
      paymentStatus: 'pending',
      method: 'vietqr',
      totalAmount: tickets.totalAmount,
      customerName: 'Trần Văn Minh',
      contactEmail: 'hoa.le@example.vn',
    });

    const byMethod = await caller.admin.orders.list({ method: 'cod' });
    expect(byMethod.orders.map((o) => o.orderCode)).toContain(cod.orderCode);
    expect(byMethod.orders.every((o) => o.method === 'cod')).toBe(true);
    // Cash on delivery confirms at once: confirmed, payment pending.
    const confirmed = await caller.admin.orders.list({ status: 'confirmed' });
    expect(confirmed.orders.map((o) => o.orderCode)).toContain(cod.orderCode);
    expect(confirmed.orders.map((o) => o.orderCode)).not.toContain(transfer.orderCode);
    const unpaid = await caller.admin.orders.list({ paymentStatus: 'paid' });
    expect(unpaid.orders.map((o) => o.orderCode)).not.toContain(cod.orderCode);

    const today = vietnamClock(new Date()).date;
    const todays = await caller.admin.orders.list({ createdFrom: today, createdTo: today });
    expect(todays.orders.map((o) => o.orderCode)).toContain(cod.orderCode);
    const tomorrow = addDays(today, 1);
    expect((await caller.admin.orders.list({ createdFrom: tomorrow })).orders).toEqual([]);
    expect((await caller.admin.orders.list({ createdTo: addDays(today, -1) })).orders).toEqual([]);

    const byCode = await caller.admin.orders.list({ search: transfer.orderCode.toLowerCase() });
    expect(byCode.orders.map((o) => o.orderCode)).toEqual([transfer.orderCode]);
    const byEmail = await caller.admin.orders.list({ search: 'HOA.LE@' });
    expect(byEmail.orders.map((o) => o.orderCode)).toEqual([tickets.orderCode]);
    // Typed as +84 or with spaces, the ticket buyer's 0987654321 is found.
    const byPhone = await caller.admin.orders.list({ search: '+84 987 654 321' });
    expect(byPhone.orders.map((o) => o.orderCode)).toContain(tickets.orderCode);
    expect(byPhone.orders.map((o) => o.orderCode)).not.toContain(cod.orderCode);
    expect((await caller.admin.orders.list({ search: 'nobody@nowhere.example' })).orders).toEqual(
      [],
    );
  });

  it('pages by keyset with no order twice or missed, at most 50 a page', async () => {
    for (let i = 0; i < 3; i += 1) await placeTestOrder(store(), 'cod', 1);
    const caller = await asStaff();
    const everything = (await caller.admin.orders.list({ limit: 50 })).orders.map(
      (o) => o.orderCode,
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await caller.admin.orders.list({ limit: 2, cursor });
      expect(page.orders.length).toBeLessThanOrEqual(2);
      seen.push(...page.orders.map((o) => o.orderCode));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(everything);
    expect((await codeOf(caller.admin.orders.list({ limit: 51 }))).code).toBe('BAD_REQUEST');
  });

  it('shows an order’s lines, shipping, contact, payments, history and the steps allowed now', async () => {
    const order = await placeTestOrder(store(), 'vietqr', 2);
    const detail = await (await asStaff()).admin.orders.get({ orderCode: order.orderCode });
    expect(detail).toMatchObject({
      orderCode: order.orderCode,
      kind: 'goods',
      status: 'pending',
      paymentStatus: 'pending',
      totalAmount: order.totalAmount,
      contactPhone: '0912345678',
      customerName: 'Nguyễn Văn A',
      shipping: {
        fullName: 'Nguyễn Văn A',
        address: '1 Đường Mây',
        city: 'Phường Sa Pa',
        ward: { code: '03006', name: 'Phường Sa Pa' },
        province: { code: '15', name: 'Tỉnh Lào Cai' },
      },
      lines: [{ sku: 'NM-KEY-YEL', quantity: 2 }],
      payments: [{ method: 'vietqr', status: 'pending', amount: order.totalAmount }],
      tickets: [],
    });
    expect(detail.history.some((h) => h.source === 'order' && h.kind === 'created')).toBe(true);
    expect(detail.actions).toEqual(['confirm', 'cancel', 'markTransferReceived']);
    expect(
      (await codeOf((await asStaff()).admin.orders.get({ orderCode: 'NM-00000000' }))).code,
    ).toBe('NOT_FOUND');
  });

  it('walks a goods order confirm → process → ship → deliver, refusing every step out of turn', async () => {
    const order = await placeTestOrder(store(), 'vietqr', 1);
    const code = order.orderCode;
    const caller = await asStaff();
    const input = { orderCode: code };

    const early = await codeOf(caller.admin.orders.ship(input));
    expect(early).toEqual({
      code: 'CONFLICT',
      message: 'Không thể chuyển đơn hàng từ “Chờ xác nhận” sang “Đang giao hàng”',
    });
    expect((await codeOf(caller.admin.orders.deliver(input))).code).toBe('CONFLICT');
    expect((await codeOf(caller.admin.orders.process(input))).code).toBe('CONFLICT');
    expect(await auditOf(store(), code)).toEqual([]);

    expect(await caller.admin.orders.confirm(input)).toEqual({ status: 'confirmed' });
    expect((await codeOf(caller.admin.orders.confirm(input))).code).toBe('CONFLICT');
    expect(await caller.admin.orders.process(input)).toEqual({ status: 'processing' });
    expect(await caller.admin.orders.ship(input)).toEqual({ status: 'shipped' });
    // Shipped: no way back to cancelled.
    expect(await codeOf(caller.admin.orders.cancel(input))).toEqual({
      code: 'CONFLICT',
      message: 'Không thể chuyển đơn hàng từ “Đang giao hàng” sang “Đã hủy”',
    });
    expect(await caller.admin.orders.deliver(input)).toEqual({ status: 'delivered' });
    for (const step of ['confirm', 'process', 'ship', 'deliver', 'cancel'] as const) {
      expect([step, (await codeOf(caller.admin.orders[step](input))).code]).toEqual([
        step,
        'CONFLICT',
      ]);
    }

    expect(await auditOf(store(), code)).toEqual([
      {
        action: 'order.confirm',
        actor: staff.email,
        details: { from: 'pending', to: 'confirmed' },
      },
      {
        action: 'order.process',
        actor: staff.email,
        details: { from: 'confirmed', to: 'processing' },
      },
      { action: 'order.ship', actor: staff.email, details: { from: 'processing', to: 'shipped' } },
      {
        action: 'order.deliver',
        actor: staff.email,
        details: { from: 'shipped', to: 'delivered' },
      },
    ]);
    const detail = await caller.admin.orders.get(input);
    expect(detail.status).toBe('delivered');
    expect(detail.actions).toEqual(['markTransferReceived']);
    const steps = detail.history.flatMap((h) =>
      h.source === 'order' && h.kind === 'status' ? [`${h.fromStatus}→${h.toStatus}`] : [],
    );
    expect(steps).toEqual([
      'pending→confirmed',
      'confirmed→processing',
      'processing→shipped',
      'shipped→delivered',
    ]);
    expect(detail.history.filter((h) => h.source === 'audit')).toHaveLength(4);
    // Named, never a raw id: the operator by email, the lifecycle's own notes as keys.
    const entry = (kind: string, to?: string) =>
      detail.history.find(
        (h) => h.source === 'order' && h.kind === kind && (to === undefined || h.toStatus === to),
      );
    expect(entry('status', 'confirmed')).toMatchObject({
      actor: { kind: 'staff', name: expect.stringMatching(/@/) as unknown },
    });
    expect(entry('created')).toMatchObject({
      actor: { kind: 'customer', name: null },
      note: { key: 'method', method: 'vietqr' },
    });
  });

  it('cancels with a note, releasing the stock once though two operators race', async () => {
    const before = await stockOf(store());
    const order = await placeTestOrder(store(), 'cod', 3);
    expect(await stockOf(store())).toBe(before - 3);
    const input = { orderCode: order.orderCode, note: 'Khách gọi điện hủy' };
    const results = await Promise.all([
      codeOf((await asStaff()).admin.orders.cancel(input)),
      codeOf((await asOther()).admin.orders.cancel(input)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(['CONFLICT', 'OK']);
    expect(await stockOf(store())).toBe(before);
    const audit = await auditOf(store(), order.orderCode);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.cancel',
      details: { from: 'confirmed', to: 'cancelled', note: 'Khách gọi điện hủy' },
    });
    expect(await mailsOf(store(), order.orderCode, 'order-cancelled')).toBe(1);
    const detail = await (await asStaff()).admin.orders.get({ orderCode: order.orderCode });
    expect(detail.status).toBe('cancelled');
    expect(detail.actions).toEqual([]);
    const cash = { orderCode: order.orderCode, amount: order.totalAmount };
    expect((await codeOf((await asStaff()).admin.orders.markCodPaid(cash))).code).toBe('CONFLICT');
  });

  it('confirms an order once when two operators press confirm together', async () => {
    const order = await placeTestOrder(store(), 'vietqr', 1);
    const input = { orderCode: order.orderCode };
    const results = await Promise.all([
      codeOf((await asStaff()).admin.orders.confirm(input)),
      codeOf((await asOther()).admin.orders.confirm(input)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(['CONFLICT', 'OK']);
    expect((await auditOf(store(), order.orderCode)).map((a) => a.action)).toEqual([
      'order.confirm',
    ]);
  });

  it('refuses a wrong transfer amount with nothing changed, then marks it received: paid, tickets issued', async () => {
    const { order, visitDate } = await bookTickets(store(), 2);
    const caller = await asStaff();
    const input = { orderCode: order.orderCode };
    const wrong = await codeOf(
      caller.admin.orders.markTransferReceived({ ...input, amount: order.totalAmount - 1000 }),
    );
    expect(wrong.code).toBe('BAD_REQUEST');
    expect(wrong.message).toMatch(/không khớp với tổng đơn hàng/);
    expect(await auditOf(store(), order.orderCode)).toEqual([]);
    expect((await getOrderView(store(), order.orderCode))?.paymentStatus).toBe('pending');
    // A ticket order is not prepared or shipped.
    const cash = { ...input, amount: order.totalAmount };
    expect((await codeOf(caller.admin.orders.markCodPaid(cash))).code).toBe('CONFLICT');

    expect(
      await caller.admin.orders.markTransferReceived({
        ...input,
        amount: order.totalAmount,
        reference: 'FT2633012345',
      }),
    ).toEqual({ paymentStatus: 'paid' });
    const view = await getOrderView(store(), order.orderCode);
    expect(view).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // One ticket per person.
    expect(view?.tickets).toEqual(
      Array.from({ length: 2 }, () =>
        expect.objectContaining({ ticketType: 've-nguoi-lon', quantity: 1, status: 'issued' }),
      ),
    );
    expect(await auditOf(store(), order.orderCode)).toEqual([
      {
        action: 'order.mark-transfer-received',
        actor: staff.email,
        details: { amount: order.totalAmount, reference: 'FT2633012345' },
      },
    ]);
    const detail = await caller.admin.orders.get(input);
    expect(detail.payments[0]).toMatchObject({ status: 'paid', reference: 'FT2633012345' });
    expect(detail.actions).toEqual(['cancel']);
    expect((await codeOf(caller.admin.orders.process(input))).message).toBe(
      'Đơn vé không qua các bước xử lý và giao hàng',
    );
    expect(await soldOf(store(), visitDate)).toBeGreaterThanOrEqual(2);
  });

  it('two operators confirming the same transfer at once: paid once, tickets issued once, one mail', async () => {
    const { order } = await bookTickets(store(), 3);
    const input = { orderCode: order.orderCode, amount: order.totalAmount };
    const results = await Promise.all([
      codeOf((await asStaff()).admin.orders.markTransferReceived(input)),
      codeOf((await asOther()).admin.orders.markTransferReceived(input)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(['CONFLICT', 'OK']);
    expect(results.find((r) => r.code === 'CONFLICT')?.message).toBe(
      'Khoản thanh toán này đã được ghi nhận trước đó',
    );
    // Three people, three tickets, issued once.
    expect(await ticketCount(store(), order.orderCode)).toBe(3);
    // The transfer is in: the booking's confirmation leaves now, once.
    expect(await mailsOf(store(), order.orderCode, 'order-confirmation')).toBe(1);
    expect(await auditOf(store(), order.orderCode)).toHaveLength(1);
    const payments = await (await asStaff()).admin.orders.get({ orderCode: order.orderCode });
    expect(payments.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
  });

  it('marks cash on delivery paid once, after delivery', async () => {
    const order = await placeTestOrder(store(), 'cod', 1);
    const caller = await asStaff();
    const input = { orderCode: order.orderCode };
    expect(
      (await codeOf(caller.admin.orders.markTransferReceived({ ...input, amount: 1 }))).code,
    ).toBe('CONFLICT');
    for (const step of ['process', 'ship', 'deliver'] as const)
      await caller.admin.orders[step](input);
    // The amount collected must be the total: anything else is refused and changes nothing.
    const short = await codeOf(
      caller.admin.orders.markCodPaid({ ...input, amount: order.totalAmount - 1000 }),
    );
    expect(short.code).toBe('BAD_REQUEST');
    expect((await getOrderView(store(), order.orderCode))?.paymentStatus).toBe('pending');
    const cash = { ...input, amount: order.totalAmount };
    const results = await Promise.all([
      codeOf(caller.admin.orders.markCodPaid(cash)),
      codeOf((await asOther()).admin.orders.markCodPaid(cash)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(['CONFLICT', 'OK']);
    expect(await getOrderView(store(), order.orderCode)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
    });
    expect(await mailsOf(store(), order.orderCode, 'payment-received')).toBe(1);
    expect((await auditOf(store(), order.orderCode)).map((a) => a.action)).toEqual([
      'order.process',
      'order.ship',
      'order.deliver',
      'order.mark-cod-paid',
    ]);
    expect((await caller.admin.orders.get(input)).actions).toEqual([]);
  });

  it('never records cash on an order a second operator cancels at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await placeTestOrder(store(), 'cod', 1);
      const input = { orderCode: order.orderCode };
      const [cash, cancel] = await Promise.all([
        codeOf((await asStaff()).admin.orders.markCodPaid({ ...input, amount: order.totalAmount })),
        codeOf((await asOther()).admin.orders.cancel(input)),
      ]);
      const view = await getOrderView(store(), order.orderCode);
      // Cancelled and paid in cash together is the one outcome that must not happen.
      expect([view?.status, view?.paymentStatus]).not.toEqual(['cancelled', 'paid']);
      if (cash.code === 'OK') expect(view?.paymentStatus).toBe('paid');
      if (cancel.code === 'OK') expect(view?.status).toBe('cancelled');
    }
  });

  it('cancelling an unpaid ticket order gives its seats back once', async () => {
    const { order, visitDate } = await bookTickets(store(), 4);
    const sold = await soldOf(store(), visitDate);
    await (await asStaff()).admin.orders.cancel({ orderCode: order.orderCode });
    expect(await soldOf(store(), visitDate)).toBe(sold - 4);
    expect(
      (await codeOf((await asStaff()).admin.orders.cancel({ orderCode: order.orderCode }))).code,
    ).toBe('CONFLICT');
    expect(await soldOf(store(), visitDate)).toBe(sold - 4);
  });
});
