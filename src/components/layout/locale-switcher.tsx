'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { localizedPath, splitLocale, type Locale } from '@/i18n/routing';

export interface LocaleSwitcherProps {
  /** The locale the link switches to. */
  target: Locale;
  /** Visible name of the target language, in that language. */
  label: string;
  /** Accessible description, e.g. "Switch to English". */
  description: string;
}

function alternatePath(locale: string): string | null {
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${locale}"]`,
  );
  return link ? decodeURI(new URL(link.href).pathname) : null;
}

/**
 * The page's own hreflang address in `target` (detail pages may translate their slug), once the
 * document's alternates describe the page at `pathname` (they are updated after a navigation).
 */
function translatedPath(pathname: string, target: Locale): string | null {
  const current = splitLocale(pathname)?.locale;
  if (!current || alternatePath(current) !== decodeURI(pathname)) return null;
  return alternatePath(target);
}

const noSubscription = () => () => undefined;

/**
 * A link to the same page in the other locale. A full page load, so the middleware remembers
 * the choice in the NEXT_LOCALE cookie (365 days). The server renders the same path in the other
 * locale (a translated slug answers it with a redirect); in the browser the page's hreflang link
 * gives the exact address.
 */
export function LocaleSwitcher({ target, label, description }: LocaleSwitcherProps) {
  const pathname = usePathname();
  const rest = splitLocale(pathname)?.rest ?? '/';
  const translated = useSyncExternalStore(
    noSubscription,
    () => translatedPath(pathname, target),
    () => null,
  );
  const href = translated ?? localizedPath(target, rest);
  return (
    // A plain <a>: switching the root layout's locale needs a document request anyway.
    <a
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={description}
      className="inline-flex min-h-8 items-center rounded-full border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
    >
      {label}
    </a>
  );
}
