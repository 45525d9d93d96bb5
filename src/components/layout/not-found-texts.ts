import 'server-only';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import type { NotFoundTexts } from './not-found-content';
import { templateOf } from '@/i18n/template-text';

/** The 404 view's texts in every locale (the view picks one from the path in the browser). */
export async function notFoundTexts(): Promise<Record<Locale, NotFoundTexts>> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'Errors' });
      // `{path}` stays a placeholder: the view fills it in the browser.
      const texts: NotFoundTexts = {
        title: t('notFoundTitle'),
        notFound: templateOf(t, 'notFound'),
        hint: t('notFoundHint'),
        backHome: t('backHome'),
      };
      return [locale, texts] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, NotFoundTexts>;
}
