import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { hrefFor, isLocale, defaultLocale } from '@/i18n/routing';

export default async function LocaleNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Errors' });
  // Kept small: this view is serialised into every page's payload as its not-found boundary.
  return (
    <>
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 px-4 py-16 text-center"
      >
        <p className="text-6xl font-extrabold text-primary-800 dark:text-primary-300">404</p>
        <h1 className="text-2xl font-bold">
          <NotFoundMessage />
        </h1>
        <p className="text-slate-700 dark:text-slate-300">{t('notFoundHint')}</p>
        <Link
          href={hrefFor(locale, 'home')}
          prefetch={false}
          className="mt-4 font-semibold text-primary-800 underline dark:text-primary-300"
        >
          {t('backHome')}
        </Link>
      </main>
    </>
  );
}
