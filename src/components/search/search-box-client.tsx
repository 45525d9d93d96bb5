'use client';

import { useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/layout/header-icons';
import type { SearchEntry, SearchKind } from '@/lib/search/match';

export interface SearchBoxClientProps {
  /** Results page URL; the form submits there (`?q=`) and works without JavaScript. */
  action: string;
  /** Static JSON index of the current locale, fetched on first use. */
  indexUrl: string;
  labels: {
    label: string;
    /** The name of its search landmark. */
    landmark: string;
    placeholder: string;
    submit: string;
    loading: string;
    failed: string;
    seeAll: string;
    /** Result count templates with `{count}` and `{query}`. */
    results: { none: string; one: string; many: string };
    kinds: Record<SearchKind, string>;
  };
}

type Matcher = typeof import('@/lib/search/match');
type Loaded = { entries: SearchEntry[]; matcher: Matcher };

function resultsText(
  templates: SearchBoxClientProps['labels']['results'],
  count: number,
  query: string,
) {
  const template = count === 0 ? templates.none : count === 1 ? templates.one : templates.many;
  return template.replace('{count}', String(count)).replace('{query}', query);
}

const MAX_SUGGESTIONS = 6;

export function SearchBoxClient({ action, indexUrl, labels }: SearchBoxClientProps) {
  const id = useId();
  const loadRef = useRef<Promise<Loaded> | null>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [results, setResults] = useState<SearchEntry[]>([]);

  function load(): Promise<Loaded> {
    loadRef.current ??= Promise.all([
      fetch(indexUrl).then((r) => {
        if (!r.ok) throw new Error(`${indexUrl} answered ${r.status}`);
        return r.json() as Promise<SearchEntry[]>;
      }),
      import('@/lib/search/match'),
    ]).then(([entries, matcher]) => ({ entries, matcher }));
    return loadRef.current;
  }

  function warmUp() {
    if (state !== 'idle') return;
    setState('loading');
    load()
      .then(() => setState('ready'))
      .catch((error: unknown) => {
        console.error('[search] loading the index failed', error);
        loadRef.current = null;
        setState('failed');
      });
  }

  function onChange(value: string) {
    setQuery(value);
    warmUp();
    load()
      .then(({ entries, matcher }) => setResults(matcher.search(entries, value, MAX_SUGGESTIONS)))
      .catch((error: unknown) => console.error('[search] searching failed', error));
  }

  const listId = `${id}-results`;
  const trimmed = query.trim();
  const showResults = trimmed.length > 0 && state === 'ready';
  return (
    <form
      role="search"
      aria-label={labels.landmark}
      action={action}
      method="get"
      className="w-full max-md:static md:relative md:max-w-sm"
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {labels.label}
      </label>
      <div className="flex">
        {/*
          Uncontrolled: a phone's Vietnamese keyboard (Telex, VNI) composes letters in the field,
          and a value written back by React in the middle of a composition scrambles them.
        */}
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          onFocus={warmUp}
          onChange={(event) => onChange(event.target.value)}
          placeholder={labels.placeholder}
          autoComplete="off"
          aria-describedby={`${id}-status`}
          className="min-h-10 min-w-0 flex-1 rounded-l-full border border-slate-400 bg-white px-3 text-base text-slate-950 placeholder:text-slate-600 md:min-h-9 md:text-sm dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="inline-flex min-h-10 w-10 shrink-0 items-center justify-center rounded-r-full border border-l-0 border-slate-950 bg-slate-950 text-white hover:bg-slate-800 md:min-h-9 dark:border-white dark:bg-white dark:text-slate-950"
        >
          <SearchIcon />
          <span className="sr-only">{labels.submit}</span>
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="sr-only">
        {state === 'loading' && trimmed ? labels.loading : null}
        {state === 'failed' ? labels.failed : null}
        {showResults ? resultsText(labels.results, results.length, trimmed) : null}
      </p>
      {showResults ? (
        <div className="absolute z-40 mt-2 rounded-xl max-md:inset-x-3 md:right-0 md:w-80 border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <p aria-hidden="true" className="px-2 py-1 text-xs text-slate-700 dark:text-slate-300">
            {resultsText(labels.results, results.length, trimmed)}
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
      ) : null}
    </form>
  );
}
