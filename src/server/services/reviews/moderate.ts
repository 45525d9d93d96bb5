// Moderation of what visitors wrote (DESIGN.md §15): a review or comment moves between `pending`,
// `approved`, `rejected` and `spam`; only `approved` is ever shown. A change regenerates the page
// that shows it by cache tag. The operators' console decides pending items (decidePending).
import type { ModerationStatus } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { nowIso } from '../../db/ids';
import { cursorOf, cutPage, selectPage } from '../../db/keyset';
import { DomainError } from '../errors';
import { recordAudit, type Actor } from '../operators/audit-log';
import { commentsTag, REVIEWS_TAG } from './cache-tags';

export type ModeratedKind = 'review' | 'comment';
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;

/** Marks a tag stale. Next's `revalidateTag` in the server; tests pass their own. */
export type Revalidate = (tag: string) => Promise<void>;

/**
 * Expires at once, as the site settings do (not 'max', which serves each instance's first reader
 * the page without the approved item while the fresh one renders). Tags, not paths: on-demand revalidation does not run the middleware, and a tag reaches both
 * locales and every alias of the page at once (DESIGN.md §17 pitfalls).
 */
export const nextRevalidate: Revalidate = async (tag) => {
  const { expireTags } = await import('../../cache/expire-tags.mjs');
  await expireTags([tag]);
};

export interface ModerationResult {
  changed: boolean;
  status: ModerationStatus;
}

/**
 * Sets the status of review or comment `id` and records who did it. Returns `changed: false`
 * when it already had that status. Unknown id: NOT_FOUND.
 */
export async function moderate(
  store: Store,
  kind: ModeratedKind,
  id: string,
  status: ModerationStatus,
  actor: string,
  revalidate: Revalidate = nextRevalidate,
): Promise<ModerationResult> {
  const table = kind === 'review' ? 'reviews' : 'comments';
  const current =
    kind === 'review'
      ? await store.db
          .selectFrom('reviews')
          .select(['status', (eb) => eb.val<string | null>(null).as('post_slug')])
          .where('id', '=', id)
          .executeTakeFirst()
      : await store.db
          .selectFrom('comments')
          .select(['status', 'post_slug'])
          .where('id', '=', id)
          .executeTakeFirst();
  if (!current) throw new DomainError('moderation-not-found');
  if (current.status === status) return { changed: false, status };
  // Conditional on the status read, so two operators racing apply one change each, in turn.
  const result = await store.db
    .updateTable(table)
    .set({ status, moderated_at: nowIso(), moderated_by: actor })
    .where('id', '=', id)
    .where('status', '=', current.status)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows) === 1;
  // Only a change that shows or hides something touches a page.
  if (changed && (status === 'approved' || current.status === 'approved')) {
    const tag = kind === 'review' ? REVIEWS_TAG : commentsTag(current.post_slug ?? '');
    try {
      await revalidate(tag);
    } catch (error) {
      // The change is stored; the page's short revalidate period refreshes it anyway.
      console.error(`[moderation] could not regenerate ${tag}; it refreshes on its timer`, error);
    }
  }
  return { changed, status };
}

/* ---------------------------------------------------------------------------------------------
 * The console's queue: pending reviews and comments, and decisions on one or many of them.
 * ------------------------------------------------------------------------------------------- */

export const MODERATION_DECISIONS = ['approve', 'reject', 'spam'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

const DECISION_STATUS: Record<ModerationDecision, ModerationStatus> = {
  approve: 'approved',
  reject: 'rejected',
  spam: 'spam',
};

export interface PendingItem {
  kind: ModeratedKind;
  id: string;
  /** The author's name as written (reviews' author name, comments' name); never the email. */
  name: string;
  title: string | null;
  content: string;
  /** Reviews only. */
  rating: number | null;
  serviceType: string | null;
  visitDate: string | null;
  /** Comments only: the post and, for a reply, the comment answered. */
  postSlug: string | null;
  parentId: string | null;
  createdAt: string;
}

export interface PendingQuery {
  kind?: ModeratedKind;
  /** Items older than this cursor (`createdAt|id` of the last item seen). */
  before?: string;
  limit: number;
}

/** Pending reviews and comments together, newest first, keyset-paged. */
export async function listPending(
  store: Store,
  query: PendingQuery,
): Promise<{ items: PendingItem[]; nextCursor: string | null }> {
  const reviews =
    query.kind === 'comment'
      ? []
      : await selectPage(
          store.db
            .selectFrom('reviews')
            .select([
              'id',
              'author_name',
              'title',
              'content',
              'rating',
              'service_type',
              'visit_date',
              'created_at',
            ])
            .where('status', '=', 'pending'),
          query,
          'created_at',
          'id',
        ).execute();
  const comments =
    query.kind === 'review'
      ? []
      : await selectPage(
          store.db
            .selectFrom('comments')
            .select(['id', 'name', 'content', 'post_slug', 'parent_id', 'created_at'])
            .where('status', '=', 'pending'),
          query,
          'created_at',
          'id',
        ).execute();
  const merged: PendingItem[] = [
    ...reviews.map((row) => ({
      kind: 'review' as const,
      id: row.id,
      name: row.author_name,
      title: row.title,
      content: row.content,
      rating: row.rating,
      serviceType: row.service_type,
      visitDate: row.visit_date,
      postSlug: null,
      parentId: null,
      createdAt: row.created_at,
    })),
    ...comments.map((row) => ({
      kind: 'comment' as const,
      id: row.id,
      name: row.name,
      title: null,
      content: row.content,
      rating: null,
      serviceType: null,
      visitDate: null,
      postSlug: row.post_slug,
      parentId: row.parent_id,
      createdAt: row.created_at,
    })),
  ].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
  const page = cutPage(merged, query.limit, (item) => cursorOf(item.createdAt, item.id));
  return { items: page.rows, nextCursor: page.nextCursor };
}

export interface DecisionResult {
  status: ModerationStatus;
  /** Ids that were pending and now carry the decision. */
  changed: string[];
  /** Ids already decided (or unknown): a decision never overrides an earlier one. */
  unchanged: string[];
}

/**
 * The console's decision on pending items of one kind: each row moves only from `pending`
 * (a conditional update, so two operators deciding at once apply one decision), with who and
 * when, and its audit entry in the same transaction. An approval regenerates the pages by tag
 * after the commit; rejecting a pending item hides nothing that was shown.
 */
export async function decidePending(
  store: Store,
  actor: Actor,
  input: { kind: ModeratedKind; ids: readonly string[]; decision: ModerationDecision },
  revalidate: Revalidate = nextRevalidate,
): Promise<DecisionResult> {
  const status = DECISION_STATUS[input.decision];
  const ids = [...new Set(input.ids)];
  const { changed, tags } = await writeTransaction(store, async (trx) => {
    const done: string[] = [];
    const touched = new Set<string>();
    for (const id of ids) {
      const postSlug =
        input.kind === 'comment'
          ? ((
              await trx
                .selectFrom('comments')
                .select('post_slug')
                .where('id', '=', id)
                .executeTakeFirst()
            )?.post_slug ?? null)
          : null;
      const result = await trx
        .updateTable(input.kind === 'review' ? 'reviews' : 'comments')
        .set({ status, moderated_at: nowIso(), moderated_by: actor.id })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      done.push(id);
      touched.add(input.kind === 'review' ? REVIEWS_TAG : commentsTag(postSlug ?? ''));
      await recordAudit(trx, actor, {
        action: `${input.kind}.${input.decision}`,
        targetType: input.kind,
        targetId: id,
        details: { from: 'pending', to: status, ...(postSlug ? { postSlug } : {}) },
      });
    }
    return { changed: done, tags: [...touched] };
  });
  if (status === 'approved') {
    for (const tag of tags) {
      try {
        await revalidate(tag);
      } catch (error) {
        console.error(`[moderation] could not regenerate ${tag}; it refreshes on its timer`, error);
      }
    }
  }
  return { status, changed, unchanged: ids.filter((id) => !changed.includes(id)) };
}
