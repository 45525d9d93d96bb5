// The lead messages (DESIGN.md §15): a receipt to the customer in their language, and a notice to
// the operator in Vietnamese with everything they need to answer. Every value is escaped.
// The receipt goes to whatever address the form was given, from the shop's own sender, so it
// carries only the shop's fixed text and the lead's reference: never the visitor's name, message
// or links, or the form would mail anyone an attacker's words.
import type { LeadKind } from '../../db/schema';
import type { MailMessage } from '../mail/outbox';
import { formatPhone } from '@/lib/validation/phone';
import { escapeHtml } from '../mail/mail-text';

export interface LeadFacts {
  kind: LeadKind;
  /** The lead's id, quoted in both messages so the two sides can name the same request. */
  reference: string;
  locale: 'vi' | 'en';
  fullName: string;
  email: string;
  phone: string | null;
  message: string | null;
  departureDate: string | null;
  subject: string | null;
}

const TEXTS = {
  vi: {
    quoteSubject: 'Chúng tôi đã nhận yêu cầu báo giá của bạn',
    contactSubject: 'Chúng tôi đã nhận tin nhắn của bạn',
    hello: 'Xin chào,',
    quoteLead:
      'Cảm ơn bạn đã gửi yêu cầu báo giá tới Cáp Treo Núi Mây. Chúng tôi sẽ liên hệ lại trong vòng 24 giờ làm việc.',
    contactLead:
      'Cảm ơn bạn đã liên hệ với Cáp Treo Núi Mây. Chúng tôi sẽ trả lời bạn sớm nhất có thể.',
    reference: (reference: string) => `Mã tham chiếu: ${reference}`,
    notYou:
      'Nếu bạn không gửi yêu cầu này, bạn có thể bỏ qua thư này: chúng tôi sẽ không gửi thêm thư nào.',
  },
  en: {
    quoteSubject: 'We have received your quote request',
    contactSubject: 'We have received your message',
    hello: 'Hello,',
    quoteLead:
      'Thank you for asking Nui May Cable Car for a quote. We will get back to you within one working day.',
    contactLead: 'Thank you for contacting Nui May Cable Car. We will answer as soon as we can.',
    reference: (reference: string) => `Reference: ${reference}`,
    notYou:
      'If you did not send this request, you can ignore this message: we will not write again.',
  },
} as const;

/** The operator's notice is in Vietnamese, the shop's language. */
const LABELS = {
  reference: 'Mã tham chiếu',
  fullName: 'Họ và tên',
  email: 'Email',
  phone: 'Số điện thoại',
  departureDate: 'Ngày khởi hành',
  subject: 'Chủ đề',
  message: 'Lời nhắn',
  locale: 'Ngôn ngữ',
} as const;

function rows(facts: LeadFacts): [string, string][] {
  const l = LABELS;
  const list: [string, string | null][] = [
    [l.reference, facts.reference],
    [l.fullName, facts.fullName],
    [l.email, facts.email],
    [l.phone, facts.phone === null ? null : formatPhone(facts.phone)],
    [l.departureDate, facts.departureDate],
    [l.subject, facts.subject],
    [l.message, facts.message],
    [l.locale, facts.locale],
  ];
  return list.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

function render(lines: string[], table: [string, string][]): { text: string; html: string } {
  const text = [
    ...lines,
    ...(table.length ? ['', ...table.map(([k, v]) => `${k}: ${v}`)] : []),
  ].join('\n');
  const html = [
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(table.length === 0
      ? []
      : [
          `<table>${table
            .map(
              ([k, v]) =>
                `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
            )
            .join('')}</table>`,
        ]),
  ].join('\n');
  return { text, html };
}

/** The receipt the customer gets: fixed text and the reference, nothing the visitor wrote. */
export function customerLeadMail(facts: LeadFacts): MailMessage {
  const t = TEXTS[facts.locale];
  const quote = facts.kind === 'quote';
  const body = render(
    [
      t.hello,
      '',
      quote ? t.quoteLead : t.contactLead,
      '',
      t.reference(facts.reference),
      '',
      t.notYou,
    ],
    [],
  );
  return {
    to: facts.email,
    subject: quote ? t.quoteSubject : t.contactSubject,
    kind: quote ? 'quote-received' : 'contact-received',
    locale: facts.locale,
    ...body,
  };
}

/** The notice the operator gets (in Vietnamese, the shop's language). */
export function operatorLeadMail(facts: LeadFacts, operatorEmail: string): MailMessage {
  const quote = facts.kind === 'quote';
  const subject = quote
    ? `Yêu cầu báo giá mới: ${facts.fullName}${facts.departureDate ? ` (${facts.departureDate})` : ''}`
    : `Tin nhắn liên hệ mới: ${facts.fullName}`;
  const body = render(
    [quote ? 'Có yêu cầu báo giá mới từ website.' : 'Có tin nhắn liên hệ mới từ website.'],
    rows(facts),
  );
  return {
    to: operatorEmail,
    subject: subject.replace(/[\r\n]+/g, ' '),
    kind: quote ? 'quote-operator' : 'contact-operator',
    locale: 'vi',
    ...body,
  };
}
