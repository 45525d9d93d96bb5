// The refund messages (DESIGN.md §12 "Mail"), in the order's language: the
// request approved, rejected (with the operator's note), refunded (amount, method, reference).
import type { MailMessage } from '../../mail/outbox';
import { REFUND_METHOD_LABELS, type RefundMethodId } from '@/lib/admin/refund-capacity-schemas';
import { escapeHtml, mailMoney } from '../../mail/mail-text';

export type RefundMailKind = 'refund-approved' | 'refund-rejected' | 'refund-refunded';

export interface RefundMailFacts {
  orderId: string;
  orderCode: string;
  locale: 'vi' | 'en';
  email: string;
  note: string | null;
  refund?: { amount: number; method: RefundMethod; reference: string };
  /** Some tickets given back: their codes (the order's other tickets stay valid). */
  givenBack?: readonly string[] | null;
}

export type RefundMethod = RefundMethodId;

const TEXTS = {
  vi: {
    subject: {
      'refund-approved': (code: string) =>
        `Yêu cầu hoàn tiền cho đơn hàng ${code} đã được chấp nhận`,
      'refund-rejected': (code: string) => `Yêu cầu hoàn tiền cho đơn hàng ${code} bị từ chối`,
      'refund-refunded': (code: string) => `Đã hoàn tiền cho đơn hàng ${code}`,
    },
    lead: {
      'refund-approved':
        'Chúng tôi đã chấp nhận yêu cầu hoàn tiền của bạn và sẽ hoàn tiền trong 5–7 ngày làm việc.',
      'refund-rejected': 'Rất tiếc, yêu cầu hoàn tiền của bạn không được chấp nhận.',
      'refund-refunded':
        'Chúng tôi đã hoàn tiền cho đơn hàng của bạn. Vé của đơn hàng này không còn hiệu lực.',
    },
    givenBack: (codes: string) =>
      `Chúng tôi đã hoàn tiền cho vé ${codes}. Các vé này không còn hiệu lực; những vé khác của đơn hàng vẫn dùng được như cũ.`,
    note: 'Ghi chú',
    amount: 'Số tiền hoàn',
    method: 'Hình thức hoàn tiền',
    reference: 'Mã tham chiếu',
    methods: REFUND_METHOD_LABELS.vi,
    closing: 'Cảm ơn bạn đã tin tưởng Cáp Treo Núi Mây.',
  },
  en: {
    subject: {
      'refund-approved': (code: string) => `Refund request for order ${code} approved`,
      'refund-rejected': (code: string) => `Refund request for order ${code} declined`,
      'refund-refunded': (code: string) => `Order ${code} has been refunded`,
    },
    lead: {
      'refund-approved':
        'We have approved your refund request and will refund you within 5–7 working days.',
      'refund-rejected': 'We are sorry, your refund request has been declined.',
      'refund-refunded': "We have refunded your order. This order's tickets are no longer valid.",
    },
    givenBack: (codes: string) =>
      `We have refunded ticket ${codes}. These tickets are no longer valid; the order's other tickets stay valid as before.`,
    note: 'Note',
    amount: 'Amount refunded',
    method: 'Refund method',
    reference: 'Reference',
    methods: REFUND_METHOD_LABELS.en,
    closing: 'Thank you for choosing Nui May Cable Car.',
  },
} as const;

export function refundMail(kind: RefundMailKind, facts: RefundMailFacts): MailMessage {
  const t = TEXTS[facts.locale];
  const subject = t.subject[kind](facts.orderCode);
  const lead =
    kind === 'refund-refunded' && facts.givenBack?.length
      ? t.givenBack(facts.givenBack.join(', '))
      : t.lead[kind];
  const rows: [string, string][] = [];
  if (facts.refund) {
    rows.push([t.amount, mailMoney(facts.refund.amount, facts.locale)]);
    rows.push([t.method, t.methods[facts.refund.method]]);
    rows.push([t.reference, facts.refund.reference]);
  }
  if (facts.note) rows.push([t.note, facts.note]);
  const text = [subject, '', lead, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', t.closing].join(
    '\n',
  );
  const html = [
    `<h1>${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(lead)}</p>`,
    rows.length > 0
      ? `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
      : '',
    `<p>${escapeHtml(t.closing)}</p>`,
  ].join('\n');
  return {
    to: facts.email,
    subject,
    kind,
    locale: facts.locale,
    text,
    html,
    relatedOrderId: facts.orderId,
  };
}
