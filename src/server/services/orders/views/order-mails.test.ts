// What an order's mails say and when, on both dialects: an online order placed but unpaid hears
// "received, awaiting payment" with its payment link, deadline and order page, never a
// confirmation; the confirmation leaves once when the money is in; cash on delivery is confirmed
// when placed, saying the payment is on delivery; a lapsed order gets a short note, an order whose
// payment never started gets nothing. Methods are named in the mail's language, the price summary
// shows full-price lines, each discount and a total that adds up, and visit days are written the
// way the buyer's language writes them.
import { addDays, vietnamClock } from '@/lib/calendar';
import { randomBytes } from 'node:crypto';
import { createVoucherInput } from '@/lib/vouchers/voucher-schemas';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import {
  placeTestOrder,
  stockOf,
  testCheckoutInput,
  TEST_CONTACT,
  TEST_SKU,
} from '@/testing/goods-orders';
import {
  bookTickets,
  freshBuyer,
  mailsTo,
  payOrder,
  setUpTicketSigningKey,
} from '@/testing/paid-tickets';
import { testMethods } from '@/testing/payment-methods';
import { describeEachDialect } from '@/testing/stores';
import type { Store } from '../../../db/store';
import { addItem } from '../../cart/cart';
import { getCatalog } from '../../cart/catalog';
import { setStockLevel } from '../../inventory/inventory';
import { mailDate } from '../../mail/mail-text';
import type { PaymentMethod } from '../../payments/method';
import { getTicketCatalog } from '../../tickets/ticket-catalog';
import { createVoucher } from '../../vouchers/vouchers';
import { expireUnpaid } from '../pay/expire-unpaid';
import { placeTicketOrder } from '../place/tickets';
import { placeGoodsOrder } from '../place/goods';

setUpTempOutbox('order-mails-');
setUpTicketSigningKey();

const SITE = 'http://localhost:3000';

async function mailsOf(store: Store, orderCode: string) {
  return store.db
    .selectFrom('mail_outbox')
    .innerJoin('orders', 'orders.id', 'mail_outbox.related_order_id')
    .select(['mail_outbox.kind', 'mail_outbox.subject', 'mail_outbox.body_text'])
    .where('orders.order_code', '=', orderCode)
    .orderBy('mail_outbox.created_at')
    .orderBy('mail_outbox.id')
    .execute();
}

let serial = 0;

describeEachDialect('order mails', ({ store }) => {
  it('an unpaid online booking hears "awaiting payment" with link, deadline and order page; the confirmation leaves once paid', async () => {
    serial += 1;
    const code = `DOAN-${Date.now().toString(36).toUpperCase()}-${serial}`;
    await createVoucher(
      store(),
      { id: 'admin-test', email: 'admin@example.vn' },
      createVoucherInput.parse({ code, appliesTo: 'all', percentOff: 10 }),
    );
    const visitDate = addDays(vietnamClock(new Date()).date, 13);
    const buyer = freshBuyer();
    const { order } = await placeTicketOrder(
      store(),
      getTicketCatalog(),
      {
        idempotencyKey: randomBytes(18).toString('base64url'),
        visitDate,
        lines: [{ ticketType: 've-nguoi-lon', quantity: 35 }],
        buyer,
        paymentMethod: 'payos',
        locale: 'vi',
        voucherCode: code,
      },
      { userId: null },
      { methods: testMethods(store()) },
    );
    const orderPage = `${SITE}/vi/tra-cuu-don-hang?order=${order.orderCode}`;
    const placed = await mailsOf(store(), order.orderCode);
    expect(placed.map((m) => m.kind)).toEqual(['order-received']);
    const received = placed[0];
    expect(received?.subject).toBe(`Đã nhận đơn ${order.orderCode} — chờ thanh toán`);
    expect(received?.body_text).not.toContain('Xác nhận đơn hàng');
    expect(received?.body_text).toContain('chưa nhận được thanh toán');
    expect(received?.body_text).toContain(`Thanh toán tại: ${order.payment?.checkoutUrl}`);
    expect(received?.body_text).toMatch(
      /Vui lòng thanh toán trước \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4} \(giờ Việt Nam\)/,
    );
    expect(received?.body_text).toContain(`Xem đơn hàng: ${orderPage}`);
    // The summary: the line at full price, each discount, the total, and they add up.
    expect(received?.body_text).toContain(
      `35 × Vé người lớn (${mailDate(visitDate, 'vi')}): 12.250.000đ`,
    );
    expect(received?.body_text).toContain(
      'Giảm giá theo số lượng (Vé người lớn, 10 %): −1.225.000đ',
    );
    expect(received?.body_text).toContain(`Mã giảm giá ${code}: −1.102.500đ`);
    expect(received?.body_text).toContain('Tổng cộng: 9.922.500đ');
    expect(received?.body_text).toContain(
      'Phương thức thanh toán: Thanh toán trực tuyến qua PayOS',
    );

    const row = await store()
      .db.selectFrom('orders')
      .select('id')
      .where('order_code', '=', order.orderCode)
      .executeTakeFirstOrThrow();
    await payOrder(store(), row.id);
    const paid = await mailsOf(store(), order.orderCode);
    expect(paid.map((m) => m.kind)).toEqual(['order-received', 'order-confirmation', 'e-tickets']);
    const confirmation = paid[1];
    expect(confirmation?.subject).toBe(`Xác nhận đơn hàng ${order.orderCode}`);
    expect(confirmation?.body_text).toContain('Chúng tôi đã nhận được thanh toán của bạn');
    expect(confirmation?.body_text).not.toContain('Thanh toán tại');
    expect(confirmation?.body_text).toContain('Tổng cộng: 9.922.500đ');
    expect(confirmation?.body_text).toContain(`Xem đơn hàng: ${orderPage}`);
  }, 90_000); // 35 people: 35 QR codes drawn for the e-ticket mail, slow on a busy runner.

  it.each([
    ['vnpay', 'vi', 'Phương thức thanh toán: VNPay'],
    ['momo', 'vi', 'Phương thức thanh toán: Ví MoMo'],
    ['momo', 'en', 'Payment method: MoMo wallet'],
    ['vietqr', 'en', 'Payment method: Bank transfer (VietQR)'],
  ] as const)('names %s as a label in %s, never its id', async (method, locale, line) => {
    const visitDate = addDays(vietnamClock(new Date()).date, 14);
    const order = await bookTickets(
      store(),
      visitDate,
      [{ ticketType: 've-nguoi-lon', quantity: 1 }],
      undefined,
      locale,
      method,
    );
    const [received] = await mailsOf(store(), order.orderCode);
    expect(received?.kind).toBe('order-received');
    expect(received?.body_text).toContain(line);
    expect(received?.body_text).not.toMatch(/: (vnpay|momo|vietqr)$/m);
    expect(received?.body_text).toContain(
      `${SITE}/${locale}/${locale === 'vi' ? 'tra-cuu-don-hang' : 'order-lookup'}?order=${order.orderCode}`,
    );
    if (method === 'vietqr') {
      // No provider page: the order page shows the transfer details, and is the link to pay.
      expect(received?.body_text).toContain(`Pay at: ${SITE}/en/order-lookup?order=`);
    }
  });

  it('cash on delivery: confirmed when placed, saying payment is on delivery; no payment link', async () => {
    await setStockLevel(store(), TEST_SKU, 50);
    const order = await placeTestOrder(store(), 'cod', 1);
    const mails = await mailsOf(store(), order.orderCode);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);
    expect(mails[0]?.subject).toBe(`Xác nhận đơn hàng ${order.orderCode}`);
    expect(mails[0]?.body_text).toContain('bạn thanh toán tiền mặt khi nhận hàng');
    expect(mails[0]?.body_text).toContain('Phương thức thanh toán: Thanh toán khi nhận hàng (COD)');
    expect(mails[0]?.body_text).toContain('Phí vận chuyển');
    expect(mails[0]?.body_text).not.toContain('Thanh toán tại');
  });

  it('an unpaid order that lapses: "awaiting payment", then a short note, never a confirmation', async () => {
    await setStockLevel(store(), TEST_SKU, 50);
    const order = await placeTestOrder(store(), 'payos', 1);
    await expireUnpaid(store(), new Date(Date.now() + 16 * 60_000));
    const mails = await mailsOf(store(), order.orderCode);
    expect(mails.map((m) => m.kind)).toEqual(['order-received', 'order-cancelled']);
    expect(mails[1]?.subject).toBe(`Đơn hàng ${order.orderCode} đã bị hủy`);
    expect(mails[1]?.body_text).toContain('chưa được thanh toán nên bạn không bị trừ tiền');
    expect(mails[1]?.body_text).not.toContain('hoàn tiền');
    expect(mails[1]?.body_text).not.toContain('Thanh toán tại');
    expect(mails.some((m) => m.subject.startsWith('Xác nhận đơn hàng'))).toBe(false);
  });

  it('an order whose payment never started gets no mail at all', async () => {
    await setStockLevel(store(), TEST_SKU, 50);
    const broken: PaymentMethod = {
      id: 'payos',
      kinds: ['goods'],
      isAvailable: () => Promise.resolve(true),
      start: () => Promise.reject(new Error('provider down')),
    };
    const cartId = `guest_${Date.now().toString(36)}_${randomBytes(18).toString('base64url')}`;
    await addItem(store(), getCatalog(), { kind: 'guest', cartId }, { sku: TEST_SKU, quantity: 1 });
    const before = await stockOf(store());
    const email = `down-${Date.now().toString(36)}@example.vn`;
    await expect(
      placeGoodsOrder(
        store(),
        getCatalog(),
        testCheckoutInput({
          cartId,
          idempotencyKey: randomBytes(16).toString('hex'),
          buyer: { fullName: 'Nguyễn Văn A', email, phone: TEST_CONTACT.phone },
          paymentMethod: 'payos',
        }),
        { userId: null },
        { methods: [broken] },
      ),
    ).rejects.toMatchObject({ kind: 'BAD_GATEWAY' });
    expect(await stockOf(store())).toBe(before);
    expect(await mailsTo(store(), email)).toEqual([]);
  });

  it.each(['vi', 'en'] as const)(
    'names a ticket order’s visit day in %s and has no shipping line',
    async (locale) => {
      const visitDate = addDays(vietnamClock(new Date()).date, 9);
      const order = await bookTickets(
        store(),
        visitDate,
        [{ ticketType: 've-nguoi-lon', quantity: 2 }],
        undefined,
        locale,
      );
      await payOrder(store(), order.orderId);
      const mails = await mailsTo(store(), order.buyer.email);
      const orderMails = mails.filter((m) =>
        ['order-received', 'order-confirmation'].includes(m.kind),
      );
      expect(orderMails.map((m) => m.kind)).toEqual(['order-received', 'order-confirmation']);
      const day = mailDate(visitDate, locale);
      expect(day).toMatch(
        locale === 'en' ? /^\d{1,2} [A-Z][a-z]{2} \d{4}$/ : /^\d{2}\/\d{2}\/\d{4}$/,
      );
      for (const mail of orderMails) {
        expect(mail.body_text).toContain(`(${day})`);
        expect(mail.body_text).not.toContain(visitDate);
        expect(mail.body_text).not.toMatch(/Phí vận chuyển|Shipping/);
      }
    },
  );
});
