// The e-ticket mail as a mail reader gets it: the `.eml` the outbox writes is parsed
// into its MIME parts. Each ticket's QR is an inline `image/png` part the HTML references by
// Content-ID (no SVG, which Gmail and Outlook drop), the visit is a `text/calendar` attachment,
// the HTML is a document in the order's language linking the order, and money and the visit day
// read the way English writes them.
import { addDays, vietnamClock } from '@/lib/calendar';
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { bookTickets, freshBuyer, payOrder, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { describeEachDialect } from '@/testing/stores';
import { deliverOutbox, settleDeliveries } from '../mail/outbox';

jest.setTimeout(60_000);

const outbox = setUpTempOutbox('ticket-mail-');
setUpTicketSigningKey();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-12-10` → `10 Dec 2026`, written out here rather than with the code under test. */
function englishDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

async function parsedMailTo(email: string, subject: RegExp) {
  for (const name of fs.readdirSync(outbox)) {
    const raw = fs.readFileSync(path.join(outbox, name));
    const mail = await PostalMime.parse(raw);
    if (mail.to?.some((to) => to.address === email) && subject.test(mail.subject ?? '')) {
      return mail;
    }
  }
  throw new Error(`no e-ticket mail to ${email}`);
}

describeEachDialect('the e-ticket mail', ({ store }) => {
  it('carries PNG QR parts by Content-ID, the calendar file, lang and a link to the order', async () => {
    const visitDate = addDays(vietnamClock(new Date()).date, 14);
    const buyer = freshBuyer();
    const booked = await bookTickets(
      store(),
      visitDate,
      [
        { ticketType: 've-nguoi-lon', quantity: 2 },
        { ticketType: 've-tre-em', quantity: 1 },
      ],
      buyer,
      'en',
    );
    await payOrder(store(), booked.orderId);
    await settleDeliveries();
    await deliverOutbox(store());
    const mail = await parsedMailTo(buyer.email, /^E-tickets for order/);
    const html = mail.html ?? '';

    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en">/);
    expect(html).not.toContain('<svg');
    expect(html).toContain(`/en/checkout/success?order=${booked.orderCode}`);
    expect(html).toContain(`Valid only on ${englishDay(visitDate)}`);
    const total = new Intl.NumberFormat('en-US').format(booked.totalAmount);
    expect(html).toContain(`Paid: ${total} ₫`);
    expect(mail.text).toContain(`Paid: ${total} ₫`);

    const tickets = await store()
      .db.selectFrom('tickets')
      .select(['code'])
      .where('order_id', '=', booked.orderId)
      .execute();
    // One ticket, and one QR picture, per person.
    expect(tickets).toHaveLength(3);
    const images = mail.attachments.filter((part) => part.mimeType === 'image/png');
    expect(images).toHaveLength(tickets.length);
    for (const image of images) {
      const cid = (image.contentId ?? '').replace(/^<|>$/g, '');
      expect(cid).toMatch(/^qr-ve-[0-9a-z]{10}@nui-may$/);
      expect(image.disposition).toBe('inline');
      expect(html).toContain(`src="cid:${cid}"`);
      const bytes = Buffer.from(image.content as ArrayBuffer);
      expect(bytes.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
    }
    expect(images.map((image) => image.filename).sort()).toEqual(
      tickets.map((t) => `${t.code}.png`).sort(),
    );

    const calendars = mail.attachments.filter((part) => part.mimeType === 'text/calendar');
    expect(calendars).toHaveLength(1);
    expect(calendars[0]?.filename).toBe(`${booked.orderCode}.ics`);
    // Unfolded (RFC 5545 §3.1: a line break and a space continue a long line).
    const ics = Buffer.from(calendars[0]?.content as ArrayBuffer)
      .toString('utf8')
      .replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${visitDate.replace(/-/g, '')}`);
    for (const t of tickets) expect(ics).toContain(t.code);
  });

  it('writes a Vietnamese booking in Vietnamese: lang="vi", đồng and the day as written there', async () => {
    const visitDate = addDays(vietnamClock(new Date()).date, 10);
    const buyer = freshBuyer();
    const booked = await bookTickets(
      store(),
      visitDate,
      [{ ticketType: 've-nguoi-lon', quantity: 1 }],
      buyer,
    );
    await payOrder(store(), booked.orderId);
    await settleDeliveries();
    await deliverOutbox(store());
    const mail = await parsedMailTo(buyer.email, /^Vé điện tử cho đơn hàng/);
    const [y, m, d] = visitDate.split('-');
    expect(mail.html).toMatch(/<html lang="vi">/);
    expect(mail.html).toContain(`Chỉ có giá trị trong ngày ${d}/${m}/${y}`);
    expect(mail.html).toContain('Đã thanh toán: 350.000đ');
    expect(mail.html).toContain(`/vi/checkout/success?order=${booked.orderCode}`);
  });
});
