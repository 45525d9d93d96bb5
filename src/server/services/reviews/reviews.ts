// Reviews (DESIGN.md §15): a visitor's review is stored `pending`; only `approved` ones are ever
// read back, with the average, count and distribution of the approved ratings.
import type { Store } from '../../db/store';
import { newId, nowIso } from '../../db/ids';
import type { ReviewInput } from '@/lib/validation/community';
import { DomainError } from '../errors';
import { hashAddress, isHoneypotFilled, takePublicWrite } from '../leads/public-write';
import { serviceTypeIds } from './service-types';

export const REVIEWS_PER_PAGE = 10;

export interface Review {
  id: string;
  authorName: string;
  profession: string | null;
  avatarUrl: string | null;
  rating: number;
  title: string | null;
  content: string;
  serviceType: string;
  visitDate: string;
  createdAt: string;
}

export interface ReviewStats {
  /** Mean of the approved ratings, one decimal; 0 when there are none. */
  average: number;
  count: number;
  /** Approved reviews per star, 1 to 5. */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export interface ReviewPage extends ReviewStats {
  page: number;
  pageCount: number;
  reviews: Review[];
}

export interface WriteFacts {
  ip: string;
  /** The signed-in author, if any: their export lists it and their deletion reaches it. */
  userId?: string | null;
  /** The request's moment: the write limits count from it. */
  now: Date;
}

/** Stores a review as `pending`; nothing of it shows until an operator approves it. */
export async function createReview(
  store: Store,
  input: ReviewInput,
  facts: WriteFacts,
): Promise<{ status: 'pending' }> {
  if (isHoneypotFilled(input.website)) return { status: 'pending' };
  if (!serviceTypeIds().has(input.serviceType)) {
    throw new DomainError('review-service-type');
  }
  await takePublicWrite(store, 'review', facts.ip, facts.now);
  if (input.avatarUrl) {
    // Only a file this site accepted and re-encoded: the URL is ours, the name generated.
    const fileName = input.avatarUrl.slice(input.avatarUrl.lastIndexOf('/') + 1);
    const upload = await store.db
      .selectFrom('uploads')
      .select('id')
      .where('file_name', '=', fileName)
      .where('kind', '=', 'avatar')
      .executeTakeFirst();
    if (!upload) throw new DomainError('review-avatar');
  }
  await store.db
    .insertInto('reviews')
    .values({
      id: newId(),
      author_name: input.authorName,
      profession: input.profession,
      avatar_url: input.avatarUrl,
      rating: input.rating,
      title: input.title,
      content: input.content,
      service_type: input.serviceType,
      visit_date: input.visitDate,
      locale: input.locale,
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

/** The approved reviews' statistics. */
export async function reviewStats(store: Store): Promise<ReviewStats> {
  const rows = await store.db
    .selectFrom('reviews')
    .select((eb) => ['rating', eb.fn.countAll<string | number>().as('n')])
    .where('status', '=', 'approved')
    .groupBy('rating')
    .execute();
  const distribution: ReviewStats['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    const rating = Number(row.rating);
    if (rating < 1 || rating > 5) continue;
    const n = Number(row.n);
    distribution[rating as 1 | 2 | 3 | 4 | 5] = n;
    count += n;
    sum += rating * n;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}

/** One page of approved reviews, newest first, with the statistics. */
export async function listReviews(store: Store, page: number): Promise<ReviewPage> {
  const stats = await reviewStats(store);
  const rows = await store.db
    .selectFrom('reviews')
    .select([
      'id',
      'author_name',
      'profession',
      'avatar_url',
      'rating',
      'title',
      'content',
      'service_type',
      'visit_date',
      'created_at',
    ])
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE)
    .execute();
  return {
    ...stats,
    page,
    pageCount: Math.max(1, Math.ceil(stats.count / REVIEWS_PER_PAGE)),
    reviews: rows.map((row) => ({
      id: row.id,
      authorName: row.author_name,
      profession: row.profession,
      avatarUrl: row.avatar_url,
      rating: Number(row.rating),
      title: row.title,
      content: row.content,
      serviceType: row.service_type,
      visitDate: row.visit_date,
      createdAt: row.created_at,
    })),
  };
}
