import { Prose } from '@/components/content/prose';
import { PageShell } from '@/components/layout/page-shell';
import { DataRequestForm } from '@/components/privacy/data-request-form';
import { dataRequestTexts } from '@/components/privacy/privacy-texts';
import { communityErrorTexts } from '@/components/reviews/review-texts';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getPage } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('privacy');

/** The privacy notice (content/pages/privacy.md) and the guests' data request form. */
export default async function PrivacyPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const page = getPage(locale, 'privacy');
  return (
    <PageShell locale={locale} route="privacy" title={page.title} lead={page.description}>
      <Prose html={page.html} />
      <DataRequestForm
        locale={locale}
        texts={await dataRequestTexts(locale)}
        errorTexts={await communityErrorTexts(locale)}
      />
    </PageShell>
  );
}
