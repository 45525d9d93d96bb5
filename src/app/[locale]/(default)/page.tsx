import { Picture } from '@/components/content/picture';
import { getTranslations } from 'next-intl/server';
import { CardGrid, ContentCard } from '@/components/content/content-card';
import { SectionHeading } from '@/components/content/section-heading';
import { Hero } from '@/components/home/hero';
import { JsonLd } from '@/components/layout/json-ld';
import { PostCard } from '@/components/post/post-card';
import { ProductCard } from '@/components/product/product-card';
import { skusOf, withStoreStock } from '@/components/product/store-stock';
import { loadStockLevels } from '@/server/page-data/stock';
import { organization, touristAttraction } from '@/components/seo/structured-data';
import { featuredProducts } from '@/content/catalog';
import { listPosts } from '@/content/posts';
import { defaultSeo } from '@/content/seo';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { listServices } from '@/content/services';
import { listTickets } from '@/content/tickets';
import { getGallery, getSite } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { bookingHref } from '@/lib/tickets/booking-link';
import { formatVnd } from '@/lib/format';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Content' });
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  const site = getSite(locale);
  const featured = featuredProducts(locale, 4);
  const levels = await loadStockLevels(skusOf(featured));
  const products = featured.map((p) => withStoreStock(p, levels));
  const services = listServices(locale)
    .filter((s) => s.featured)
    .slice(0, 3);
  const posts = listPosts(locale).slice(0, 3);
  const strip = getGallery(locale)
    .flatMap((a) => a.images.slice(0, 2))
    .slice(0, 6);
  const tickets = listTickets(locale);
  const lowestTicket = Math.min(...tickets.map((ticket) => ticket.price));
  // The teaser books the headline ticket: the first in content order a visitor may buy alone.
  const headline = tickets.find((ticket) => !ticket.requiresAdult && !ticket.admits) ?? tickets[0];

  return (
    <>
      <Hero
        image={site.hero.image}
        title={site.hero.title}
        lead={site.hero.lead}
        primary={{ href: hrefFor(locale, 'ticketPricing'), label: t('heroCta') }}
        secondary={{ href: hrefFor(locale, 'orderTicket'), label: t('heroSecondary') }}
      />
      <JsonLd data={organization(site, locale)} />
      <JsonLd
        data={touristAttraction(
          site,
          locale,
          defaultSeo(locale, 'home')?.description ?? site.hero.lead,
        )}
      />

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <section
          aria-labelledby="tickets-cta"
          className="rounded-2xl bg-primary-100 p-6 text-slate-950 sm:p-8 dark:bg-slate-900 dark:text-white"
        >
          <h2 id="tickets-cta" className="text-2xl font-bold">
            {t('ticketsCta', { price: formatVnd(lowestTicket, locale) })}
          </h2>
          <p className="mt-2">{t('ticketsCtaText')}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            {headline ? (
              <a
                href={bookingHref(locale, headline.id)}
                className="rounded-full bg-primary-500 px-5 py-2.5 font-semibold text-slate-950 no-underline hover:bg-primary-400"
              >
                {t('heroSecondary')}
              </a>
            ) : null}
            <a
              href={hrefFor(locale, 'ticketPricing')}
              className="rounded-full bg-slate-950 px-5 py-2.5 font-semibold text-white no-underline hover:bg-slate-800 dark:bg-white dark:text-slate-950"
            >
              {tNav('ticketPricing')}
            </a>
            <a
              href={hrefFor(locale, 'tickets')}
              className="rounded-full border border-slate-950 px-5 py-2.5 font-semibold no-underline hover:bg-white/60 dark:border-white dark:hover:bg-slate-800"
            >
              {tNav('tickets')}
            </a>
          </p>
        </section>

        <section aria-labelledby="featured-products">
          <SectionHeading
            id="featured-products"
            title={t('featuredProducts')}
            href={hrefFor(locale, 'products')}
            linkLabel={`${t('viewAll')}: ${tNav('products')}`}
          />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} locale={locale} level={3} />
            ))}
          </div>
        </section>

        <section aria-labelledby="featured-services">
          <SectionHeading
            id="featured-services"
            title={t('featuredServices')}
            href={hrefFor(locale, 'services')}
            linkLabel={`${t('viewAll')}: ${tNav('services')}`}
          />
          <CardGrid>
            {services.map((service) => (
              <ContentCard
                key={service.id}
                href={hrefFor(locale, 'service', service.slug)}
                title={service.name}
                image={service.image}
                level={3}
                meta={
                  service.price === null ? t('priceOnRequest') : formatVnd(service.price, locale)
                }
              >
                <p>{service.summary}</p>
              </ContentCard>
            ))}
          </CardGrid>
        </section>

        <section aria-labelledby="latest-posts">
          <SectionHeading
            id="latest-posts"
            title={t('latestPosts')}
            href={hrefFor(locale, 'posts')}
            linkLabel={`${t('viewAll')}: ${tNav('posts')}`}
          />
          <CardGrid>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} locale={locale} level={3} />
            ))}
          </CardGrid>
        </section>

        <section aria-labelledby="gallery-strip">
          <SectionHeading
            id="gallery-strip"
            title={t('galleryStrip')}
            href={hrefFor(locale, 'gallery')}
            linkLabel={`${t('viewAll')}: ${tNav('gallery')}`}
          />
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {strip.map((image) => (
              <li key={image.id}>
                <Picture
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1024px) 180px, (min-width: 640px) 33vw, 50vw"
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
