import type { ReactNode } from 'react';

/** The frame of each part of an order's detail. */
export const orderCardClass = 'rounded-lg border border-slate-300 p-4 dark:border-slate-600';

/** One part of an order's detail: a framed section named by its heading (`<id>-heading`). */
export function OrderSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={orderCardClass}>
      <h3 id={`${id}-heading`} className="mb-3 font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
