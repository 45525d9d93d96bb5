import type { Locale } from '@/i18n/routing';

/**
 * The few texts of the error boundary, which is a client component on every page: importing the
 * message catalogues or next-intl's runtime there would ship them with every page. A test keeps
 * these equal to `Errors` in src/messages/*.json, the source of truth.
 */
export const errorTexts: Record<Locale, { serverTitle: string; retry: string }> = {
  vi: { serverTitle: 'Internal Server Error', retry: 'Thử lại' },
  en: { serverTitle: 'Internal Server Error', retry: 'Try again' },
};
