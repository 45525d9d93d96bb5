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
