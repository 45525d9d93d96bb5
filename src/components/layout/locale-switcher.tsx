'use client';

import { usePathname } from 'next/navigation';
import { Suspense, use } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeHomePath, type Locale } from '@/i18n/locales';

export interface LocaleSwitcherProps {
  /** The locale the link switches to. */
  target: Locale;
  /** Visible name of the target language, in that language. */
  label: string;
  /** Accessible description, e.g. "Switch to English". */
  description: string;
}

// The route table and the slug pairs (~3 kB gzip, growing with the content) load beside the page's
// scripts, not among them; started when this module runs. Until they arrive, the server HTML's
// link (already the exact address) stays as it is: React hydrates it once they are there.
const switchPaths = import('./locale-switch-path').catch((error: unknown) => {
  // A chunk that fails to load reloads the page (watchChunkFailures); until then, the home page.
  console.error('[locale] loading the switch tables failed', error);
  return { switchPath: (_pathname: string, target: Locale) => localeHomePath(target) };
});

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
  const href = use(switchPaths).switchPath(pathname, target);
  return (
    // A plain <a>: switching the root layout's locale needs a document request anyway.
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
