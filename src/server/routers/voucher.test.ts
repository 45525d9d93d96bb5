// The voucher doors over the real app router: admin.vouchers.* create, list and disable with an
// audit entry each (admins only: the role walk in admin/admin.test.ts covers staff and customers),
// voucher.preview prices the guest's cart and a booking with the code off, and is rate limited.
import { addDays, vietnamClock } from '@/lib/calendar';
import { setStockLevel } from '../services/inventory/inventory';
import { accountWithRole, auditTrail, codeOf, operatorCaller } from '@/testing/operators';
import { newGuestCartId } from '@/testing/shop';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import { VOUCHER_PREVIEW_RATE_LIMIT } from './voucher';

describeEachDialect('voucher doors', ({ store }) => {
  it('lets an admin create, list and disable a code, each change audited', async () => {
    const admin = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    const created = await admin.admin.vouchers.create({
      code: ' tet-2026 ',
      amountOff: 30_000,
      minSubtotal: 100_000,
      maxUses: 50,
      appliesTo: 'all',
      endsAt: '2099-02-01T00:00:00+07:00',
    });
    expect(created).toMatchObject({ code: 'TET-2026', amountOff: 30_000, used: 0 });
    expect(created.endsAt).toBe('2099-01-31T17:00:00.000Z');
    expect(await codeOf(admin.admin.vouchers.create({ code: 'BOTH', appliesTo: 'all' }))).toBe(
      'BAD_REQUEST',
    );
    expect(
      await codeOf(
        admin.admin.vouchers.create({
          code: 'BOTH',
          percentOff: 5,
          amountOff: 5,
          appliesTo: 'all',
        }),
      ),
    ).toBe('BAD_REQUEST');
    await admin.admin.vouchers.disable({ code: 'tet-2026' });
    const [listed] = await admin.admin.vouchers.list();
    expect(listed?.disabledAt).not.toBeNull();
    const trail = await auditTrail(store());
    expect(trail.filter((e) => e.target_id === 'TET-2026').map((e) => e.action)).toEqual([
      'voucher.create',
      'voucher.disable',
    ]);
  });

  it('previews a cart and a booking with the code off, without claiming a use', async () => {
    const admin = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    await admin.admin.vouchers.create({ code: 'XEM-TRUOC', percentOff: 10, appliesTo: 'all' });
    await setStockLevel(store(), 'NM-BOOK-A6', 50);
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '203.0.113.90' }),
    });
    const cartId = newGuestCartId();
    await guest.cart.addItem({ cartId, sku: 'NM-BOOK-A6', quantity: 2 });
    // 2 × 75.000đ = 150.000đ; 10 % = 15.000đ off; shipping 30.000đ stays.
    expect(await guest.voucher.preview({ kind: 'goods', cartId, code: 'xem-truoc' })).toEqual({
      code: 'XEM-TRUOC',
      subtotal: 150_000,
      discount: 0,
      voucherDiscount: 15_000,
      shippingFee: 30_000,
      total: 165_000,
    });
    const visitDate = addDays(vietnamClock(new Date()).date, 5);
    const booking = await guest.voucher.preview({
      kind: 'tickets',
      code: 'XEM-TRUOC',
      visitDate,
      lines: [{ ticketType: 've-nguoi-lon', quantity: 10 }],
    });
    // 10 adults: 3.500.000đ, 5 % tier off = 3.325.000đ, then 10 % = 332.500đ off.
    expect(booking).toMatchObject({
      discount: 175_000,
      voucherDiscount: 332_500,
      total: 2_992_500,
    });
    const [listed] = (await admin.admin.vouchers.list()).filter((v) => v.code === 'XEM-TRUOC');
    expect(listed?.used).toBe(0);
    await expect(
      guest.voucher.preview({ kind: 'goods', cartId, code: 'NO-SUCH' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('limits previews per client address', async () => {
    const guest = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '203.0.113.91' }),
    });
    const cartId = newGuestCartId();
    const codes: string[] = [];
    for (let i = 0; i <= VOUCHER_PREVIEW_RATE_LIMIT.limit; i += 1) {
      codes.push(
        await codeOf(guest.voucher.preview({ kind: 'goods', cartId, code: `GUESS-${i}` })),
      );
    }
    expect(codes.slice(0, -1).every((c) => c === 'BAD_REQUEST')).toBe(true);
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
  });
});
