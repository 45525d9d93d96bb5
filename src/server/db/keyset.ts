// Keyset paging, newest first, as the console's lists page (audit log, leads, moderation, orders):
// rows ordered by (created_at desc, key desc), a cursor `createdAt|key` naming the last row seen,
// and the next page the rows strictly older than it. Stable under inserts, unlike an offset.
import type {
  ExpressionBuilder,
  ReferenceExpression,
  SelectQueryBuilder,
  StringReference,
} from 'kysely';

export interface Keyset {
  createdAt: string;
  key: string;
}

/** Which page to read: the rows older than `before` (a cursor; none for the first page). */
export interface PageRequest {
  before?: string;
  limit: number;
}

/** The cursor a client sends back, or null for the first page. */
export function parseCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const [createdAt = '', key = ''] = cursor.split('|');
  return { createdAt, key };
}

export function cursorOf(createdAt: string, key: string): string {
  return `${createdAt}|${key}`;
}

/** The condition for the rows after `cursor` in (createdAt desc, key desc) order. */
export function olderThan<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  cursor: Keyset,
  createdAt: ReferenceExpression<DB, TB>,
  key: ReferenceExpression<DB, TB>,
) {
  return eb.or([
    eb(createdAt, '<', cursor.createdAt),
    eb.and([eb(createdAt, '=', cursor.createdAt), eb(key, '<', cursor.key)]),
  ]);
}

/**
 * `select` narrowed to one page, newest first: the rows older than `page.before`, one more than
 * `page.limit` so that `cutPage` can tell whether another page follows.
 */
export function selectPage<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
  createdAt: StringReference<DB, TB>,
  key: StringReference<DB, TB>,
): SelectQueryBuilder<DB, TB, O> {
  const cursor = parseCursor(page.before);
  return select
    .$call((qb) => (cursor ? qb.where((eb) => olderThan(eb, cursor, createdAt, key)) : qb))
    .orderBy(createdAt, 'desc')
    .orderBy(key, 'desc')
    .limit(page.limit + 1);
}

/** The page's rows (at most `limit` of the rows read) and the cursor of the next page, if any. */
export function cutPage<R>(
  rows: readonly R[],
  limit: number,
  cursorOfRow: (row: R) => string,
): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last !== undefined ? cursorOfRow(last) : null,
  };
}
