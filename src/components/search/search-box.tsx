import { getTranslations } from 'next-intl/server';
import { hrefFor, type Locale } from '@/i18n/routing';
import { SearchBoxClient } from './search-box-client';
import { templateOf } from '@/i18n/template-text';

/** The header's search box: translated here, interactive in a small client leaf. */
export async function SearchBox({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <SearchBoxClient
      action={hrefFor(locale, 'search')}
      indexUrl={`/${locale}/search/index.json`}
      labels={{
        label: t('label'),
        // Its landmark's name, apart from the search page's own form (axe landmark-unique).
        landmark: t('landmark'),
        placeholder: t('placeholder'),
        submit: t('submit'),
        loading: t('loading'),
        failed: t('failed'),
        seeAll: t('seeAll'),
        // Plain templates ({count}, {query}): the client formats them without an ICU formatter.
        results: {
          none: templateOf(t, 'resultsNone'),
          one: templateOf(t, 'resultsOne'),
          many: templateOf(t, 'resultsMany'),
        },
        kinds: {
          product: t('kinds.product'),
          service: t('kinds.service'),
          post: t('kinds.post'),
          ticket: t('kinds.ticket'),
        },
      }}
    />
  );
}
