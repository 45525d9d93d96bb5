// `ticket.quote` and the child rule on the real stores: a family of four is offered the family
// ticket at 1.000.000đ with its saving as a bundle row, the offer keeps to the day's seats and a
// voucher, bad input is refused; `ticket.placeOrder` refuses children alone and changes nothing.
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Store } from '../../db/store';
import { DomainError } from '../errors';
import { commerceSnapshot } from '@/testing/shop';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { createVoucher } from '../vouchers/vouchers';
import { setDayCapacity } from '../inventory/inventory';
import { createVoucherInput } from '@/lib/vouchers/voucher-schemas';

jest.setTimeout(120_000);

const ADULT = 've-nguoi-lon';
const CHILD = 've-tre-em';
const FAMILY = 've-gia-dinh';
const day = (n: number) => addDays(vietnamClock(new Date()).date, n);

async function caller(store: Store, ip = '203.0.113.40') {
  return callerFor(store, { headers: browserHeaders({ 'x-forwarded-for': ip }) });
}

function reasonOf(error: unknown): unknown {
  const cause = error instanceof TRPCError ? error.cause : null;
  return cause instanceof DomainError ? cause.reason : null;
}

describeEachDialect('ticket.quote', ({ store }) => {
  it('offers two adults and two children the family ticket: 1.200.000đ → 1.000.000đ', async () => {
    const quote = await (
      await caller(store())
    ).ticket.quote({
      visitDate: day(6),
      lines: [
        { ticketType: ADULT, quantity: 2 },
        { ticketType: CHILD, quantity: 2 },
      ],
      locale: 'vi',
    });
    expect(quote.totalAmount).toBe(1_200_000);
    expect(quote.discounts).toEqual([]);
    expect(quote.lines.map((l) => [l.ticketType, l.quantity, l.undiscountedTotal])).toEqual([
      [ADULT, 2, 700_000],
      [CHILD, 2, 500_000],
    ]);
    expect(quote.best).toMatchObject({
      totalAmount: 1_000_000,
      lines: [{ ticketType: FAMILY, quantity: 1, undiscountedTotal: 1_200_000 }],
      discounts: [{ kind: 'bundle', amount: 200_000, label: 'Tiết kiệm với Vé gia đình' }],
    });
  });

  it('offers three adults and two children a family ticket and one adult', async () => {
    const quote = await (
      await caller(store())
    ).ticket.quote({
      visitDate: day(6),
      lines: [
        { ticketType: ADULT, quantity: 3 },
        { ticketType: CHILD, quantity: 2 },
      ],
      locale: 'en',
    });
    expect(quote.totalAmount).toBe(1_550_000);
    expect(quote.best?.totalAmount).toBe(1_350_000);
    expect(quote.best?.lines.map((l) => [l.ticketType, l.quantity])).toEqual([
      [ADULT, 1],
      [FAMILY, 1],
    ]);
    expect(quote.best?.discounts[0]?.label).toBe('Saved with the Family ticket');
  });

  it('offers nothing cheaper for a selection already at its best, and adds up with tiers', async () => {
    const quote = await (
      await caller(store())
    ).ticket.quote({ visitDate: day(6), lines: [{ ticketType: ADULT, quantity: 10 }] });
    expect(quote.best).toBeUndefined();
    expect(quote.lines[0]?.undiscountedTotal).toBe(3_500_000);
    expect(quote.discounts).toMatchObject([{ kind: 'tier', amount: 175_000 }]);
    expect(quote.totalAmount).toBe(3_325_000);
  });

  it('offers no family ticket on a day when none is left', async () => {
    const visitDate = day(13);
    await setDayCapacity(store(), { ticketType: FAMILY, visitDate, capacity: 0 }, 400);
    const quote = await (
      await caller(store())
    ).ticket.quote({
      visitDate,
      lines: [
        { ticketType: ADULT, quantity: 2 },
        { ticketType: CHILD, quantity: 2 },
      ],
    });
    expect(quote.totalAmount).toBe(1_200_000);
    expect(quote.best).toBeUndefined();
  });

  it('compares with the voucher off both, and shows it as its own row', async () => {
    const code = `QUOTE-${Date.now().toString(36).toUpperCase()}`;
    await createVoucher(
      store(),
      { id: 'admin-test', email: 'admin@example.vn' },
      createVoucherInput.parse({ code, appliesTo: 'tickets', percentOff: 10 }),
    );
    const quote = await (
      await caller(store())
    ).ticket.quote({
      visitDate: day(6),
      lines: [
        { ticketType: ADULT, quantity: 2 },
        { ticketType: CHILD, quantity: 2 },
      ],
      voucherCode: code,
    });
    expect(quote.totalAmount).toBe(1_080_000);
    expect(quote.best?.totalAmount).toBe(900_000);
    expect(quote.best?.discounts.map((d) => [d.kind, d.amount])).toEqual([
      ['bundle', 200_000],
      ['voucher', 100_000],
    ]);
  });

  it('refuses unknown types, bad quantities and days out of range', async () => {
    const calling = await caller(store());
    await expect(
      calling.ticket.quote({
        visitDate: day(6),
        lines: [{ ticketType: 've-khong-co', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      calling.ticket.quote({ visitDate: day(6), lines: [{ ticketType: ADULT, quantity: 0 }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      calling.ticket.quote({ visitDate: day(90), lines: [{ ticketType: ADULT, quantity: 1 }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      calling.ticket.quote({ visitDate: day(6), lines: [{ ticketType: ADULT, quantity: 51 }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is limited per client address', async () => {
    const calling = await caller(store(), '203.0.113.41');
    const input = { visitDate: day(6), lines: [{ ticketType: ADULT, quantity: 1 }] };
    for (let i = 0; i < 120; i += 1) await calling.ticket.quote(input);
    await expect(calling.ticket.quote(input)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describeEachDialect('children with an adult', ({ store }) => {
  const order = (lines: { ticketType: string; quantity: number }[]) => ({
    idempotencyKey: randomBytes(18).toString('base64url'),
    visitDate: day(8),
    lines,
    buyer: { fullName: 'Lê Thị Hoa', email: 'hoa.le@example.vn', phone: '0912345678' },
    paymentMethod: 'payos' as const,
    locale: 'vi' as const,
  });

  it('refuses a child-only booking with the rule, and changes nothing', async () => {
    const before = await commerceSnapshot(store());
    const calling = await caller(store(), '203.0.113.42');
    const refused = await calling.ticket
      .placeOrder(order([{ ticketType: CHILD, quantity: 2 }]))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Trẻ em phải đi cùng người lớn có vé',
    });
    expect(reasonOf(refused)).toBe('adult-required');
    expect(await commerceSnapshot(store())).toEqual(before);
  });
});
