// Consent evidence: each answer to the banner is one row — an anonymous id the browser
// made, the time, the notice version and the choices. No address and no device facts are kept;
// the rate limit keys on the address only in rate_limit_hits, which the sweep empties hourly.
import type { Kysely } from 'kysely';
import type { ConsentRecordInput } from '@/lib/validation/privacy';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import { takeRateLimit, type RateLimit } from '../rate-limit/rate-limit';

/** Per client address: a visitor changes their mind a few times, a script records thousands. */
export const CONSENT_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60 * 60_000 };

export interface ConsentRecord {
  anonymousId: string;
  noticeVersion: string;
  choices: { analytics: boolean; advertising: boolean };
  recordedAt: string;
}

export async function recordConsent(
  store: Store,
  input: ConsentRecordInput,
  client: { ip: string; userId: string | null; now: Date },
): Promise<{ recordedAt: string }> {
  await takeRateLimit(store, `consent:ip:${client.ip}`, CONSENT_RATE_LIMIT, client.now);
  const recordedAt = nowIso();
  await store.db
    .insertInto('consents')
    .values({
      id: newId(),
      anonymous_id: input.anonymousId,
      user_id: client.userId,
      notice_version: input.noticeVersion,
      analytics: input.choices.analytics ? 1 : 0,
      advertising: input.choices.advertising ? 1 : 0,
      recorded_at: recordedAt,
    })
    .execute();
  return { recordedAt };
}

/** The account's own answers, oldest first (its data export). */
export async function listUserConsents(
  db: Kysely<Database>,
  userId: string,
): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom('consents')
    .select(['anonymous_id', 'notice_version', 'analytics', 'advertising', 'recorded_at'])
    .where('user_id', '=', userId)
    .orderBy('recorded_at')
    .execute();
  return rows.map((row) => ({
    anonymousId: row.anonymous_id,
    noticeVersion: row.notice_version,
    choices: { analytics: row.analytics === 1, advertising: row.advertising === 1 },
    recordedAt: row.recorded_at,
  }));
}
