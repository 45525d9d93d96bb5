import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { AreaMap } from '@/components/map/area-map';
import { organization, touristAttraction } from '@/components/seo/structured-data';
import { defaultSeo } from '@/content/seo';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getMap, getSite } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('map');

export default async function MapPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const site = getSite(locale);
  const description = defaultSeo(locale, 'map')?.description ?? '';
  return (
    <PageShell locale={locale} route="map" lead={description}>
      <AreaMap map={getMap(locale)} locale={locale} preload />
      <JsonLd data={organization(site, locale)} />
      <JsonLd data={touristAttraction(site, locale, description)} />
    </PageShell>
  );
}
