// The sections of account.exportData, one reader each, named by personal-data-map.ts (which
// says what each covers). Explicit columns only; never a password hash, a token or a token's hash.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import { getProfile } from '../auth/auth';
import { loadOrderView, publicView, type OrderView } from '../orders';
import { listUserConsents, type ConsentRecord } from './consents';
import type { Person } from './person';

export interface ExportSections {
  profile: {
    email: string;
    /** The owner proved the mailbox; until then rows found only by the email are left out. */
    emailVerified: boolean;
    firstName: string;
    lastName: string | null;
    phone: string | null;
    role: string;
    createdAt: string;
    updatedAt: string;
  };
  /** Waiting-list entries made with the verified email (kept until their day has passed). */
  waitlist: {
    visitDate: string;
    ticketType: string;
    quantity: number;
    email: string;
    phone: string;
    status: string;
    createdAt: string;
  }[];
  /** The account's orders and, with a verified email, the guest orders placed with it. */
  orders: OrderView[];
  tickets: (OrderView['tickets'][number] & { orderCode: string })[];
  /** What was asked back for those orders, in the person's words. */
  refundRequests: {
    orderCode: string;
    status: string;
    reason: string;
    createdAt: string;
    decidedAt: string | null;
    note: string | null;
    amount: number | null;
    method: string | null;
  }[];
  reviews: {
    authorName: string;
    profession: string | null;
    avatarUrl: string | null;
    rating: number;
    title: string | null;
    content: string;
    serviceType: string;
    visitDate: string;
    status: string;
    createdAt: string;
  }[];
  comments: {
    postSlug: string;
    name: string;
    email: string;
    content: string;
    status: string;
    createdAt: string;
  }[];
  sessions: {
    sessionId: string;
    ipAddress: string;
    country: string;
    userAgent: string;
    deviceInfo: string;
    referrer: string;
    landingPage: string;
    exitPage: string | null;
    startTime: string;
    lastActivity: string;
    endTime: string | null;
    pageViews: number;
  }[];
  consents: ConsentRecord[];
  /** Quote requests and contact messages sent from the account's (verified) email. */
  messages: {
    kind: string;
    fullName: string;
    phone: string | null;
    message: string | null;
    subject: string | null;
    createdAt: string;
  }[];
  /** Requests about personal data sent from the account's verified email, and how they stand. */
  dataRequests: {
    kind: string;
    message: string | null;
    status: string;
    createdAt: string;
    verifiedAt: string | null;
    closedAt: string | null;
  }[];
  /** The mail the shop wrote to the person (its text; attachments such as QR images left out). */
  mails: {
    to: string;
    subject: string;
    kind: string;
    text: string;
    createdAt: string;
    sentAt: string | null;
  }[];
}

export async function readProfile(
  store: Store,
  person: Person,
): Promise<ExportSections['profile']> {
  const user = await getProfile(store, person.userId);
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.profile.firstName,
    lastName: user.profile.lastName,
    phone: user.profile.phone,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export async function readOrders(store: Store, person: Person): Promise<ExportSections['orders']> {
  const orders: OrderView[] = [];
  for (const orderId of person.orderIds) {
    const view = await loadOrderView(store.db, { orderId });
    if (view) orders.push(publicView(view));
  }
  return orders;
}

export async function readTickets(
  store: Store,
  person: Person,
): Promise<ExportSections['tickets']> {
  const orders = await readOrders(store, person);
  return orders.flatMap((o) => o.tickets.map((t) => ({ ...t, orderCode: o.orderCode })));
}

export async function readRefundRequests(
  store: Store,
  person: Person,
): Promise<ExportSections['refundRequests']> {
  if (person.orderIds.length === 0) return [];
  const rows = await store.db
    .selectFrom('refund_requests')
    .innerJoin('orders', 'orders.id', 'refund_requests.order_id')
    .select([
      'orders.order_code',
      'refund_requests.status',
      'refund_requests.reason',
      'refund_requests.created_at',
      'refund_requests.decided_at',
      'refund_requests.note',
      'refund_requests.amount',
      'refund_requests.method',
    ])
    .where('refund_requests.order_id', 'in', person.orderIds)
    .orderBy('refund_requests.created_at')
    .execute();
  return rows.map((r) => ({
    orderCode: r.order_code,
    status: r.status,
    reason: r.reason,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    note: r.note,
    amount: r.amount === null ? null : Number(r.amount),
    method: r.method,
  }));
}

export async function readReviews(
  store: Store,
  person: Person,
): Promise<ExportSections['reviews']> {
  const rows = await store.db
    .selectFrom('reviews')
    .select([
      'author_name',
      'profession',
      'avatar_url',
      'rating',
      'title',
      'content',
      'service_type',
      'visit_date',
      'status',
      'created_at',
    ])
    .where('user_id', '=', person.userId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    authorName: r.author_name,
    profession: r.profession,
    avatarUrl: r.avatar_url,
    rating: r.rating,
    title: r.title,
    content: r.content,
    serviceType: r.service_type,
    visitDate: r.visit_date,
    status: r.status,
    createdAt: r.created_at,
  }));
}

export async function readComments(
  store: Store,
  person: Person,
): Promise<ExportSections['comments']> {
  const rows = await store.db
    .selectFrom('comments')
    .select(['post_slug', 'name', 'email', 'content', 'status', 'created_at'])
    .where((eb) => byUserOrVerifiedEmail(eb, person))
    .orderBy('created_at')
    .execute();
  return rows.map((c) => ({
    postSlug: c.post_slug,
    name: c.name,
    email: c.email,
    content: c.content,
    status: c.status,
    createdAt: c.created_at,
  }));
}

/** Comments written while signed in, and those left as a guest under the verified email. */
export function byUserOrVerifiedEmail(eb: ExpressionBuilder<Database, 'comments'>, person: Person) {
  return person.verifiedEmail
    ? eb.or([eb('user_id', '=', person.userId), eb('email', '=', person.verifiedEmail)])
    : eb('user_id', '=', person.userId);
}

export async function readSessions(
  store: Store,
  person: Person,
): Promise<ExportSections['sessions']> {
  const rows = await store.db
    .selectFrom('visitor_sessions')
    .select([
      'session_id',
      'ip_address',
      'country',
      'user_agent',
      'device_info',
      'referrer',
      'landing_page',
      'exit_page',
      'start_time',
      'last_activity',
      'end_time',
      'page_views',
    ])
    .where('user_id', '=', person.userId)
    .orderBy('start_time')
    .execute();
  return rows.map((s) => ({
    sessionId: s.session_id,
    ipAddress: s.ip_address,
    country: s.country,
    userAgent: s.user_agent,
    deviceInfo: s.device_info,
    referrer: s.referrer,
    landingPage: s.landing_page,
    exitPage: s.exit_page,
    startTime: s.start_time,
    lastActivity: s.last_activity,
    endTime: s.end_time,
    pageViews: Number(s.page_views),
  }));
}

export function readConsents(store: Store, person: Person): Promise<ExportSections['consents']> {
  return listUserConsents(store.db, person.userId);
}

export async function readMessages(
  store: Store,
  person: Person,
): Promise<ExportSections['messages']> {
  if (!person.verifiedEmail) return [];
  const rows = await store.db
    .selectFrom('leads')
    .select(['kind', 'full_name', 'phone', 'message', 'subject', 'created_at'])
    .where('email', '=', person.verifiedEmail)
    .orderBy('created_at')
    .execute();
  return rows.map((m) => ({
    kind: m.kind,
    fullName: m.full_name,
    phone: m.phone,
    message: m.message,
    subject: m.subject,
    createdAt: m.created_at,
  }));
}

export async function readWaitlist(
  store: Store,
  person: Person,
): Promise<ExportSections['waitlist']> {
  if (!person.verifiedEmail) return [];
  const rows = await store.db
    .selectFrom('waitlist_entries')
    .select(['visit_date', 'ticket_type', 'quantity', 'email', 'phone', 'status', 'created_at'])
    .where('email', '=', person.verifiedEmail)
    .orderBy('created_at')
    .execute();
  return rows.map((w) => ({
    visitDate: w.visit_date,
    ticketType: w.ticket_type,
    quantity: Number(w.quantity),
    email: w.email,
    phone: w.phone,
    status: w.status,
    createdAt: w.created_at,
  }));
}

export async function readDataRequests(
  store: Store,
  person: Person,
): Promise<ExportSections['dataRequests']> {
  if (!person.verifiedEmail) return [];
  const rows = await store.db
    .selectFrom('data_requests')
    .select(['kind', 'message', 'status', 'created_at', 'verified_at', 'closed_at'])
    .where('email', '=', person.verifiedEmail)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    message: r.message,
    status: r.status,
    createdAt: r.created_at,
    verifiedAt: r.verified_at,
    closedAt: r.closed_at,
  }));
}

export async function readMails(store: Store, person: Person): Promise<ExportSections['mails']> {
  if (person.mails.length === 0) return [];
  const rows = await store.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'kind', 'body_text', 'created_at', 'sent_at'])
    .where(
      'id',
      'in',
      person.mails.map((mail) => mail.id),
    )
    .orderBy('created_at')
    .execute();
  return rows.map((m) => ({
    to: m.to_address,
    subject: m.subject,
    kind: m.kind,
    text: m.body_text,
    createdAt: m.created_at,
    sentAt: m.sent_at,
  }));
}
