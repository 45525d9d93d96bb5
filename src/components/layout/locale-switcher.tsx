'use client';

import { usePathname } from 'next/navigation';
import { localizedPath, splitLocale, type Locale } from '@/i18n/routing';

export interface LocaleSwitcherProps {
  /** The locale the link switches to. */
  target: Locale;
  /** Visible name of the target language, in that language. */
  label: string;
  /** Accessible description, e.g. "Switch to English". */
  description: string;
}

/**
 * A link to the same page in the other locale. A full page load, so the middleware remembers
 * the choice in the NEXT_LOCALE cookie (365 days).
 */
export function LocaleSwitcher({ target, label, description }: LocaleSwitcherProps) {
  const pathname = usePathname();
  const rest = splitLocale(pathname)?.rest ?? '/';
  return (
    // A plain <a>: switching the root layout's locale needs a document request anyway.
    <a
      href={localizedPath(target, rest)}
      hrefLang={target}
      lang={target}
      aria-label={description}
      className="inline-flex min-h-8 items-center rounded-full border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
    >
      {label}
    </a>
  );
}
