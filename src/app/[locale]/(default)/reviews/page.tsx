// /reviews (DESIGN.md §15): approved reviews with their average, count and distribution,
// rendered into the static page (read through the server caller, tagged `reviews`, regenerated
// when a review is approved, with a short safety-net period), so it reads without JavaScript.
// The form and pages 2… are client leaves that load their code when used.
//
// Structured data: none for the ratings. Google's review snippets exclude "self-serving" reviews
// (a business's reviews of itself, collected and shown on its own site) for LocalBusiness and
// Organization, so an AggregateRating on our own business would be ineligible at best and a
// structured-data manual action at worst.
import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { ReviewCard } from '@/components/reviews/review-card';
import { ReviewFormLauncher } from '@/components/reviews/review-form-launcher';
import { ReviewSummary } from '@/components/reviews/review-summary';
import {
  communityErrorTexts,
  reviewCardTexts,
  reviewFormTexts,
} from '@/components/reviews/review-texts';
import { ReviewsMore } from '@/components/reviews/reviews-more';
import type { ReviewCardContext } from '@/components/reviews/types';
import type { ReviewPageView } from '@/lib/trpc/contract';
import { listServices } from '@/content/services';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { getServerCaller } from '@/server/caller';
import { REVIEWS_TAG } from '@/server/services/reviews/cache-tags';

export const revalidate = 300;
export const generateMetadata = contentRouteMetadata('reviews');

const EMPTY: ReviewPageView = {
  average: 0,
  count: 0,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  page: 1,
  pageCount: 1,
  reviews: [],
};

const loadFirstPage = unstable_cache(
  async (): Promise<ReviewPageView> => {
    try {
      return await (await getServerCaller()).review.list({ page: 1 });
    } catch (error) {
      // The page still renders (empty list, the form works); the safety net retries soon.
      console.error('[reviews] review.list failed; rendering no reviews this time', error);
      return EMPTY;
    }
  },
  ['reviews-page-1'],
  { tags: [REVIEWS_TAG], revalidate: 300 },
);

/** `serviceType` choices in the form's order: the cable car, each service, the restaurant. */
function serviceOptions(locale: Locale, cableCar: string, restaurant: string) {
  return [
    { value: 'cable-car', label: cableCar },
    ...listServices(locale).map((service) => ({ value: service.id, label: service.name })),
    { value: 'restaurant', label: restaurant },
  ];
}

export default async function ReviewsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const page = await loadFirstPage();
  const options = serviceOptions(locale, t('cableCar'), t('restaurant'));
  const context: ReviewCardContext = {
    locale,
    texts: await reviewCardTexts(locale),
    serviceNames: Object.fromEntries(options.map((o) => [o.value, o.label])),
  };
  const average = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(page.average);
  return (
    <PageShell locale={locale} route="reviews" lead={t('lead')}>
      <div className="flex flex-col gap-10">
        <ReviewSummary
          stats={page}
          texts={{
            heading: t('summaryHeading'),
            average: t('average'),
            averageValue: t('averageValue', { average }),
            stars: t('stars', { rating: average }),
            count: t('count', { count: page.count }),
            distributionLabel: t('distributionLabel'),
            starsRow: (stars) => t('starsRow', { stars }),
            starsRowCount: (stars, count) => t('starsRowCount', { stars, count }),
          }}
        />
        <section aria-labelledby="review-form-heading" className="flex flex-col gap-4">
          <h2
            id="review-form-heading"
            className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
          >
            {t('formHeading')}
          </h2>
          <div>
            <ReviewFormLauncher
              openLabel={t('open')}
              locale={locale}
              texts={await reviewFormTexts(locale)}
              errorTexts={await communityErrorTexts(locale)}
              serviceOptions={options}
            />
            <FormPrivacyNote locale={locale} />
          </div>
        </section>
        <section aria-labelledby="review-list-heading" className="flex flex-col gap-4">
          <h2
            id="review-list-heading"
            className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
          >
            {t('listHeading')}
          </h2>
          {page.reviews.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {page.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} context={context} />
                </li>
              ))}
              {page.pageCount > 1 ? (
                <ReviewsMore
                  context={context}
                  pageCount={page.pageCount}
                  texts={{ more: t('more'), loading: t('loadingMore'), error: t('moreError') }}
                />
              ) : null}
            </ul>
          )}
        </section>
      </div>
    </PageShell>
  );
}
