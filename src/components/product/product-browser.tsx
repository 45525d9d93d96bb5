'use client';

import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

export const PRODUCT_SORTS = ['category', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface BrowsableProduct {
  id: string;
  name: string;
  /** The lowest variant price, in đồng. */
  price: number;
  /** The server-rendered card. */
  card: ReactNode;
}

export interface ProductBrowserProps {
  locale: string;
  items: BrowsableProduct[];
  /** Cards shown at first and added by each "more" once JavaScript runs. */
  pageSize: number;
  labels: {
    sort: string;
    sorts: Record<ProductSort, string>;
    /** Plain templates with {shown} and {total}, and {count} for the button. */
    showing: string;
    more: string;
  };
}

const subscribeNothing = () => () => {};

/** Server order first (the order content gives them), then by price or by name. */
export function sortProducts<T extends Pick<BrowsableProduct, 'name' | 'price'>>(
  items: readonly T[],
  sort: ProductSort,
  locale: string,
): T[] {
  const list = [...items];
  if (sort === 'price-asc') list.sort((a, b) => a.price - b.price);
  else if (sort === 'price-desc') list.sort((a, b) => b.price - a.price);
  else if (sort === 'name') list.sort((a, b) => a.name.localeCompare(b.name, locale));
  return list;
}

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/**
 * The product list's one client leaf. Without JavaScript (and in the pre-rendered HTML that
 * crawlers read) every card is there in the content's order; once it runs, the list can be
 * sorted and shows `pageSize` cards at a time behind a "more" button. Sorting in the browser
 * keeps the page static: no query string to render per request, no page per sort order.
 */
export function ProductBrowser({ locale, items, pageSize, labels }: ProductBrowserProps) {
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [sort, setSort] = useState<ProductSort>('category');
  const [shown, setShown] = useState(pageSize);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  const sorted = sortProducts(items, sort, locale);
  const visible = enhanced ? sorted.slice(0, shown) : sorted;

  function showMore() {
    const firstNew = visible.length;
    setShown((n) => n + pageSize);
    // Keyboard users continue at the first card that just appeared.
    requestAnimationFrame(() => {
      listRef.current?.children[firstNew]?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
    });
  }

  return (
    <div>
      <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {fill(labels.showing, { shown: visible.length, total: items.length })}
        </p>
        {enhanced ? (
          <p className="flex items-center gap-2">
            <label htmlFor={`${id}-sort`} className="text-sm font-medium">
              {labels.sort}
            </label>
            <select
              id={`${id}-sort`}
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as ProductSort);
                setShown(pageSize);
              }}
              className="min-h-10 rounded-lg border border-slate-400 bg-white px-2 text-sm text-slate-950 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
            >
              {PRODUCT_SORTS.map((value) => (
                <option key={value} value={value}>
                  {labels.sorts[value]}
                </option>
              ))}
            </select>
          </p>
        ) : null}
      </div>
      <ul ref={listRef} className="product-grid grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {visible.map((item) => (
          <li key={item.id} className="grid">
            {item.card}
          </li>
        ))}
      </ul>
      {visible.length < items.length ? (
        <p className="mt-8 text-center">
          <button
            type="button"
            onClick={showMore}
            aria-describedby={`${id}-count`}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-950 px-6 font-semibold text-slate-950 hover:bg-slate-100 dark:border-white dark:text-white dark:hover:bg-slate-800"
          >
            {fill(labels.more, { count: Math.min(pageSize, items.length - visible.length) })}
          </button>
        </p>
      ) : null}
    </div>
  );
}
