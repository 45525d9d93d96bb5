import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

export interface LocaleSlugParams {
  params: Promise<{ locale: string; slug: string }>;
}

/** Validates the `[locale]` segment and enables static rendering for it (next-intl). */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * `generateStaticParams` of the pages under `[locale]`: none. Every page reads the store (the
 * layout's theme), and the build never opens the store (DESIGN.md §18): each path renders on its
 * first request and is cached from then on for its `revalidate` (in the shared cache when
 * REDIS_URL is set), so no build-time data is baked in. Unknown locales and slugs still answer
 * 404 (resolveLocale, the pages' lookups, and the middleware's list of detail slugs).
 */
export function renderOnFirstRequest(): { locale: string }[] {
  return [];
}
