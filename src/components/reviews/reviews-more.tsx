'use client';

// Pages 2… of the approved reviews, on request: the static page holds the first page (readable
// without JavaScript); this button reads the next ones through review.list. The card and the tRPC
// client load with the first click.
import { useState } from 'react';
import type { ReviewCardContext } from './types';

export interface ReviewsMoreProps {
  context: ReviewCardContext;
  pageCount: number;
  texts: { more: string; loading: string; error: string };
}

const loadPage = async (page: number) => {
  const [{ getTrpcClient }, { ReviewCard }] = await Promise.all([
    import('@/lib/trpc/client'),
    import('./review-card'),
  ]);
  const answer = await getTrpcClient().review.list.query({ page });
  return { reviews: answer.reviews, ReviewCard };
};

export function ReviewsMore({ context, pageCount, texts }: ReviewsMoreProps) {
  const [pages, setPages] = useState<Awaited<ReturnType<typeof loadPage>>[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = pages.length + 2;

  const more = () => {
    setBusy(true);
    setFailed(false);
    loadPage(next)
      .then((loaded) => setPages((current) => [...current, loaded]))
      .catch((error: unknown) => {
        console.error('[reviews] loading another page failed', error);
        setFailed(true);
      })
      .finally(() => setBusy(false));
  };

  return (
    <>
      {pages.map(({ reviews, ReviewCard }) =>
        reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} context={context} />
          </li>
        )),
      )}
      <li className="list-none">
        {next <= pageCount ? (
          <button
            type="button"
            onClick={more}
            disabled={busy}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 font-semibold disabled:opacity-60 dark:border-slate-600"
          >
            {busy ? texts.loading : texts.more}
          </button>
        ) : null}
        <p role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-300">
          {failed ? texts.error : ''}
        </p>
      </li>
    </>
  );
}
