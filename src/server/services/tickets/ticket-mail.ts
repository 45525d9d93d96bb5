// The e-ticket mail (DESIGN.md §12 "Mail"), made to show in every mail reader: each
// ticket's QR is a PNG part referenced by Content-ID (Gmail and Outlook drop inline SVG and
// data: images), the visit is attached as a calendar file, the HTML links the order and the
// booking's e-ticket page (which also opens offline once visited), and money and days are written
// the way the order's language writes them. The plain-text part carries the same facts and links.
import type { TicketCatalog } from '@/content/projections';
import QRCode from 'qrcode';
import { hrefFor } from '@/i18n/routing';
import type { MailAttachment, MailMessage } from '../mail/outbox';
import { escapeHtml, mailDate, mailMoney } from '../mail/mail-text';
import { bookingIcs } from './ticket-ics';
import { ticketTitle, type ETicketView } from './ticket-view';

const TEXTS = {
  vi: {
    subject: (orderCode: string) => `Vé điện tử cho đơn hàng ${orderCode}`,
    hello: (name: string) => `Xin chào ${name},`,
    lead: 'Cảm ơn bạn đã đặt vé Cáp Treo Núi Mây. Vé điện tử của bạn ở bên dưới; xuất trình mã QR tại cửa soát vé.',
    id: 'Vui lòng mang theo giấy tờ tùy thân.',
    validOn: (day: string) => `Chỉ có giá trị trong ngày ${day}`,
    code: 'Mã vé',
    people: 'Số người',
    paid: 'Đã thanh toán',
    open: 'Mở vé điện tử',
    openAll: 'Mở tất cả vé điện tử của đơn',
    order: 'Xem đơn hàng',
    calendar: 'Tệp lịch (.ics) cho ngày tham quan được đính kèm.',
    qr: (code: string) => `Mã QR của vé ${code}`,
  },
  en: {
    subject: (orderCode: string) => `E-tickets for order ${orderCode}`,
    hello: (name: string) => `Hello ${name},`,
    lead: 'Thank you for booking Nui May Cable Car. Your e-tickets are below; show the QR code at the gate.',
    id: 'Please bring an ID.',
    validOn: (day: string) => `Valid only on ${day}`,
    code: 'Ticket code',
    people: 'People',
    paid: 'Paid',
    open: 'Open the e-ticket',
    openAll: 'Open all e-tickets of the order',
    order: 'View the order',
    calendar: 'A calendar file (.ics) for the visit day is attached.',
    qr: (code: string) => `QR code of ticket ${code}`,
  },
} as const;

/** The Content-ID of a ticket's QR part (unique within the message, and across messages). */
function qrContentId(ticket: ETicketView): string {
  return `qr-${ticket.code.toLowerCase()}@nui-may`;
}

const QR_SIZE = 240;

export async function eTicketMail(facts: {
  orderId: string;
  orderCode: string;
  locale: 'vi' | 'en';
  email: string;
  siteUrl: string;
  /** What the booking cost; left out of an exchange's mail (changing the date is free). */
  totalAmount?: number;
  catalog: TicketCatalog;
  tickets: readonly ETicketView[];
}): Promise<MailMessage> {
  const t = TEXTS[facts.locale];
  const first = facts.tickets[0];
  const link = (path: string) => new URL(path, facts.siteUrl).href;
  // The order page opens with the code; a guest then gives the phone or email of the booking.
  const orderLink = link(
    `${hrefFor(facts.locale, 'checkoutSuccess')}?order=${encodeURIComponent(facts.orderCode)}`,
  );
  const allLink = first ? link(first.url) : orderLink;
  const day = (ticket: ETicketView) => t.validOn(mailDate(ticket.visitDate, facts.locale));
  const paid =
    facts.totalAmount === undefined
      ? null
      : `${t.paid}: ${mailMoney(facts.totalAmount, facts.locale)}`;

  const qrParts: MailAttachment[] = await Promise.all(
    facts.tickets.map(async (ticket) => ({
      filename: `${ticket.code}.png`,
      contentType: 'image/png',
      contentId: qrContentId(ticket),
      contentBase64: (
        await QRCode.toBuffer(ticket.token, {
          type: 'png',
          errorCorrectionLevel: 'M',
          margin: 2,
          width: QR_SIZE,
        })
      ).toString('base64'),
    })),
  );
  const calendar: MailAttachment = {
    filename: `${facts.orderCode}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    contentBase64: Buffer.from(
      bookingIcs(facts.tickets, facts.catalog, {
        locale: facts.locale,
        siteUrl: facts.siteUrl,
        orderCode: facts.orderCode,
      }),
    ).toString('base64'),
  };

  const text = [
    t.hello(first?.buyerName ?? ''),
    '',
    t.lead,
    t.id,
    ...(paid ? [paid] : []),
    '',
    ...facts.tickets.flatMap((ticket) => [
      `${ticketTitle(ticket)} · ${day(ticket)}`,
      `${t.code}: ${ticket.code} · ${t.people}: ${ticket.quantity}`,
      `${t.open}: ${link(ticket.url)}`,
      '',
    ]),
    `${t.openAll}: ${allLink}`,
    `${t.order}: ${orderLink}`,
    t.calendar,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.hello(first?.buyerName ?? ''))}</p>`,
    `<p>${escapeHtml(t.lead)}</p>`,
    `<p><strong>${escapeHtml(t.id)}</strong>${paid ? `<br>${escapeHtml(paid)}` : ''}</p>`,
    `<p><a href="${escapeHtml(allLink)}">${escapeHtml(t.openAll)}</a> · <a href="${escapeHtml(orderLink)}">${escapeHtml(t.order)} ${escapeHtml(facts.orderCode)}</a></p>`,
    ...facts.tickets.map(
      (ticket) =>
        `<section><h2>${escapeHtml(ticketTitle(ticket))}</h2><p>${escapeHtml(day(ticket))}<br>${escapeHtml(t.code)}: <strong>${escapeHtml(ticket.code)}</strong> · ${escapeHtml(t.people)}: ${ticket.quantity}</p><img src="cid:${qrContentId(ticket)}" width="${QR_SIZE}" height="${QR_SIZE}" alt="${escapeHtml(t.qr(ticket.code))}" style="display:block"><p><a href="${escapeHtml(link(ticket.url))}">${escapeHtml(t.open)}</a></p></section>`,
    ),
    `<p>${escapeHtml(t.calendar)}</p>`,
  ].join('\n');
  return {
    to: facts.email,
    subject: t.subject(facts.orderCode),
    kind: 'e-tickets',
    locale: facts.locale,
    text,
    html,
    relatedOrderId: facts.orderId,
    attachments: [...qrParts, calendar],
  };
}
