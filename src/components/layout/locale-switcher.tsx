'use client';

import { usePathname } from 'next/navigation';
import { Suspense, use } from 'react';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  matchRoute,
  splitLocale,
  switchLocalePath,
  type Locale,
  type SlugTranslationTable,
} from '@/i18n/routing';

export interface LocaleSwitcherProps {
  /** The locale the link switches to. */
  target: Locale;
  /** Visible name of the target language, in that language. */
  label: string;
  /** Accessible description, e.g. "Switch to English". */
  description: string;
}

// The slug pairs (~1.4 kB gzip, growing with the content) matter on detail pages only: they load
// beside the page's scripts, not among them, started when this module runs. On a detail page the
// server HTML's link (already the translated address) stays as it is until they arrive, then React
// hydrates it; once loaded they are read without suspending. Every other page needs none.
let loaded: SlugTranslationTable | undefined;
const loading: Promise<SlugTranslationTable> = import('@/content/slug-translations').then(
  (module) => (loaded = module.slugTranslations),
  (error: unknown) => {
    // A chunk that fails to load reloads the page (watchChunkFailures); until then the slug is
    // kept, and the middleware redirects it to its translation.
    console.error('[locale] loading the slug pairs failed', error);
    return {};
  },
);
const noTranslations: SlugTranslationTable = {};

/** Whether the path is a detail page, whose slug may differ in the other locale. */
function hasSlug(pathname: string): boolean {
  const split = splitLocale(pathname);
  return split !== null && matchRoute(split.rest)?.slug !== undefined;
}

/** Remembers the visitor's choice for unprefixed paths (`/` → `/en`), for 365 days. */
function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * A link to the same page in the other locale, with a detail page's slug translated: the server
 * HTML already has the exact address (crawlers follow it without a redirect). Only a click
 * remembers the choice (NEXT_LOCALE cookie), so page responses never set a cookie; the click also
 * carries the page's query and hash over.
 */
export function LocaleSwitcher(props: LocaleSwitcherProps) {
  return (
    <Suspense fallback={null}>
      <SwitchLink {...props} />
    </Suspense>
  );
}

function SwitchLink({ target, label, description }: LocaleSwitcherProps) {
  const pathname = usePathname();
  const translations = hasSlug(pathname) ? (loaded ?? use(loading)) : noTranslations;
  const href = switchLocalePath(pathname, target, translations);
  return (
    // A plain <a>, followed on the client like every internal link (src/lib/soft-navigation.ts):
    // the router renders the [locale] layout again, `lang` and header included. The click handler
    // below runs first, so the address pushed carries the query and hash.
    <a
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={description}
      onClick={(event) => {
        rememberLocale(target);
        // The page's own state lives in its query (booking day and quantities, product options):
        // it is the same in both languages, so it goes along. Read at the click, not at render:
        // the static HTML has no query, and pages rewrite theirs without a navigation.
        event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`;
      }}
      className="inline-flex min-h-8 shrink-0 items-center rounded-full border border-slate-300 px-3 text-sm font-medium whitespace-nowrap hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
    >
      {label}
    </a>
  );
}
