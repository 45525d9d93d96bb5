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
            <a href={hrefOf(page - 1)} rel="prev" className={linkClass}>
              {labels.previous}
            </a>
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
              <a href={hrefOf(n)} className={linkClass} aria-label={labels.page(n)}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < total ? (
          <li>
            <a href={hrefOf(page + 1)} rel="next" className={linkClass}>
              {labels.next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
