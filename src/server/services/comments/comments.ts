// Comments on posts (DESIGN.md §15): stored `pending`, read back only when `approved`, with one
// level of replies (a reply to a reply attaches to its root). Emails are kept for the operator
// and never selected by the list.
import type { Store } from '../../db/store';
import { newId, nowIso } from '../../db/ids';
import type { CommentInput } from '@/lib/validation/community';
import { DomainError } from '../errors';
import { hashAddress, isHoneypotFilled, takePublicWrite } from '../leads/public-write';
import { publishedPostIds } from '@/content/projections';

/** Approved comments shown per post, at most (the newest roots first are kept). */
const MAX_SHOWN = 200;

export interface CommentView {
  id: string;
  name: string;
  content: string;
  createdAt: string;
}

export interface CommentThread extends CommentView {
  replies: CommentView[];
}

export interface WriteFacts {
  ip: string;
  /** The signed-in author, if any: their export lists it and their deletion reaches it. */
  userId?: string | null;
  /** The request's moment: the write limits count from it. */
  now: Date;
}

export async function createComment(
  store: Store,
  input: CommentInput,
  facts: WriteFacts,
): Promise<{ status: 'pending' }> {
  if (isHoneypotFilled(input.website)) return { status: 'pending' };
  if (!publishedPostIds().has(input.postSlug)) {
    throw new DomainError('comment-post-not-found');
  }
  await takePublicWrite(store, 'comment', facts.ip, facts.now, input.email);
  let parentId: string | null = null;
  if (input.parentId) {
    // Replies only to a shown comment of the same post; a reply's reply goes to its root.
    const parent = await store.db
      .selectFrom('comments')
      .select(['id', 'parent_id'])
      .where('id', '=', input.parentId)
      .where('post_slug', '=', input.postSlug)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (!parent) throw new DomainError('comment-parent-not-found');
    parentId = parent.parent_id ?? parent.id;
  }
  await store.db
    .insertInto('comments')
    .values({
      id: newId(),
      post_slug: input.postSlug,
      parent_id: parentId,
      name: input.name,
      email: input.email,
      content: input.content,
      status: 'pending',
      ip_hash: hashAddress(facts.ip),
      user_id: facts.userId ?? null,
      created_at: nowIso(),
      moderated_at: null,
      moderated_by: null,
    })
    .execute();
  return { status: 'pending' };
}

/** A post's approved comments, oldest first, each with its approved replies. */
export async function listComments(store: Store, postSlug: string): Promise<CommentThread[]> {
  const rows = await store.db
    .selectFrom('comments')
    .select(['id', 'parent_id', 'name', 'content', 'created_at'])
    .where('post_slug', '=', postSlug)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id')
    .limit(MAX_SHOWN)
    .execute();
  const roots = new Map<string, CommentThread>();
  for (const row of rows) {
    if (row.parent_id === null) {
      roots.set(row.id, {
        id: row.id,
        name: row.name,
        content: row.content,
        createdAt: row.created_at,
        replies: [],
      });
    }
  }
  for (const row of rows) {
    if (row.parent_id === null) continue;
    // A reply whose root is not approved (rejected later) is not shown on its own.
    roots.get(row.parent_id)?.replies.push({
      id: row.id,
      name: row.name,
      content: row.content,
      createdAt: row.created_at,
    });
  }
  return [...roots.values()];
}
