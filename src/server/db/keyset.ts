// Keyset paging, newest first, as the console's lists page (audit log, leads, moderation, orders):
// rows ordered by (created_at desc, key desc), a cursor `createdAt|key` naming the last row seen,
// and the next page the rows strictly older than it. Stable under inserts, unlike an offset.
import type { ExpressionBuilder, ReferenceExpression } from 'kysely';

export interface Keyset {
  createdAt: string;
  key: string;
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
