'use client';

import { useEffect, useSyncExternalStore } from 'react';
// Not the route table (@/i18n/routing): this boundary is in every page's first load.
import { defaultLocale, localeHomePath, localeOfPath, type Locale } from '@/i18n/locales';
import { noSubscription } from '@/lib/use-hydrated';

export interface NotFoundTexts {
  /** The heading, in the page's locale. */
  title: string;
  /** "Page Not Found: {path}", the spec's line (kept in English). */
  notFound: string;
  hint: string;
  backHome: string;
}

/**
 * The 404 view. The middleware sends unknown paths and slugs to a page that passes `path`, so the
 * server HTML names it. Next's own pre-rendered `/_not-found` (what the middleware skips, and a
 * client navigation to a missing page) cannot know the path (a notFound() thrown by a page is not
 * server-rendered by Next 16, vercel/next.js#62228): there it is read in the browser, the HTML
 * says "Page Not Found" and the path is added as soon as the page starts.
 */
export function NotFoundContent({
  texts,
  path: requestedPath,
  as: Element = 'main',
}: {
  texts: Record<Locale, NotFoundTexts>;
  /** The requested path when the server knows it (the catch-all segment): then the HTML has it. */
  path?: string;
  /** `div` inside a layout that already has the page's <main>. */
  as?: 'main' | 'div';
}) {
  const browserPath = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null,
  );
  const path = requestedPath ?? browserPath;
  const locale = (path && localeOfPath(path)) || defaultLocale;
  const t = texts[locale];

  useEffect(() => {
    if (path) document.documentElement.lang = locale;
  }, [path, locale]);

  return (
    <Element
      id={Element === 'main' ? 'main' : undefined}
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 px-4 py-16 text-center"
    >
      <p className="text-6xl font-extrabold text-primary-800 dark:text-primary-300">404</p>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      {/* The spec's status line, in its own words on every locale: English inside a /vi page. */}
      {path === null ? null : (
        <p lang="en" className="break-all font-mono text-sm text-slate-700 dark:text-slate-300">
          {t.notFound.replace('{path}', path)}
        </p>
      )}
      <p className="text-slate-700 dark:text-slate-300">{t.hint}</p>
      <a
        href={localeHomePath(locale)}
        className="mt-4 font-semibold text-primary-800 underline dark:text-primary-300"
      >
        {t.backHome}
      </a>
    </Element>
  );
}
