import { Prose } from '@/components/content/prose';
import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { organization, touristAttraction } from '@/components/seo/structured-data';
import { contentRouteMetadata } from '@/content/seo';
import { getPage, getSite } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('about');

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const page = getPage(locale, 'about');
  const site = getSite(locale);
  return (
    <PageShell locale={locale} route="about" title={page.title} lead={page.description}>
      <Prose html={page.html} />
      <JsonLd data={organization(site, locale)} />
      <JsonLd data={touristAttraction(site, locale, page.description)} />
    </PageShell>
  );
}
