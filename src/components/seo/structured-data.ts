// schema.org objects for the JSON-LD blocks of content pages (rendered with layout/json-ld.tsx).
import 'server-only';
import { env } from '@/env';
import { DEFAULT_CURRENCY } from '@/config';
import { hrefFor, type Locale } from '@/i18n/routing';
import type { ProductView } from '@/content/catalog';
import type { PostView } from '@/content/posts';
import type { ServiceView } from '@/content/services';
import type { TicketView } from '@/content/tickets';
import type { SiteView } from '@/content/venue';

export const absoluteUrl = (path: string) => new URL(path, env.SITE_URL).toString();

function postalAddress(site: SiteView) {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    addressCountry: site.address.country,
  };
}

export function organization(site: SiteView, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl(hrefFor(locale, 'home')),
    logo: absoluteUrl('/og-default.png'),
    email: site.email,
    telephone: site.phone.e164,
    address: postalAddress(site),
  };
}

export function touristAttraction(site: SiteView, locale: Locale, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: site.name,
    description,
    url: absoluteUrl(hrefFor(locale, 'home')),
    image: absoluteUrl(site.hero.image.src),
    telephone: site.phone.e164,
    address: postalAddress(site),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    isAccessibleForFree: false,
    publicAccess: true,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
  };
}

export function productLd(product: ProductView, locale: Locale) {
  const url = absoluteUrl(hrefFor(locale, 'product', product.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    image: product.images.map((i) => absoluteUrl(i.src)),
    sku: product.variants[0]?.sku,
    category: product.category.name,
    brand: { '@type': 'Brand', name: 'Núi Mây' },
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      name: v.label || product.name,
      price: v.price,
      priceCurrency: DEFAULT_CURRENCY,
      availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    })),
  };
}

export function articleLd(post: PostView, locale: Locale, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(post.cover.src)],
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: locale,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: siteName, logo: absoluteUrl('/og-default.png') },
    mainEntityOfPage: absoluteUrl(hrefFor(locale, 'post', post.slug)),
    keywords: post.tags.join(', '),
  };
}

export function serviceLd(service: ServiceView, locale: Locale, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.summary,
    image: absoluteUrl(service.image.src),
    url: absoluteUrl(hrefFor(locale, 'service', service.slug)),
    provider: { '@type': 'Organization', name: siteName },
    areaServed: 'Tà Xùa, Sơn La',
    ...(service.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: service.price,
            priceCurrency: DEFAULT_CURRENCY,
          },
        }),
  };
}

export function ticketOffer(ticket: TicketView, locale: Locale) {
  return {
    '@type': 'Offer',
    name: ticket.name,
    description: ticket.summary,
    price: ticket.price,
    priceCurrency: DEFAULT_CURRENCY,
    availability: 'https://schema.org/InStock',
    url: absoluteUrl(hrefFor(locale, 'ticket', ticket.slug)),
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 1 },
  };
}

/** The ticket pricing page: every ticket type as an Offer. */
export function ticketOfferList(tickets: TicketView[], locale: Locale, name: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    url: absoluteUrl(hrefFor(locale, 'ticketPricing')),
    itemListElement: tickets.map((t) => ticketOffer(t, locale)),
  };
}
