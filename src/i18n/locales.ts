// The site's locales and the few helpers that need nothing else. Kept apart from the route table
// in routing.ts (which re-exports all of it) so the client components that only need a locale —
// the error and not-found boundaries on every page — do not ship the table a second time.

export const locales = ['vi', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'vi';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The value if it names a locale, else the default (vi): for cookies and params not yet checked. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The site's other language: the locale switcher's target, and where foreign slugs come from. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'vi' ? 'en' : 'vi';
}

/** The locale a path starts with (`/en/menu` → `en`), or null when it has no locale prefix. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/', 2)[1];
  return isLocale(first) ? first : null;
}

/** A locale's home page: its prefix alone (`/vi`). */
export function localeHomePath(locale: Locale): string {
  return `/${locale}`;
}
