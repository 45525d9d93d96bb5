// order.get's price summary (DESIGN.md §20), on both dialects: each line at its full price, each
// discount on its own row in the order's language, shipping and the total, and the rows add up:
// Σ lines[].undiscountedTotal − Σ discounts[].amount + shippingFee = totalAmount.
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import { createVoucherInput } from '@/lib/vouchers/voucher-schemas';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { placeTestOrder } from '@/testing/goods-orders';
import { freshBuyer, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { testMethods } from '@/testing/payment-methods';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';
import type { Store } from '../../../db/store';
import { setStockLevel } from '../../inventory/inventory';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { createVoucher } from '../../vouchers/vouchers';
import { placeTicketOrder } from '../place/tickets';
import type { OrderView } from './order-view';

setUpTempOutbox('order-summary-');
setUpTicketSigningKey();

let serial = 0;
function newVoucherCode(): string {
  serial += 1;
  return `NHOM-${Date.now().toString(36).toUpperCase()}-${serial}`;
}

function addsUp(order: Pick<OrderView, 'lines' | 'discounts' | 'shippingFee' | 'totalAmount'>) {
  const full = order.lines.reduce((sum, line) => sum + line.undiscountedTotal, 0);
  const off = order.discounts.reduce((sum, d) => sum + d.amount, 0);
  return full - off + order.shippingFee === order.totalAmount;
}

async function bookWithVoucher(
  store: Store,
  locale: 'vi' | 'en',
  quantity: number,
  voucherCode?: string,
) {
  const buyer = freshBuyer();
  const { order } = await placeTicketOrder(
    store,
    getTicketCatalog(),
    {
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate: addDays(vietnamClock(new Date()).date, 12),
      lines: [{ ticketType: 've-nguoi-lon', quantity }],
      buyer,
      paymentMethod: 'payos',
      locale,
      ...(voucherCode ? { voucherCode } : {}),
    },
    { userId: null },
    { methods: testMethods(store) },
  );
  return { order, buyer };
}

describeEachDialect('order.get price summary', ({ store }) => {
  it.each([
    ['vi', 'Giảm giá theo số lượng (Vé người lớn, 10 %)', 'Mã giảm giá'],
    ['en', 'Quantity discount (Adult ticket, 10%)', 'Voucher'],
  ] as const)(
    '35 adults with a 10 %% code (%s): full-price line, tier, voucher, total adds up',
    async (locale, tierLabel, voucherWord) => {
      const code = newVoucherCode();
      await createVoucher(
        store(),
        { id: 'admin-test', email: 'admin@example.vn' },
        createVoucherInput.parse({ code, appliesTo: 'all', percentOff: 10 }),
      );
      const { order, buyer } = await bookWithVoucher(store(), locale, 35, code);
      const caller = await callerFor(store(), { headers: browserHeaders() });
      const view = await caller.order.get({
        orderCode: order.orderCode,
        contact: { email: buyer.email },
      });
      // The figures: 35 × 350.000đ, 10 % tier, then 10 % off what is left.
      expect(view.lines).toEqual([
        expect.objectContaining({
          quantity: 35,
          unitPrice: 350_000,
          undiscountedTotal: 12_250_000,
        }),
      ]);
      const tier = 1_225_000;
      const voucher = 1_102_500;
      expect(view.discounts).toEqual([
        { kind: 'tier', label: tierLabel, amount: tier },
        { kind: 'voucher', label: `${voucherWord} ${code}`, amount: voucher },
      ]);
      expect(view.shippingFee).toBe(0);
      expect(view.totalAmount).toBe(9_922_500);
      expect(addsUp(view)).toBe(true);
      // The old fields the pages still read stay as they were.
      expect(view.voucher).toEqual({ code, discount: voucher });
      expect(view.lines[0]?.total).toBe(11_025_000);
    },
  );

  it('a goods order: shipping is its own row and the rows add up; no empty discount rows', async () => {
    await setStockLevel(store(), 'NM-KEY-YEL', 100);
    const one = await placeTestOrder(store(), 'cod', 1);
    expect(one.discounts).toEqual([]);
    expect(one.shippingFee).toBeGreaterThan(0);
    expect(one.lines[0]?.undiscountedTotal).toBe(one.lines[0]?.subtotal);
    expect(addsUp(one)).toBe(true);
    // 20 keyrings at 45.000đ: the 10 % tier, 90.000đ off 900.000đ, free shipping.
    const many = await placeTestOrder(store(), 'cod', 20);
    expect(many.lines[0]?.undiscountedTotal).toBe(900_000);
    expect(many.discounts).toEqual([
      { kind: 'tier', label: 'Giảm giá theo số lượng (Móc khóa cabin, 10 %)', amount: 90_000 },
    ]);
    expect(addsUp(many)).toBe(true);
  });
});
