// Moderation of what visitors wrote (DESIGN.md §15): a review or comment moves between `pending`,
// `approved`, `rejected` and `spam`; only `approved` is ever shown. A change regenerates the page
// that shows it by cache tag. The operators' console calls this; until it exists, tests do.
import type { ModerationStatus } from '../../db/schema';
import type { Store } from '../../db/store';
import { nowIso } from '../../db/ids';
import { DomainError } from '../errors';
import { commentsTag, REVIEWS_TAG } from './cache-tags';

export type ModeratedKind = 'review' | 'comment';
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;

/** Marks a tag stale. Next's `revalidateTag` in the server; tests pass their own. */
export type Revalidate = (tag: string) => Promise<void>;

/**
 * Next 16's two-argument form: 'max' serves the stale page once while the fresh one renders.
 * Tags, not paths: on-demand revalidation does not run the middleware, and a tag reaches both
 * locales and every alias of the page at once (DESIGN.md §17 pitfalls).
 */
export const nextRevalidate: Revalidate = async (tag) => {
  const { revalidateTag } = await import('next/cache');
  revalidateTag(tag, 'max');
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
  if (!current) throw new DomainError('NOT_FOUND', `No ${kind} ${id}`);
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
