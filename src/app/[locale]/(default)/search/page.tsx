import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { SearchTracker } from '@/components/search/search-tracker';
import { buildSearchIndex } from '@/content/search-index';
import { routeSeoMetadata, seoPathOf } from '@/content/seo';
import { loadSeoOverride } from '@/server/page-data/seo';
import { resolveLocale } from '@/i18n/params';
import { hrefFor, isLocale } from '@/i18n/routing';
import { search } from '@/lib/search/match';

// Reads searchParams: rendered on every request. Declared, since the build renders no page
// under [locale] that would let Next find it out (the build never opens the store).
export const dynamic = 'force-dynamic';

interface SearchPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}

export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  // Result lists are not worth indexing; their links are.
  const override = await loadSeoOverride(seoPathOf(locale, 'search'));
  return {
    ...routeSeoMetadata(locale, 'search', override),
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = await resolveLocale(params);
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 100) ?? '';
  const t = await getTranslations({ locale, namespace: 'Search' });
  const results = query ? search(buildSearchIndex(locale), query) : [];
  return (
    <PageShell locale={locale} route="search">
      <form
        role="search"
        aria-label={t('label')}
        action={hrefFor(locale, 'search')}
        method="get"
        className="flex max-w-xl gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t('placeholder')}
          className="min-h-11 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-slate-950 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-slate-950 px-5 font-semibold text-white hover:bg-slate-800 dark:bg-white dark:text-slate-950"
        >
          {t('submit')}
        </button>
      </form>
      {query ? (
        <>
          <p role="status" className="mt-6 font-medium">
            {t('results', { count: results.length, query })}
          </p>
          <ul className="mt-4 max-w-3xl divide-y divide-slate-200 dark:divide-slate-800">
            {results.map((result) => (
              <li key={result.url} className="py-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
                  {t(`kinds.${result.kind}`)}
                </p>
                <h2 className="text-lg font-semibold">
                  <a href={result.url} className="text-primary-800 underline dark:text-primary-300">
                    {result.title}
                  </a>
                </h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">{result.summary}</p>
              </li>
            ))}
          </ul>
          <SearchTracker term={query} />
        </>
      ) : (
        <p className="mt-6 text-slate-700 dark:text-slate-300">{t('hint')}</p>
      )}
    </PageShell>
  );
}
