// The waiting list's two mails (issue 39), in the entry's language: "you are on the list" and "seats
// are held for you until …". Each carries the "Không cần nữa" link; tokens ride in the fragment, so
// they never reach a server log or a Referer. The booking page's waitlist leaf reads them.
import { hrefFor } from '@/i18n/routing';
import { escapeHtml, mailDate, mailDateTime } from '../mail/mail-text';
import type { MailMessage } from '../mail/outbox';

/** `/vi/dat-ve?day=…&<type>=<n>#waitlist-offer=<token>`: the booking page opened on the hold. */
export const OFFER_FRAGMENT = 'waitlist-offer';
/** `/vi/dat-ve#waitlist-leave=<token>`: the booking page asks to confirm leaving the list. */
export const LEAVE_FRAGMENT = 'waitlist-leave';

const TEXTS = {
  vi: {
    joinedSubject: (date: string) => `Bạn đã vào danh sách chờ ngày ${date}`,
    joinedLead: (date: string, what: string) =>
      `Chúng tôi đã ghi nhận yêu cầu ${what} cho ngày ${date}. Khi có chỗ, chúng tôi sẽ giữ chỗ cho bạn và gửi thư báo ngay.`,
    offerSubject: (date: string) => `Đã có chỗ ngày ${date} – chúng tôi đang giữ cho bạn`,
    offerLead: (date: string, what: string, until: string) =>
      `Đã có chỗ cho ${what} ngày ${date}. Chỗ được giữ cho bạn đến ${until}.`,
    offerAction: 'Đặt vé với chỗ đang giữ',
    offerAfter: 'Sau thời hạn này, chỗ sẽ được chuyển cho người tiếp theo trong danh sách chờ.',
    leave: 'Không cần nữa',
  },
  en: {
    joinedSubject: (date: string) => `You are on the waiting list for ${date}`,
    joinedLead: (date: string, what: string) =>
      `We have noted your wish for ${what} on ${date}. When seats come back we hold them for you and mail you at once.`,
    offerSubject: (date: string) => `Seats on ${date} – held for you`,
    offerLead: (date: string, what: string, until: string) =>
      `Seats are back for ${what} on ${date}. They are held for you until ${until}.`,
    offerAction: 'Book with the held seats',
    offerAfter: 'After that the seats pass to the next person on the waiting list.',
    leave: 'No longer needed',
  },
} as const;

export interface WaitlistMailFacts {
  email: string;
  locale: 'vi' | 'en';
  visitDate: string;
  /** The ticket type's name and how many, e.g. "2 × Vé người lớn". */
  what: string;
  ticketType: string;
  quantity: number;
  siteUrl: string;
  leaveToken: string;
}

function fragmentLink(
  facts: WaitlistMailFacts,
  key: string,
  token: string,
  query?: Record<string, string>,
): string {
  const url = new URL(hrefFor(facts.locale, 'orderTicket'), facts.siteUrl);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return `${url.href}#${key}=${token}`;
}

function message(
  facts: WaitlistMailFacts,
  kind: string,
  subject: string,
  paragraphs: readonly string[],
  action: { label: string; href: string } | null,
): MailMessage {
  const t = TEXTS[facts.locale];
  const leave = fragmentLink(facts, LEAVE_FRAGMENT, facts.leaveToken);
  const text = [
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.href}`] : []),
    '',
    `${t.leave}: ${leave}`,
  ].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action
      ? [`<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`]
      : []),
    `<p><a href="${escapeHtml(leave)}">${escapeHtml(t.leave)}</a></p>`,
  ].join('\n');
  return { to: facts.email, subject, kind, locale: facts.locale, text, html };
}

export function waitlistJoinedMail(facts: WaitlistMailFacts): MailMessage {
  const t = TEXTS[facts.locale];
  const date = mailDate(facts.visitDate, facts.locale);
  return message(
    facts,
    'waitlist-joined',
    t.joinedSubject(date),
    [t.joinedLead(date, facts.what)],
    null,
  );
}

export function waitlistOfferMail(
  facts: WaitlistMailFacts & { offerToken: string; expiresAt: string },
): MailMessage {
  const t = TEXTS[facts.locale];
  const date = mailDate(facts.visitDate, facts.locale);
  return message(
    facts,
    'waitlist-offer',
    t.offerSubject(date),
    [t.offerLead(date, facts.what, mailDateTime(facts.expiresAt, facts.locale)), t.offerAfter],
    {
      label: t.offerAction,
      // The booking page's own query (lib/tickets/booking-query.ts) chooses the held seats.
      href: fragmentLink(facts, OFFER_FRAGMENT, facts.offerToken, {
        day: facts.visitDate,
        [facts.ticketType]: String(facts.quantity),
      }),
    },
  );
}
