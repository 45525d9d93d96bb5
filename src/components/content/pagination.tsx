import Link from 'next/link';

export interface PaginationProps {
  page: number;
  total: number;
  /** Localized URL of a page number. */
  hrefOf: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}

/** Plain links: works without JavaScript and every page is a crawlable URL. */
export function Pagination({ page, total, hrefOf, labels }: PaginationProps) {
  if (total <= 1) return null;
  const pages = Array.from({ length: total }, (_, i) => i + 1);
  const linkClass =
    'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800';
  return (
    <nav aria-label={labels.nav} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefOf(page - 1)} prefetch={false} rel="prev" className={linkClass}>
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span
                aria-current="page"
                className={`${linkClass} border-slate-900 bg-slate-900 text-white dark:border-white dark:bg-white dark:text-slate-950`}
              >
                <span className="sr-only">{labels.page(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link
                href={hrefOf(n)}
                prefetch={false}
                className={linkClass}
                aria-label={labels.page(n)}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < total ? (
          <li>
            <Link href={hrefOf(page + 1)} prefetch={false} rel="next" className={linkClass}>
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
