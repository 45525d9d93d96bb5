import type { SiteView } from '@/content/venue';

export interface StoreFactsProps {
  site: Pick<SiteView, 'shipping' | 'delivery'>;
  /** Whether this product carries the site's warranty (content `warranty: true`). */
  warranty: boolean;
  labels: { title: string; warranty: string; returns: string };
}

/** Shipping, returns and delivery promises (spec §9); the warranty only where content grants it. */
export function StoreFacts({ site, warranty, labels }: StoreFactsProps) {
  return (
    <section
      aria-labelledby="store-facts"
      className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="store-facts" className="text-base font-semibold text-slate-950 dark:text-white">
        {labels.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{site.shipping.text}</li>
        {warranty ? <li>{labels.warranty}</li> : null}
        <li>{labels.returns}</li>
        <li>{site.delivery}</li>
      </ul>
    </section>
  );
}
