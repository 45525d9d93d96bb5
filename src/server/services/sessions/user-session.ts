// Anonymous visitor sessions (spec §3 "Session record", §4 "Tracking session"): started or resumed
// by id, updated by the client's periodic ping, ended by logout-free unload (the beacon).
// Ownership: the id's 128-bit random part is the capability, so whoever holds
// it may read and write its session, but never what the request itself vouches for: the address
// and country come from the request, the user from the caller's own bearer token (and a session,
// once it has a user, keeps it), and page views only grow by steps a visitor can take.
import type { ExpressionBuilder } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import { clipUtf8 } from '@/lib/validation/text';
import { SESSION_TEXT_BYTES } from '../../schemas/user-session';

export interface DeviceInfo {
  screenWidth: number;
  screenHeight: number;
  language: string;
  platform: string;
  timeZone: string;
}

export const UNKNOWN_IP = 'unknown';
export const UNKNOWN_COUNTRY = 'XX';

/** What the request itself vouches for: the context's client address, country, agent and user. */
export interface ClientFacts {
  ip: string;
  country: string;
  userAgent: string;
  /** The authenticated user, if any: a session's user id is never taken from the body. */
  userId: string | null;
}

/** The spec's ipAddress, country and userId are accepted by the schema and ignored here. */
export interface StartSessionInput {
  sessionId: string;
  userAgent?: string | null;
  deviceInfo?: DeviceInfo | null;
  referrer?: string | null;
  landingPage?: string | null;
}

export interface UpdateSessionInput {
  sessionId: string;
  lastActivity?: string | null;
  pageViews?: number | null;
  isActive?: boolean | null;
}

/** At most this many page views are added by one update… */
export const PAGE_VIEW_MAX_STEP = 20;
/** …and a session never counts more than one view per this many ms of its life, plus a burst. */
export const PAGE_VIEW_MIN_INTERVAL_MS = 1_000;
export const PAGE_VIEW_BURST = 20;

/** The most page views a session started at `startTime` may report at `now`, from `stored`. */
export function pageViewCeiling(stored: number, startTime: string, now: string): number {
  const elapsed = Math.max(0, Date.parse(now) - Date.parse(startTime));
  const byTime = Math.floor(elapsed / PAGE_VIEW_MIN_INTERVAL_MS) + PAGE_VIEW_BURST;
  return Math.max(stored, Math.min(stored + PAGE_VIEW_MAX_STEP, byTime));
}

export interface SessionSummary {
  sessionId: string;
  startTime: string;
  lastActivity: string;
  pageViews: number;
  isActive: boolean;
  /** Two-letter country code, `XX` when unknown. */
  country: string;
}

export interface StartSessionResult extends SessionSummary {
  /** True when the id was already known and the session was resumed rather than created. */
  resumed: boolean;
}

/** Never record a time later than now: a client clock running fast must not extend a session. */
function clampToNow(iso: string, now: string): string {
  const normalized = new Date(iso).toISOString();
  return normalized > now ? now : normalized;
}

export async function getSession(store: Store, sessionId: string): Promise<SessionSummary | null> {
  const row = await store.db
    .selectFrom('visitor_sessions')
    .select(['session_id', 'start_time', 'last_activity', 'page_views', 'is_active', 'country'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row
    ? {
        sessionId: row.session_id,
        startTime: row.start_time,
        lastActivity: row.last_activity,
        pageViews: row.page_views,
        isActive: row.is_active === 1,
        country: row.country,
      }
    : null;
}

/** True when a session with this id is stored (one indexed read). */
export async function sessionExists(store: Store, sessionId: string): Promise<boolean> {
  const row = await store.db
    .selectFrom('visitor_sessions')
    .select('session_id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

async function requireSession(store: Store, sessionId: string): Promise<SessionSummary> {
  const session = await getSession(store, sessionId);
  // Only reachable if the row was deleted between our write and this read.
  if (!session) throw new Error(`visitor session ${sessionId} vanished after a write`);
  return session;
}

export async function startSession(
  store: Store,
  input: StartSessionInput,
  client: ClientFacts,
): Promise<StartSessionResult> {
  const now = nowIso();
  // Insert-or-nothing is atomic on both dialects, so two tabs starting the same id cannot clash.
  const inserted = await store.db
    .insertInto('visitor_sessions')
    .values({
      session_id: input.sessionId,
      user_id: client.userId,
      ip_address: client.ip,
      country: client.country,
      user_agent: clipUtf8(input.userAgent || client.userAgent, SESSION_TEXT_BYTES.userAgent),
      device_info: JSON.stringify(input.deviceInfo ?? {}),
      referrer: input.referrer ?? '',
      landing_page: input.landingPage ?? '',
      start_time: now,
      last_activity: now,
      page_views: 0,
      is_active: 1,
      exit_page: null,
      end_time: null,
    })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .executeTakeFirst();

  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    return { ...(await requireSession(store, input.sessionId)), resumed: false };
  }

  // Known id: resume it (an ended session becomes active again; a login attaches the user).
  await store.db
    .updateTable('visitor_sessions')
    .set((eb) => ({
      last_activity: now,
      is_active: 1,
      end_time: null,
      exit_page: null,
      ...requestFacts(client),
      user_id: attachUser(eb, client),
    }))
    .where('session_id', '=', input.sessionId)
    .execute();
  return { ...(await requireSession(store, input.sessionId)), resumed: true };
}

/** The request's address and country, when it has them (an in-process call has neither). */
function requestFacts(client: ClientFacts): { ip_address?: string; country?: string } {
  return {
    ...(client.ip !== UNKNOWN_IP ? { ip_address: client.ip } : {}),
    ...(client.country !== UNKNOWN_COUNTRY ? { country: client.country } : {}),
  };
}

/** The caller's own user, only on a session that has none yet: one user never takes another's. */
function attachUser(eb: ExpressionBuilder<Database, 'visitor_sessions'>, client: ClientFacts) {
  return client.userId ? eb.fn.coalesce('user_id', eb.val(client.userId)) : eb.ref('user_id');
}

/**
 * Applies a client ping: last activity only moves forward (never past now), page views only grow
 * and by at most what pageViewCeiling allows. Null for an unknown id.
 */
export async function updateSession(
  store: Store,
  input: UpdateSessionInput,
  client: ClientFacts,
): Promise<SessionSummary | null> {
  const now = nowIso();
  const current = await store.db
    .selectFrom('visitor_sessions')
    .select(['start_time', 'page_views'])
    .where('session_id', '=', input.sessionId)
    .executeTakeFirst();
  if (!current) return null;
  const lastActivity = clampToNow(input.lastActivity ?? now, now);
  const pageViews =
    input.pageViews != null
      ? Math.min(input.pageViews, pageViewCeiling(current.page_views, current.start_time, now))
      : null;
  const result = await store.db
    .updateTable('visitor_sessions')
    .set((eb) => ({
      last_activity: eb
        .case()
        .when('last_activity', '<', lastActivity)
        .then(lastActivity)
        .else(eb.ref('last_activity'))
        .end(),
      // Compared in SQL as well: a concurrent ping may have moved the count on since the read.
      ...(pageViews !== null
        ? {
            page_views: eb
              .case()
              .when('page_views', '<', pageViews)
              .then(pageViews)
              .else(eb.ref('page_views'))
              .end(),
          }
        : {}),
      ...(input.isActive != null ? { is_active: input.isActive ? 1 : 0 } : {}),
      ...requestFacts(client),
      user_id: attachUser(eb, client),
    }))
    .where('session_id', '=', input.sessionId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return requireSession(store, input.sessionId);
}

/** Marks the session ended with its exit page. Returns false for an unknown id. */
export async function endSession(
  store: Store,
  input: { sessionId: string; exitPage?: string | null },
): Promise<{ ended: boolean }> {
  const now = nowIso();
  const result = await store.db
    .updateTable('visitor_sessions')
    .set({ is_active: 0, exit_page: input.exitPage ?? null, end_time: now, last_activity: now })
    .where('session_id', '=', input.sessionId)
    .executeTakeFirst();
  return { ended: Number(result.numUpdatedRows) > 0 };
}

/** Retention: deletes sessions whose last activity is before `cutoff`; returns how many. */
export async function deleteSessionsInactiveSince(store: Store, cutoff: Date): Promise<number> {
  const result = await store.db
    .deleteFrom('visitor_sessions')
    .where('last_activity', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
