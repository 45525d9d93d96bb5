// Average, count and distribution of the approved ratings, as text and bars (the bars are
// decoration: each row says its count in words too).
import { Stars } from './stars';
import type { ReviewPageView } from '@/lib/trpc/contract';

export interface ReviewSummaryTexts {
  heading: string;
  average: string;
  averageValue: string;
  stars: string;
  count: string;
  distributionLabel: string;
  starsRow: (stars: number) => string;
  starsRowCount: (stars: number, count: number) => string;
}

export function ReviewSummary({
  stats,
  texts,
}: {
  stats: Pick<ReviewPageView, 'average' | 'count' | 'distribution'>;
  texts: ReviewSummaryTexts;
}) {
  const widest = Math.max(1, ...Object.values(stats.distribution));
  return (
    <section
      aria-labelledby="review-summary"
      className="grid gap-6 rounded-xl bg-slate-50 p-5 sm:grid-cols-[auto_1fr] dark:bg-slate-900"
    >
      <h2 id="review-summary" className="sr-only">
        {texts.heading}
      </h2>
      <div className="flex flex-col items-start gap-1">
        {stats.count > 0 ? (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">{texts.average}</p>
            <p className="text-4xl font-bold text-slate-950 dark:text-white">
              {texts.averageValue}
            </p>
            <Stars rating={Math.round(stats.average)} label={texts.stars} />
          </>
        ) : null}
        {/* With no review yet there is no average to show ("0 trên 5" read as a bad score). */}
        <p className="text-sm text-slate-700 dark:text-slate-300">{texts.count}</p>
      </div>
      <ul aria-label={texts.distributionLabel} className="flex flex-col gap-1">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = stats.distribution[stars];
          return (
            <li key={stars} className="grid grid-cols-[4rem_1fr_3rem] items-center gap-2 text-sm">
              <span aria-hidden="true">{texts.starsRow(stars)}</span>
              <span aria-hidden="true" className="h-2 rounded-full bg-slate-200 dark:bg-slate-700">
                <span
                  className="block h-2 rounded-full bg-amber-500"
                  style={{ width: `${Math.round((count / widest) * 100)}%` }}
                />
              </span>
              <span aria-hidden="true" className="text-right tabular-nums">
                {count}
              </span>
              <span className="sr-only">{texts.starsRowCount(stars, count)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
