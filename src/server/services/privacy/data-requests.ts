// Data-subject requests from people without an account: a form on the privacy notice,
// confirmed by a link mailed to the address (so nobody asks about someone else's data), then
// worked by operators in the console ("Yêu cầu dữ liệu") against the law's deadlines, every step
// in the audit log. Deadlines run from the confirmation.
import { createHash, randomBytes } from 'node:crypto';
import { hrefFor } from '@/i18n/routing';
import type { DataRequestInput } from '@/lib/validation/privacy';
import { newId, nowIso } from '../../db/ids';
import type { DataRequestKind, DataRequestStatus } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { isHoneypotFilled } from '../leads/public-write';
import { escapeHtml } from '../mail/mail-text';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { recordAudit, type Actor } from '../operators/audit-log';
import { takeRateLimit, type RateLimit } from '../rate-limit/rate-limit';
import {
  ACKNOWLEDGE_WORKING_DAYS,
  addCalendarDays,
  addWorkingDays,
  COMPLETE_DAYS,
} from './working-days';

export const DATA_REQUEST_ADDRESS_LIMIT: RateLimit = { limit: 10, windowMs: 60 * 60_000 };
export const DATA_REQUEST_EMAIL_LIMIT: RateLimit = { limit: 3, windowMs: 60 * 60_000 };
/** An emailed link works this long; unconfirmed requests are then deleted by the sweep. */
export const DATA_REQUEST_LINK_DAYS = 7;
export const DATA_REQUEST_AUDIT_TARGET = 'data_request';

function tokenHash(token: string): string {
  return createHash('sha256').update(`data-request:${token}`).digest('hex');
}

const MAIL = {
  vi: {
    subject: 'Xác nhận yêu cầu về dữ liệu cá nhân',
    lead: 'Chúng tôi nhận được một yêu cầu về dữ liệu cá nhân gắn với địa chỉ email này. Nếu đúng là bạn gửi, hãy mở liên kết dưới đây trong vòng 7 ngày để xác nhận:',
    ignore: 'Nếu bạn không gửi yêu cầu này, hãy bỏ qua thư; chúng tôi sẽ không làm gì thêm.',
  },
  en: {
    subject: 'Confirm your personal data request',
    lead: 'We received a request about the personal data linked to this email address. If it was you, open the link below within 7 days to confirm it:',
    ignore: 'If you did not send it, ignore this message; we will do nothing further.',
  },
} as const;

function confirmationMail(email: string, locale: 'vi' | 'en', link: string): MailMessage {
  const t = MAIL[locale];
  return {
    to: email,
    subject: t.subject,
    kind: 'data-request-confirm',
    locale,
    text: `${t.lead}\n\n${link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
  };
}

/**
 * Stores the request unconfirmed and mails the link. The answer is the same whatever the address,
 * and a honeypot answer is told it worked while nothing is stored or sent.
 */
export async function createDataRequest(
  store: Store,
  input: DataRequestInput,
  client: { ip: string; siteUrl: string; now: Date },
): Promise<{ ok: true }> {
  if (isHoneypotFilled(input.website)) return { ok: true };
  await takeRateLimit(
    store,
    `data-request:ip:${client.ip}`,
    DATA_REQUEST_ADDRESS_LIMIT,
    client.now,
  );
  await takeRateLimit(
    store,
    `data-request:email:${input.email}`,
    DATA_REQUEST_EMAIL_LIMIT,
    client.now,
  );
  const token = randomBytes(32).toString('base64url');
  const link = new URL(
    `${hrefFor(input.locale, 'privacy')}?request=${token}#data-request`,
    client.siteUrl,
  ).href;
  await writeTransaction(store, async (trx) => {
    await trx
      .insertInto('data_requests')
      .values({
        id: newId(),
        kind: input.kind,
        email: input.email,
        message: input.message,
        locale: input.locale,
        status: 'unverified',
        token_hash: tokenHash(token),
        created_at: nowIso(),
        verified_at: null,
        acknowledge_by: null,
        due_by: null,
        acknowledged_at: null,
        closed_at: null,
      })
      .execute();
    await enqueueMail(trx, confirmationMail(input.email, input.locale, link));
  });
  return { ok: true };
}

export interface VerifiedRequest {
  kind: DataRequestKind;
  acknowledgeBy: string;
  dueBy: string;
}

/** The mailed link: the request opens, with its deadlines. A used or stale link: NOT_FOUND. */
export async function verifyDataRequest(
  store: Store,
  token: string,
  now: Date = new Date(),
): Promise<VerifiedRequest> {
  const oldest = addCalendarDays(now, -DATA_REQUEST_LINK_DAYS).toISOString();
  const acknowledgeBy = addWorkingDays(now, ACKNOWLEDGE_WORKING_DAYS).toISOString();
  const dueBy = addCalendarDays(now, COMPLETE_DAYS).toISOString();
  return writeTransaction(store, async (trx) => {
    const request = await trx
      .selectFrom('data_requests')
      .select(['id', 'kind'])
      .where('token_hash', '=', tokenHash(token))
      .where('status', '=', 'unverified')
      .where('created_at', '>=', oldest)
      .executeTakeFirst();
    if (!request) throw new DomainError('data-request-link-invalid');
    // The token is spent here: a second click finds nothing to open.
    const result = await trx
      .updateTable('data_requests')
      .set({
        status: 'open',
        token_hash: null,
        verified_at: now.toISOString(),
        acknowledge_by: acknowledgeBy,
        due_by: dueBy,
      })
      .where('id', '=', request.id)
      .where('status', '=', 'unverified')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new DomainError('data-request-link-invalid');
    }
    return { kind: request.kind, acknowledgeBy, dueBy };
  });
}

export interface DataRequestView {
  id: string;
  kind: DataRequestKind;
  email: string;
  message: string | null;
  locale: string;
  status: DataRequestStatus;
  verifiedAt: string | null;
  acknowledgeBy: string | null;
  dueBy: string | null;
  acknowledgedAt: string | null;
  closedAt: string | null;
  /** Past a deadline it has not met yet. */
  overdue: boolean;
  history: { action: string; actorEmail: string; at: string; note: string | null }[];
}

/** Confirmed requests, the open ones first by deadline, then the latest closed ones. */
export async function listDataRequests(
  store: Store,
  now: Date = new Date(),
): Promise<DataRequestView[]> {
  const rows = await store.db
    .selectFrom('data_requests')
    .select([
      'id',
      'kind',
      'email',
      'message',
      'locale',
      'status',
      'verified_at',
      'acknowledge_by',
      'due_by',
      'acknowledged_at',
      'closed_at',
    ])
    .where('status', '!=', 'unverified')
    .orderBy('due_by')
    .limit(200)
    .execute();
  const audit = rows.length
    ? await store.db
        .selectFrom('audit_log')
        .select(['target_id', 'action', 'actor_email', 'created_at', 'details_json'])
        .where('target_type', '=', DATA_REQUEST_AUDIT_TARGET)
        .where(
          'target_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('created_at')
        .execute()
    : [];
  const at = now.toISOString();
  const open = (s: DataRequestStatus) => s === 'open' || s === 'acknowledged';
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      email: row.email,
      message: row.message,
      locale: row.locale,
      status: row.status,
      verifiedAt: row.verified_at,
      acknowledgeBy: row.acknowledge_by,
      dueBy: row.due_by,
      acknowledgedAt: row.acknowledged_at,
      closedAt: row.closed_at,
      overdue:
        (row.status === 'open' && (row.acknowledge_by ?? at) < at) ||
        (open(row.status) && (row.due_by ?? at) < at),
      history: audit
        .filter((entry) => entry.target_id === row.id)
        .map((entry) => ({
          action: entry.action,
          actorEmail: entry.actor_email,
          at: entry.created_at,
          note: noteOf(entry.details_json),
        })),
    }))
    .sort((a, b) => Number(open(b.status)) - Number(open(a.status)));
}

function noteOf(details: string | null): string | null {
  if (!details) return null;
  try {
    const value = (JSON.parse(details) as { note?: unknown }).note;
    return typeof value === 'string' ? value : null;
  } catch (error) {
    console.error('[privacy] unreadable audit details', error);
    return null;
  }
}

const NEXT: Record<
  'acknowledge' | 'complete' | 'reject',
  { from: DataRequestStatus[]; to: DataRequestStatus }
> = {
  acknowledge: { from: ['open'], to: 'acknowledged' },
  complete: { from: ['open', 'acknowledged'], to: 'done' },
  reject: { from: ['open', 'acknowledged'], to: 'rejected' },
};

/** An operator's step, applied once (conditional on the status read) and written to the audit log. */
export async function advanceDataRequest(
  store: Store,
  actor: Actor,
  input: { id: string; step: keyof typeof NEXT; note: string | null },
): Promise<{ status: DataRequestStatus }> {
  const step = NEXT[input.step];
  return writeTransaction(store, async (trx) => {
    const request = await trx
      .selectFrom('data_requests')
      .select(['status', 'kind'])
      .where('id', '=', input.id)
      .where('status', '!=', 'unverified')
      .executeTakeFirst();
    if (!request) throw new DomainError('data-request-not-found');
    if (!step.from.includes(request.status)) {
      throw new DomainError('data-request-wrong-status');
    }
    const at = nowIso();
    const result = await trx
      .updateTable('data_requests')
      .set(
        step.to === 'acknowledged'
          ? { status: step.to, acknowledged_at: at }
          : {
              status: step.to,
              closed_at: at,
              acknowledged_at: request.status === 'open' ? at : undefined,
            },
      )
      .where('id', '=', input.id)
      .where('status', '=', request.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new DomainError('data-request-wrong-status');
    }
    await recordAudit(trx, actor, {
      action: `data-request.${input.step}`,
      targetType: DATA_REQUEST_AUDIT_TARGET,
      targetId: input.id,
      details: { kind: request.kind, from: request.status, to: step.to, note: input.note },
    });
    return { status: step.to };
  });
}
