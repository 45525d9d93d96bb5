// Retention: how long each table holding personal data keeps it, enforced by the
// minute's sweep (src/server/jobs/sweep.ts) and stated in the privacy notice
// (content/pages/privacy.md, "Thời hạn lưu trữ"). Change a period in both places together.
// Visitor sessions (90 days), guest carts (30 days), access tokens (their expiry) and rate-limit
// hits (1 hour) have their own sweepers already. Each statement here is a delete or update by
// time, so several instances sweeping at once do no harm.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { writeTransaction, type Store } from '../../db/store';
import { avatarDir, AVATAR_URL_PREFIX } from '../uploads/avatar';
import { reduceOrders } from './personal-data';

const DAY_MS = 24 * 60 * 60_000;

export const RETENTION_DAYS = {
  /** Name, email, phone, street and notes on an order; its accounting figures stay. */
  orderPersonalData: 2 * 365,
  /** Quote requests and contact messages. */
  leads: 2 * 365,
  /** Reviews and comments moderators rejected or marked spam. */
  rejectedCommunity: 90,
  /** Sent mail (addresses and texts of confirmations, e-tickets, replies). */
  sentMail: 90,
  /** Consent evidence. */
  consents: 3 * 365,
  /** Data requests, from their completion. */
  closedDataRequests: 3 * 365,
  /** Data requests whose email was never confirmed. */
  unverifiedDataRequests: 7,
  /** The operators' audit log. */
  auditLog: 3 * 365,
} as const;
/** An uploaded avatar no review uses is removed after this long (time enough to send the form). */
export const ORPHAN_AVATAR_HOURS = 24;
/** Orders reduced per pass: the minute's sweep catches up over a few passes after a long pause. */
const ORDER_BATCH = 200;

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** Orders placed over two years ago keep no person: the same reduction as an account deletion. */
export async function reduceOldOrders(store: Store, now: Date): Promise<number> {
  const ids = await store.db
    .selectFrom('orders')
    .select('id')
    .where('created_at', '<', daysBefore(now, RETENTION_DAYS.orderPersonalData))
    .where((eb) => eb.or([eb('contact_email', '!=', ''), eb('contact_phone', '!=', '')]))
    .limit(ORDER_BATCH)
    .execute();
  if (ids.length === 0) return 0;
  return writeTransaction(store, (trx) =>
    reduceOrders(
      trx,
      ids.map((row) => row.id),
    ),
  );
}

async function deleted(result: Promise<{ numDeletedRows: bigint }>): Promise<number> {
  return Number((await result).numDeletedRows);
}

export function deleteOldLeads(store: Store, now: Date): Promise<number> {
  return deleted(
    store.db
      .deleteFrom('leads')
      .where('created_at', '<', daysBefore(now, RETENTION_DAYS.leads))
      .executeTakeFirst(),
  );
}

export async function deleteRejectedCommunity(store: Store, now: Date): Promise<number> {
  const before = daysBefore(now, RETENTION_DAYS.rejectedCommunity);
  const reviews = await deleted(
    store.db
      .deleteFrom('reviews')
      .where('status', 'in', ['rejected', 'spam'])
      .where('moderated_at', '<', before)
      .executeTakeFirst(),
  );
  const comments = await deleted(
    store.db
      .deleteFrom('comments')
      .where('status', 'in', ['rejected', 'spam'])
      .where('moderated_at', '<', before)
      .executeTakeFirst(),
  );
  return reviews + comments;
}

export function deleteOldSentMail(store: Store, now: Date): Promise<number> {
  return deleted(
    store.db
      .deleteFrom('mail_outbox')
      .where('sent_at', '<', daysBefore(now, RETENTION_DAYS.sentMail))
      .executeTakeFirst(),
  );
}

export function deleteOldConsents(store: Store, now: Date): Promise<number> {
  return deleted(
    store.db
      .deleteFrom('consents')
      .where('recorded_at', '<', daysBefore(now, RETENTION_DAYS.consents))
      .executeTakeFirst(),
  );
}

export async function deleteOldDataRequests(store: Store, now: Date): Promise<number> {
  const unverified = await deleted(
    store.db
      .deleteFrom('data_requests')
      .where('status', '=', 'unverified')
      .where('created_at', '<', daysBefore(now, RETENTION_DAYS.unverifiedDataRequests))
      .executeTakeFirst(),
  );
  const closed = await deleted(
    store.db
      .deleteFrom('data_requests')
      .where('status', 'in', ['done', 'rejected'])
      .where('closed_at', '<', daysBefore(now, RETENTION_DAYS.closedDataRequests))
      .executeTakeFirst(),
  );
  return unverified + closed;
}

export function deleteOldAuditEntries(store: Store, now: Date): Promise<number> {
  return deleted(
    store.db
      .deleteFrom('audit_log')
      .where('created_at', '<', daysBefore(now, RETENTION_DAYS.auditLog))
      .executeTakeFirst(),
  );
}

/**
 * Avatars uploaded over a day ago that no review names: the upload row goes, and with it the bytes
 * (uploads live in the store); a file an earlier version left on disk under the same name goes too.
 */
export async function deleteOrphanedAvatars(
  store: Store,
  now: Date,
  uploadsDir: string,
): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AVATAR_HOURS * 60 * 60_000).toISOString();
  const orphans = await store.db
    .selectFrom('uploads')
    .select(['id', 'file_name'])
    .where('kind', '=', 'avatar')
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reviews')
            .select('reviews.id')
            .where(
              'reviews.avatar_url',
              '=',
              sql<string>`${AVATAR_URL_PREFIX} || uploads.file_name`,
            ),
        ),
      ),
    )
    .limit(200)
    .execute();
  let removed = 0;
  for (const orphan of orphans) {
    const result = await store.db
      .deleteFrom('uploads')
      .where('id', '=', orphan.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) continue;
    removed += 1;
    try {
      await fs.rm(path.join(avatarDir(uploadsDir), orphan.file_name), { force: true });
    } catch (error) {
      console.error(`[retention] could not remove avatar ${orphan.file_name}`, error);
    }
  }
  return removed;
}
