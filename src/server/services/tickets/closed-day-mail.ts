// The mail to holders of a closed day (DESIGN.md §13), one per order, in the
// order's language: why the day is closed, and links to change the date or ask for a refund
// (a closed day allows both regardless of the usual deadline).
import type { ClosedDayReason } from '../../db/schema';
import type { MailMessage } from '../mail/outbox';
import { hrefFor } from '@/i18n/routing';
import { escapeHtml } from '../mail/mail-text';

const TEXTS = {
  vi: {
    subject: (date: string, code: string) => `Ngày ${date} tạm đóng cửa – đơn hàng ${code}`,
    lead: (date: string) =>
      `Rất tiếc, Cáp Treo Núi Mây tạm đóng cửa ngày ${date}, ngày tham quan trên vé của bạn.`,
    reason: 'Lý do',
    reasons: { weather: 'Thời tiết xấu', maintenance: 'Bảo trì', other: 'Lý do khác' },
    options:
      'Bạn có thể đổi sang ngày khác hoặc yêu cầu hoàn tiền, không phụ thuộc thời hạn thông thường:',
    exchange: 'Đổi ngày tham quan',
    refund: 'Yêu cầu hoàn tiền',
    sorry: 'Chúng tôi xin lỗi vì sự bất tiện này.',
  },
  en: {
    subject: (date: string, code: string) => `${date} closed – order ${code}`,
    lead: (date: string) =>
      `We are sorry: Nui May Cable Car is closed on ${date}, the visit date on your tickets.`,
    reason: 'Reason',
    reasons: { weather: 'Bad weather', maintenance: 'Maintenance', other: 'Other' },
    options:
      'You can change to another date or ask for a refund, regardless of the usual deadline:',
    exchange: 'Change the visit date',
    refund: 'Ask for a refund',
    sorry: 'We apologise for the inconvenience.',
  },
} as const;

export function closedDayMail(facts: {
  orderId: string;
  orderCode: string;
  locale: 'vi' | 'en';
  email: string;
  visitDate: string;
  reason: ClosedDayReason;
  note: string | null;
  siteUrl: string;
}): MailMessage {
  const t = TEXTS[facts.locale];
  const date = facts.visitDate.split('-').reverse().join('/');
  const subject = t.subject(date, facts.orderCode);
  const exchange = new URL(hrefFor(facts.locale, 'ticketExchange'), facts.siteUrl).href;
  const refund = new URL(hrefFor(facts.locale, 'orderRefund'), facts.siteUrl).href;
  const reason = facts.note
    ? `${t.reasons[facts.reason]} – ${facts.note}`
    : t.reasons[facts.reason];
  const text = [
    t.lead(date),
    `${t.reason}: ${reason}`,
    '',
    t.options,
    `${t.exchange}: ${exchange}`,
    `${t.refund}: ${refund}`,
    '',
    t.sorry,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.lead(date))}</p>`,
    `<p>${escapeHtml(t.reason)}: ${escapeHtml(reason)}</p>`,
    `<p>${escapeHtml(t.options)}</p>`,
    `<ul><li><a href="${escapeHtml(exchange)}">${escapeHtml(t.exchange)}</a></li><li><a href="${escapeHtml(refund)}">${escapeHtml(t.refund)}</a></li></ul>`,
    `<p>${escapeHtml(t.sorry)}</p>`,
  ].join('\n');
  return {
    to: facts.email,
    subject,
    kind: 'day-closed',
    locale: facts.locale,
    text,
    html,
    relatedOrderId: facts.orderId,
  };
}
