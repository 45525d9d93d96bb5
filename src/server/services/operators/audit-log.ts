// The audit log (DESIGN.md §16): every operator change writes one row, in the same transaction as
// the change where there is one, so the log never claims a change that rolled back.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Store } from '../../db/store';
import { newId, nowIso } from '../../db/ids';
import { cursorOf, cutPage, selectPage } from '../../db/keyset';

/** Who acted: the signed-in operator. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditEntryInput {
  /** A dotted verb: `order.confirm`, `review.approve`, `capacity.close`, `staff.grant`… */
  action: string;
  targetType: string;
  targetId: string;
  /** Facts worth keeping (before/after values, a note); plain JSON, never a secret. */
  details?: Record<string, unknown>;
}

export interface AuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export async function recordAudit(
  db: Kysely<Database>,
  actor: Actor,
  entry: AuditEntryInput,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details_json: entry.details ? JSON.stringify(entry.details) : null,
      created_at: nowIso(),
    })
    .execute();
}

export interface AuditQuery {
  /** Only entries about this record, e.g. one order's history. */
  targetType?: string;
  targetId?: string;
  /** Entries older than this cursor (`createdAt|id` of the last entry seen). */
  before?: string;
  limit: number;
}

/** Newest first, keyset-paged: `nextCursor` is null on the last page. */
export async function listAudit(
  store: Store,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  let select = store.db
    .selectFrom('audit_log')
    .select([
      'id',
      'actor_id',
      'actor_email',
      'action',
      'target_type',
      'target_id',
      'details_json',
      'created_at',
    ]);
  if (query.targetType) select = select.where('target_type', '=', query.targetType);
  if (query.targetId) select = select.where('target_id', '=', query.targetId);
  const rows = await selectPage(select, query, 'created_at', 'id').execute();
  const page = cutPage(rows, query.limit, (row) => cursorOf(row.created_at, row.id));
  return {
    entries: page.rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      details: row.details_json ? (JSON.parse(row.details_json) as Record<string, unknown>) : null,
      createdAt: row.created_at,
    })),
    nextCursor: page.nextCursor,
  };
}
