// One approved review. Rendered into the static page by the server and by the "more" leaf in the
// browser, so it imports nothing of either side. Every visitor text is a React text node (never
// HTML), so script and markup show as typed.
import { formatDate } from '@/lib/format';
import { Stars } from './stars';
import type { ReviewView } from '@/lib/trpc/contract';
import type { ReviewCardContext } from './types';

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Up to two initials of a name ("Nguyễn Thị Lan" → "NL"), for a review without an avatar. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('vi');
}

export function ReviewCard({
  review,
  context,
}: {
  review: ReviewView;
  context: ReviewCardContext;
}) {
  const { texts, serviceNames, locale } = context;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <header className="flex items-center gap-3">
        {review.avatarUrl ? (
          // A 256 px re-encoded WebP from our own upload route: next/image adds nothing here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={review.avatarUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-primary-100 font-semibold text-slate-900 dark:bg-primary-900 dark:text-white"
          >
            {initials(review.authorName)}
          </span>
        )}
        <div>
          <p className="font-semibold text-slate-950 dark:text-white">{review.authorName}</p>
          {review.profession ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{review.profession}</p>
          ) : null}
        </div>
      </header>
      <Stars rating={review.rating} label={fill(texts.stars, { rating: review.rating })} />
      {review.title ? (
        <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{review.title}</h3>
      ) : null}
      <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{review.content}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {fill(texts.service, {
          service: serviceNames[review.serviceType] ?? review.serviceType,
        })}
        {' · '}
        <time dateTime={review.visitDate}>
          {fill(texts.visitedOn, { date: formatDate(review.visitDate, locale) })}
        </time>
      </p>
    </article>
  );
}
