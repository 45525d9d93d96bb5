import { JsonLd } from '@/components/layout/json-ld';
import { breadcrumbLd } from '@/components/seo/structured-data';

export interface Crumb {
  label: string;
  /** Localized path; the last crumb (the current page) may omit it. */
  href?: string;
}

/** Visible breadcrumb trail plus its schema.org BreadcrumbList. */
export function Breadcrumb({ label, items }: { label: string; items: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-700 dark:text-slate-300">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1">
              {last || !item.href ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="font-medium text-slate-900 dark:text-slate-100"
                >
                  {item.label}
                </span>
              ) : (
                <a
                  href={item.href}
                  className="inline-flex min-h-6 items-center underline hover:text-slate-950 dark:hover:text-white"
                >
                  {item.label}
                </a>
              )}
              {last ? null : <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbLd(items)} />
    </nav>
  );
}
