// Retention: how long each table holding personal data keeps it, enforced by the
// minute's sweep (src/server/jobs/sweep.ts) and stated in the privacy notice
// (content/pages/privacy.md, "Thời hạn lưu trữ"). Change a period in both places together.
// Visitor sessions (90 days), guest carts (30 days), access tokens (their expiry) and rate-limit
// hits (1 hour) have their own sweepers already. Each statement here is a delete or update by
// time, so several instances sweeping at once do no harm.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { deleteExpiredMailFiles } from '../mail/outbox';
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
  /** Sent mail (addresses and texts of confirmations, e-tickets, replies), rows and `.eml` files. */
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

/**
 * One retention rule: rows of `table` whose `column` (an ISO time) lies more than `days` before
 * now are deleted; with `statuses`, only rows in one of those statuses.
 */
interface ExpiryRule {
  table: keyof Database;
  column: string;
  days: number;
  statuses?: readonly string[];
}

async function deleteExpired(store: Store, now: Date, rule: ExpiryRule): Promise<number> {
  const inStatus = rule.statuses ? sql` and status in (${sql.join(rule.statuses)})` : sql``;
  const result = await sql`delete from ${sql.table(rule.table)}
    where ${sql.ref(rule.column)} < ${daysBefore(now, rule.days)}${inStatus}`.execute(store.db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Each rule in turn (several instances may sweep at once: each is one delete by time). */
async function deleteAllExpired(store: Store, now: Date, rules: ExpiryRule[]): Promise<number> {
  let total = 0;
  for (const rule of rules) total += await deleteExpired(store, now, rule);
  return total;
}

export function deleteOldLeads(store: Store, now: Date): Promise<number> {
  return deleteExpired(store, now, {
    table: 'leads',
    column: 'created_at',
    days: RETENTION_DAYS.leads,
  });
}

export function deleteRejectedCommunity(store: Store, now: Date): Promise<number> {
  const rejected = {
    column: 'moderated_at',
    days: RETENTION_DAYS.rejectedCommunity,
    statuses: ['rejected', 'spam'],
  };
  return deleteAllExpired(store, now, [
    { table: 'reviews', ...rejected },
    { table: 'comments', ...rejected },
  ]);
}

export function deleteOldSentMail(store: Store, now: Date): Promise<number> {
  return deleteExpired(store, now, {
    table: 'mail_outbox',
    column: 'sent_at',
    days: RETENTION_DAYS.sentMail,
  });
}

/** The `.eml` files of the outbox folder: the same 90 days, and none for an erased message. */
export function deleteOldMailFiles(store: Store, now: Date): Promise<number> {
  return deleteExpiredMailFiles(store, now, RETENTION_DAYS.sentMail);
}

export function deleteOldConsents(store: Store, now: Date): Promise<number> {
  return deleteExpired(store, now, {
    table: 'consents',
    column: 'recorded_at',
    days: RETENTION_DAYS.consents,
  });
}

export function deleteOldDataRequests(store: Store, now: Date): Promise<number> {
  return deleteAllExpired(store, now, [
    {
      table: 'data_requests',
      column: 'created_at',
      days: RETENTION_DAYS.unverifiedDataRequests,
      statuses: ['unverified'],
    },
    {
      table: 'data_requests',
      column: 'closed_at',
      days: RETENTION_DAYS.closedDataRequests,
      statuses: ['done', 'rejected'],
    },
  ]);
}

export function deleteOldAuditEntries(store: Store, now: Date): Promise<number> {
  return deleteExpired(store, now, {
    table: 'audit_log',
    column: 'created_at',
    days: RETENTION_DAYS.auditLog,
  });
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
