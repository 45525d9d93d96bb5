// The e-ticket mail (DESIGN.md §12 "Mail"): per ticket its facts, the e-ticket page's link (which
// also opens offline once visited) and the QR as inline SVG; plain text carries the links.
import type { MailMessage } from '../mail/outbox';
import type { TicketView } from './ticket-view';
import { escapeHtml } from '../mail/mail-text';

const TEXTS = {
  vi: {
    subject: (orderCode: string) => `Vé điện tử cho đơn hàng ${orderCode}`,
    hello: (name: string) => `Xin chào ${name},`,
    lead: 'Cảm ơn bạn đã đặt vé Cáp Treo Núi Mây. Vé điện tử của bạn ở bên dưới; xuất trình mã QR tại cửa soát vé.',
    id: 'Vui lòng mang theo giấy tờ tùy thân.',
    code: 'Mã vé',
    people: 'Số người',
    open: 'Mở vé điện tử',
  },
  en: {
    subject: (orderCode: string) => `E-tickets for order ${orderCode}`,
    hello: (name: string) => `Hello ${name},`,
    lead: 'Thank you for booking Nui May Cable Car. Your e-tickets are below; show the QR code at the gate.',
    id: 'Please bring an ID.',
    code: 'Ticket code',
    people: 'People',
    open: 'Open the e-ticket',
  },
} as const;

export function eTicketMail(facts: {
  orderId: string;
  locale: 'vi' | 'en';
  email: string;
  siteUrl: string;
  tickets: readonly TicketView[];
}): MailMessage {
  const t = TEXTS[facts.locale];
  const first = facts.tickets[0];
  const orderCode = first?.orderCode ?? '';
  const link = (ticket: TicketView) => new URL(ticket.url, facts.siteUrl).href;
  const text = [
    t.hello(first?.buyerName ?? ''),
    '',
    t.lead,
    t.id,
    '',
    ...facts.tickets.flatMap((ticket) => [
      `${ticket.name} · ${ticket.validity}`,
      `${t.code}: ${ticket.code} · ${t.people}: ${ticket.quantity}`,
      `${t.open}: ${link(ticket)}`,
      '',
    ]),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.hello(first?.buyerName ?? ''))}</p>`,
    `<p>${escapeHtml(t.lead)}</p>`,
    `<p><strong>${escapeHtml(t.id)}</strong></p>`,
    ...facts.tickets.map(
      (ticket) =>
        `<section><h2>${escapeHtml(ticket.name)}</h2><p>${escapeHtml(ticket.validity)}<br>${escapeHtml(t.code)}: <strong>${escapeHtml(ticket.code)}</strong> · ${escapeHtml(t.people)}: ${ticket.quantity}</p><div style="width:220px">${ticket.qrSvg}</div><p><a href="${escapeHtml(link(ticket))}">${escapeHtml(t.open)}</a></p></section>`,
    ),
  ].join('\n');
  return {
    to: facts.email,
    subject: t.subject(orderCode),
    kind: 'e-tickets',
    locale: facts.locale,
    text,
    html,
    relatedOrderId: facts.orderId,
  };
}
