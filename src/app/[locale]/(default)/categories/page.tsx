import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { PageShell } from '@/components/layout/page-shell';
import { listCategories, listProducts } from '@/content/catalog';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('categories');

export default async function CategoriesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content' });
  return (
    <PageShell locale={locale} route="categories">
      <CardGrid>
        {listCategories(locale).map((category) => (
          <ContentCard
            key={category.id}
            href={hrefFor(locale, 'category', category.slug)}
            title={category.name}
            image={category.image}
            aspect="aspect-[4/3]"
            meta={t('productCount', { count: listProducts(locale, category.id).length })}
          >
            <p>{category.summary}</p>
          </ContentCard>
        ))}
      </CardGrid>
    </PageShell>
  );
}
