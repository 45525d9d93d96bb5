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

type Suggestions = typeof import('./search-suggestions');
type Loaded = { suggestions: Suggestions; find: (query: string) => SearchEntry[] };

// The instant results (index, matcher, result list) arrive on first use, so they stay out of every
// page's first load: until then, and without JavaScript, the box is a plain GET form.
const loadSuggestions = () => import('./search-suggestions');

export function SearchBoxClient({ action, indexUrl, labels }: SearchBoxClientProps) {
  const id = useId();
  const loadRef = useRef<Promise<Loaded> | null>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [results, setResults] = useState<SearchEntry[]>([]);

  function load(): Promise<Loaded> {
    loadRef.current ??= loadSuggestions().then(async (suggestions) => ({
      suggestions,
      find: await suggestions.openIndex(indexUrl),
    }));
    return loadRef.current;
  }

  function warmUp() {
    if (state !== 'idle') return;
    setState('loading');
    load()
      .then((ready) => {
        setLoaded(ready);
        setState('ready');
      })
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
      .then(({ find }) => setResults(find(value)))
      .catch((error: unknown) => console.error('[search] searching failed', error));
  }

  const listId = `${id}-results`;
  const trimmed = query.trim();
  const showResults = trimmed.length > 0 && state === 'ready' && loaded !== null;
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
        {showResults
          ? loaded.suggestions.resultsText(labels.results, results.length, trimmed)
          : null}
      </p>
      {showResults ? (
        <loaded.suggestions.SearchResults
          listId={listId}
          query={trimmed}
          results={results}
          labels={labels}
        />
      ) : null}
    </form>
  );
}
