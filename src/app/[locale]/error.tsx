'use client';

import { useParams } from 'next/navigation';
import { ErrorView, statusMessageFor } from '@/components/layout/error-view';
import { errorTexts } from '@/components/layout/error-texts';
// Not the route table (@/i18n/routing): this boundary is in every page's first load.
import { localeOrDefault } from '@/i18n/locales';

type PageError = Error & { digest?: string; statusCode?: number };

/** Errors other than 404 (those have their own view in not-found.tsx). */
export default function LocaleError({ error, reset }: { error: PageError; reset: () => void }) {
  const { locale } = useParams<{ locale?: string }>();
  const t = errorTexts[localeOrDefault(locale)];
  const statusCode = error.statusCode ?? 500;
  return (
    <main id="main" className="flex flex-1">
      <ErrorView
        statusCode={statusCode}
        statusMessage={statusMessageFor(statusCode)}
        message={error.message || t.serverTitle}
        actions={
          <button
            type="button"
            onClick={reset}
            className="rounded-full bg-primary-500 px-5 py-2 font-semibold text-slate-950 hover:bg-primary-400"
          >
            {t.retry}
          </button>
        }
      />
    </main>
  );
}
