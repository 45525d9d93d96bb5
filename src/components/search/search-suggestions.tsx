// The header search box's instant results: the index, the matcher and the result list. Loaded by
// search-box-client.tsx on the visitor's first focus or keystroke, so no page carries it in its
// first load; the box itself is a plain GET form that works before (and without) this module.
import { search, type SearchEntry } from '@/lib/search/match';
import type { SearchBoxClientProps } from './search-box-client';

type Labels = SearchBoxClientProps['labels'];

const MAX_SUGGESTIONS = 6;

/** Fetches the locale's static index once; the result finds the best matches of a query. */
export async function openIndex(indexUrl: string): Promise<(query: string) => SearchEntry[]> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
  const entries = (await response.json()) as SearchEntry[];
  return (query) => search(entries, query, MAX_SUGGESTIONS);
}

/** "3 results for “cap treo”", from the count templates. */
export function resultsText(templates: Labels['results'], count: number, query: string): string {
  const template = count === 0 ? templates.none : count === 1 ? templates.one : templates.many;
  return template.replace('{count}', String(count)).replace('{query}', query);
}

/** The drop-down under the box: the matches as links and a button to the full results page. */
export function SearchResults({
  listId,
  query,
  results,
  labels,
}: {
  listId: string;
  query: string;
  results: readonly SearchEntry[];
  labels: Labels;
}) {
  return (
    <div className="absolute z-40 mt-2 rounded-xl max-md:inset-x-3 md:right-0 md:w-80 border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <p aria-hidden="true" className="px-2 py-1 text-xs text-slate-700 dark:text-slate-300">
        {resultsText(labels.results, results.length, query)}
      </p>
      <ul id={listId}>
        {results.map((result) => (
          <li key={result.url}>
            <a
              href={result.url}
              className="block rounded-lg px-2 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className="block font-medium text-slate-950 dark:text-white">
                {result.title}
              </span>
              <span className="block text-xs text-slate-700 dark:text-slate-300">
                {labels.kinds[result.kind]}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="submit"
        className="mt-1 w-full rounded-lg px-2 py-2 text-left text-sm font-semibold text-primary-800 underline hover:bg-slate-100 dark:text-primary-300 dark:hover:bg-slate-800"
      >
        {labels.seeAll}
      </button>
    </div>
  );
}
