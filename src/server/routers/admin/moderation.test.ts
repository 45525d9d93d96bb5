// admin.moderation.* through the real router on both dialects: the pending queue (reviews and
// comments, newest first, by kind, paged), decisions on one or many that move only pending items,
// stamp who and when, regenerate the pages an approval touches, and write one audit entry each.
import { TRPCError } from '@trpc/server';
import { newId } from '../../db/ids';
import type { ModerationStatus } from '../../db/schema';
import type { Store } from '../../db/store';
import { listAudit } from '../../services/operators/audit-log';
import { accountWithRole, operatorCaller } from '@/testing/operators';
import { describeEachDialect } from '@/testing/stores';

const revalidated: string[] = [];
// How the app expires tags from a request or a job alike (src/server/cache/expire-tags.mjs).
jest.mock('@/server/cache/expire-tags.mjs', () => ({
  expireTags: async (tags: readonly string[]) => void revalidated.push(...tags),
}));

let clock = Date.parse('2030-01-01T00:00:00.000Z');
/** Distinct, increasing creation times, so "newest first" is checkable. */
const nextTime = () => new Date((clock += 1000)).toISOString();

async function addReview(store: Store, name: string, status: ModerationStatus = 'pending') {
  const id = newId();
  await store.db
    .insertInto('reviews')
    .values({
      id,
      author_name: name,
      profession: null,
      avatar_url: null,
      rating: 5,
      title: '<b>Tiêu đề</b>',
      content: `Nội dung của ${name}\nDòng hai`,
      service_type: 'cable-car',
      visit_date: '2029-12-30',
      locale: 'vi',
      status,
      ip_hash: null,
      created_at: nextTime(),
      moderated_at: null,
      moderated_by: null,
    })
    .execute();
  return id;
}

async function addComment(store: Store, name: string, postSlug = 'le-hoi-hoa-tam-giac-mach') {
  const id = newId();
  await store.db
    .insertInto('comments')
    .values({
      id,
      post_slug: postSlug,
      parent_id: null,
      name,
      email: 'secret@example.com',
      content: `Bình luận của ${name}`,
      status: 'pending',
      ip_hash: null,
      created_at: nextTime(),
      moderated_at: null,
      moderated_by: null,
    })
    .execute();
  return id;
}

describeEachDialect('admin.moderation', ({ store }) => {
  beforeEach(async () => {
    revalidated.length = 0;
    // Each test sees only its own pending items.
    await store().db.updateTable('reviews').set({ status: 'rejected' }).execute();
    await store().db.updateTable('comments').set({ status: 'rejected' }).execute();
  });

  it('lists pending reviews and comments newest first, by kind, a page at a time', async () => {
    const api = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    const r1 = await addReview(store(), 'An');
    const c1 = await addComment(store(), 'Bình');
    await addReview(store(), 'Đã duyệt', 'approved');
    const r2 = await addReview(store(), 'Chi');
    const c2 = await addComment(store(), 'Dũng');

    const all = await api.admin.moderation.list({});
    expect(all.items.map((i) => i.id)).toEqual([c2, r2, c1, r1]);
    expect(all.nextCursor).toBeNull();
    expect(all.items[1]).toMatchObject({
      kind: 'review',
      name: 'Chi',
      title: '<b>Tiêu đề</b>',
      content: 'Nội dung của Chi\nDòng hai',
      rating: 5,
    });
    expect(all.items[0]).toMatchObject({ kind: 'comment', postSlug: 'le-hoi-hoa-tam-giac-mach' });
    expect(JSON.stringify(all)).not.toContain('secret@example.com');

    expect((await api.admin.moderation.list({ kind: 'review' })).items.map((i) => i.id)).toEqual([
      r2,
      r1,
    ]);
    const first = await api.admin.moderation.list({ limit: 3 });
    expect(first.items.map((i) => i.id)).toEqual([c2, r2, c1]);
    const second = await api.admin.moderation.list({ limit: 3, cursor: first.nextCursor ?? '' });
    expect(second).toEqual({ items: [expect.objectContaining({ id: r1 })], nextCursor: null });
  });

  it('approves many at once: stamped, shown, regenerated, logged one entry each', async () => {
    const staff = await accountWithRole(store(), 'staff');
    const api = await operatorCaller(store(), staff);
    const ids = [await addReview(store(), 'Em'), await addReview(store(), 'Giang')];
    const result = await api.admin.moderation.decide({ kind: 'review', ids, decision: 'approve' });
    expect(result).toEqual({ status: 'approved', changed: ids, unchanged: [] });
    expect(revalidated).toEqual(['reviews']);

    const rows = await store()
      .db.selectFrom('reviews')
      .select(['status', 'moderated_by', 'moderated_at'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'approved', moderated_by: staff.userId });
      expect(row.moderated_at).not.toBeNull();
    }
    const listed = await api.review.list({ page: 1 });
    expect(listed.reviews.map((r) => r.authorName)).toEqual(
      expect.arrayContaining(['Em', 'Giang']),
    );
    expect((await api.admin.moderation.list({})).items).toEqual([]);
    for (const id of ids) {
      const { entries } = await listAudit(store(), {
        targetType: 'review',
        targetId: id,
        limit: 5,
      });
      expect(entries.map((e) => [e.action, e.actorEmail, e.details])).toEqual([
        ['review.approve', staff.email, { from: 'pending', to: 'approved' }],
      ]);
    }
  });

  it('a decision on an already-decided item changes, regenerates and logs nothing', async () => {
    const api = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    const id = await addComment(store(), 'Hải');
    expect(
      await api.admin.moderation.decide({ kind: 'comment', ids: [id], decision: 'spam' }),
    ).toMatchObject({ changed: [id] });
    const before = await store()
      .db.selectFrom('comments')
      .select(['status', 'moderated_at', 'moderated_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    const other = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    expect(
      await other.admin.moderation.decide({
        kind: 'comment',
        ids: [id, 'no-such-comment'],
        decision: 'approve',
      }),
    ).toEqual({ status: 'approved', changed: [], unchanged: [id, 'no-such-comment'] });
    expect(
      await store()
        .db.selectFrom('comments')
        .select(['status', 'moderated_at', 'moderated_by'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(revalidated).toEqual([]);
    const { entries } = await listAudit(store(), { targetType: 'comment', targetId: id, limit: 5 });
    expect(entries.map((e) => e.action)).toEqual(['comment.spam']);
  });

  it('two operators deciding the same item at once: one decision wins, logged once', async () => {
    const [a, b] = await Promise.all([
      operatorCaller(store(), await accountWithRole(store(), 'staff')),
      operatorCaller(store(), await accountWithRole(store(), 'staff')),
    ]);
    const id = await addReview(store(), 'Khoa');
    const [first, second] = await Promise.all([
      a.admin.moderation.decide({ kind: 'review', ids: [id], decision: 'approve' }),
      b.admin.moderation.decide({ kind: 'review', ids: [id], decision: 'reject' }),
    ]);
    expect([first.changed.length, second.changed.length].sort()).toEqual([0, 1]);
    const { entries } = await listAudit(store(), { targetType: 'review', targetId: id, limit: 5 });
    expect(entries).toHaveLength(1);
  });

  it('approving a comment regenerates its post by tag; rejecting pending ones regenerates nothing', async () => {
    const api = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    const shown = await addComment(store(), 'Lan', 'mua-hoa');
    await api.admin.moderation.decide({ kind: 'comment', ids: [shown], decision: 'approve' });
    expect(revalidated).toEqual(['comments:mua-hoa']);
    const hidden = await addComment(store(), 'Minh', 'mua-hoa');
    await api.admin.moderation.decide({ kind: 'comment', ids: [hidden], decision: 'reject' });
    expect(revalidated).toEqual(['comments:mua-hoa']);
  });

  it('refuses a customer and a guest, and bad input', async () => {
    const id = await addReview(store(), 'Nam');
    const customer = await operatorCaller(store(), await accountWithRole(store(), 'customer'));
    await expect(
      customer.admin.moderation.decide({ kind: 'review', ids: [id], decision: 'approve' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const guest = await operatorCaller(store(), null);
    await expect(guest.admin.moderation.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const staff = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    await expect(
      staff.admin.moderation.decide({ kind: 'review', ids: [], decision: 'approve' }),
    ).rejects.toBeInstanceOf(TRPCError);
    const row = await store()
      .db.selectFrom('reviews')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});
