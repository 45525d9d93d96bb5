// The lead messages (DESIGN.md §15): a receipt to the customer in their language, and a notice to
// the operator in Vietnamese with everything they need to answer. Every value is escaped.
import type { LeadKind } from '../../db/schema';
import type { MailMessage } from '../mail/outbox';
import { formatPhone } from '@/lib/validation/phone';
import { escapeHtml } from '../mail/mail-text';

export interface LeadFacts {
  kind: LeadKind;
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
    hello: (name: string) => `Xin chào ${name},`,
    quoteLead:
      'Cảm ơn bạn đã gửi yêu cầu báo giá tới Cáp Treo Núi Mây. Chúng tôi sẽ liên hệ lại trong vòng 24 giờ làm việc.',
    contactLead:
      'Cảm ơn bạn đã liên hệ với Cáp Treo Núi Mây. Chúng tôi sẽ trả lời bạn sớm nhất có thể.',
    summary: 'Nội dung bạn đã gửi:',
  },
  en: {
    quoteSubject: 'We have received your quote request',
    contactSubject: 'We have received your message',
    hello: (name: string) => `Hello ${name},`,
    quoteLead:
      'Thank you for asking Nui May Cable Car for a quote. We will get back to you within one working day.',
    contactLead: 'Thank you for contacting Nui May Cable Car. We will answer as soon as we can.',
    summary: 'What you sent us:',
  },
} as const;

const LABELS = {
  vi: {
    fullName: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    departureDate: 'Ngày khởi hành',
    subject: 'Chủ đề',
    message: 'Lời nhắn',
    locale: 'Ngôn ngữ',
  },
  en: {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    departureDate: 'Departure date',
    subject: 'Subject',
    message: 'Message',
    locale: 'Language',
  },
} as const;

function rows(facts: LeadFacts, locale: 'vi' | 'en', withLocale: boolean): [string, string][] {
  const l = LABELS[locale];
  const list: [string, string | null][] = [
    [l.fullName, facts.fullName],
    [l.email, facts.email],
    [l.phone, facts.phone === null ? null : formatPhone(facts.phone)],
    [l.departureDate, facts.departureDate],
    [l.subject, facts.subject],
    [l.message, facts.message],
    [l.locale, withLocale ? facts.locale : null],
  ];
  return list.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

function render(lines: string[], table: [string, string][]): { text: string; html: string } {
  const text = [...lines, '', ...table.map(([k, v]) => `${k}: ${v}`)].join('\n');
  const html = [
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<table>${table
      .map(
        ([k, v]) =>
          `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>`,
  ].join('\n');
  return { text, html };
}

/** The receipt the customer gets. */
export function customerLeadMail(facts: LeadFacts): MailMessage {
  const t = TEXTS[facts.locale];
  const quote = facts.kind === 'quote';
  const body = render(
    [t.hello(facts.fullName), '', quote ? t.quoteLead : t.contactLead, '', t.summary],
    rows(facts, facts.locale, false),
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
    rows(facts, 'vi', true),
  );
  return {
    to: operatorEmail,
    subject: subject.replace(/[\r\n]+/g, ' '),
    kind: quote ? 'quote-operator' : 'contact-operator',
    locale: 'vi',
    ...body,
  };
}
