import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/content/prose';
import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { organization, touristAttraction } from '@/components/seo/structured-data';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getPage, getSite } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('about');

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const page = getPage(locale, 'about');
  const site = getSite(locale);
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <PageShell locale={locale} route="about" title={page.title} lead={page.description}>
      <Prose html={page.html} />
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        {(['recruitment', 'contact', 'map'] as const).map((key) => (
          <a
            key={key}
            href={hrefFor(locale, key)}
            className="font-medium text-primary-800 underline dark:text-primary-300"
          >
            {tNav(key)}
          </a>
        ))}
      </p>
      <JsonLd data={organization(site, locale)} />
      <JsonLd data={touristAttraction(site, locale, page.description)} />
    </PageShell>
  );
}
