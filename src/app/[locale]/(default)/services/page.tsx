import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { PageShell } from '@/components/layout/page-shell';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { listServices } from '@/content/services';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('services');

export default async function ServicesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content' });
  return (
    <PageShell locale={locale} route="services">
      <CardGrid>
        {listServices(locale).map((service) => (
          <ContentCard
            key={service.id}
            href={hrefFor(locale, 'service', service.slug)}
            title={service.name}
            image={service.image}
            meta={
              <span className="font-semibold text-slate-950 dark:text-white">
                {service.price === null
                  ? t('priceOnRequest')
                  : `${formatVnd(service.price, locale)}${service.unit ? ` · ${service.unit}` : ''}`}
              </span>
            }
          >
            <p>{service.summary}</p>
          </ContentCard>
        ))}
      </CardGrid>
    </PageShell>
  );
}
