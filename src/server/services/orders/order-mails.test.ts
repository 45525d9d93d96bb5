// What a ticket order's mails say, on both dialects: the visit day as the buyer's language writes
// it (never "(2026-12-06)"), and no shipping line, since tickets never ship; goods keep theirs.
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { placeTestOrder } from '@/testing/goods-orders';
import { bookTickets, mailsTo, payOrder, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { describeEachDialect } from '@/testing/stores';
import { mailDate } from '../mail/mail-text';
import { addDays, vietnamClock } from '../tickets/visit-dates';

setUpTempOutbox('order-mails-');
setUpTicketSigningKey();

describeEachDialect('order mails', ({ store }) => {
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
        ['order-confirmation', 'payment-received'].includes(m.kind),
      );
      expect(orderMails.map((m) => m.kind).sort()).toEqual([
        'order-confirmation',
        'payment-received',
      ]);
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

  it('keeps the shipping line on a goods order', async () => {
    const order = await placeTestOrder(store(), 'cod', 1);
    const mails = await store()
      .db.selectFrom('mail_outbox')
      .innerJoin('orders', 'orders.id', 'mail_outbox.related_order_id')
      .select(['mail_outbox.kind', 'mail_outbox.body_text'])
      .where('orders.order_code', '=', order.orderCode)
      .execute();
    const confirmation = mails.find((m) => m.kind === 'order-confirmation');
    expect(confirmation?.body_text).toContain('Phí vận chuyển');
  });
});
