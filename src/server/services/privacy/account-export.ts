// account.exportData (DESIGN.md §18: the right to a copy): everything the store holds
// about the signed-in account, as one JSON document. Explicit columns only; never a password hash
// or a token.
import { PRIVACY_NOTICE_VERSION } from '@/config';
import type { Store } from '../../db/store';
import { getProfile } from '../auth';
import { loadOrderView, publicView, type OrderView } from '../orders/order-view';
import { listUserConsents, type ConsentRecord } from './consents';

export interface AccountExport {
  exportedAt: string;
  noticeVersion: string;
  profile: {
    email: string;
    firstName: string;
    lastName: string | null;
    phone: string | null;
    role: string;
    createdAt: string;
    updatedAt: string;
  };
  orders: OrderView[];
  tickets: (OrderView['tickets'][number] & { orderCode: string })[];
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
  /** Quote requests and contact messages sent from the account's email. */
  messages: {
    kind: string;
    fullName: string;
    phone: string | null;
    message: string | null;
    subject: string | null;
    createdAt: string;
  }[];
}

export async function exportAccountData(store: Store, userId: string): Promise<AccountExport> {
  const user = await getProfile(store, userId);
  const db = store.db;
  const orderRows = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const orders: OrderView[] = [];
  for (const row of orderRows) {
    const view = await loadOrderView(db, { orderId: row.id });
    if (view) orders.push(publicView(view));
  }
  const reviews = await db
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
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  // Comments written while signed in, and those left under the account's email as a guest.
  const comments = await db
    .selectFrom('comments')
    .select(['post_slug', 'name', 'email', 'content', 'status', 'created_at'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', user.email)]))
    .orderBy('created_at')
    .execute();
  const sessions = await db
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
    .where('user_id', '=', userId)
    .orderBy('start_time')
    .execute();
  const messages = await db
    .selectFrom('leads')
    .select(['kind', 'full_name', 'phone', 'message', 'subject', 'created_at'])
    .where('email', '=', user.email)
    .orderBy('created_at')
    .execute();

  return {
    exportedAt: new Date().toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    profile: {
      email: user.email,
      firstName: user.profile.firstName,
      lastName: user.profile.lastName,
      phone: user.profile.phone,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    orders,
    tickets: orders.flatMap((o) => o.tickets.map((t) => ({ ...t, orderCode: o.orderCode }))),
    reviews: reviews.map((r) => ({
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
    })),
    comments: comments.map((c) => ({
      postSlug: c.post_slug,
      name: c.name,
      email: c.email,
      content: c.content,
      status: c.status,
      createdAt: c.created_at,
    })),
    sessions: sessions.map((s) => ({
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
    })),
    consents: await listUserConsents(db, userId),
    messages: messages.map((m) => ({
      kind: m.kind,
      fullName: m.full_name,
      phone: m.phone,
      message: m.message,
      subject: m.subject,
      createdAt: m.created_at,
    })),
  };
}
