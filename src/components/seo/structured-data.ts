// schema.org objects for the JSON-LD blocks of content pages (rendered with layout/json-ld.tsx),
// built from content on the server while pages pre-render. The properties follow Google's
// structured-data guides (merchant listings, product variants, article, event, organization,
// breadcrumb); structured-data.test.ts checks each page type's required and recommended ones.
import { vietnamDate } from '@/lib/calendar';
import 'server-only';
import { env } from '@/env';
import { DEFAULT_CURRENCY } from '@/config';
import { hrefFor, type Locale } from '@/i18n/routing';
import type { ProductView, VariantView } from '@/content/catalog';
import type { PostEventView, PostView } from '@/content/posts';
import type { ServiceView } from '@/content/services';
import type { TicketTypeView } from '@/content/tickets';
import { bookingHref } from '@/lib/tickets/booking-link';
import type { SiteView } from '@/content/venue';

export type JsonLdObject = Record<string, unknown>;

export const absoluteUrl = (path: string) => new URL(path, env.SITE_URL).toString();

const SCHEMA = 'https://schema.org/';
const LOGO = '/og-default.png';

function postalAddress(site: SiteView) {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    addressCountry: site.address.country,
  };
}

/** Content's `pricesValidUntil`, left out once it has passed (Google hides a past date's offer). */
function priceValidUntil(site: SiteView, now: Date) {
  return site.pricesValidUntil >= vietnamDate(now)
    ? { priceValidUntil: site.pricesValidUntil }
    : {};
}

/** The defect returns of content/site.yaml as a MerchantReturnPolicy. */
const DEFECT_RETURNS = {
  vi: (days: number) => `Đổi trả trong ${days} ngày với lỗi của nhà sản xuất`,
  en: (days: number) => `Returns within ${days} days for manufacturer defects`,
} as const;

/**
 * The shop's policy as content/pages/order-refund.md states it: a product with a manufacturer
 * defect comes back within `defectReturnDays`; nothing else is returnable. So the fees are those of
 * a defective item only (`itemDefectReturnFees`), never `returnFees`, which would promise free
 * returns of anything, and the returned item's condition is a damaged one.
 */
export function returnPolicy(site: SiteView, locale: Locale): JsonLdObject {
  const fees =
    site.returns.fees === 'free'
      ? `${SCHEMA}FreeReturn`
      : `${SCHEMA}ReturnFeesCustomerResponsibility`;
  const methods = site.returns.methods.map((m) =>
    m === 'by-mail' ? `${SCHEMA}ReturnByMail` : `${SCHEMA}ReturnInStore`,
  );
  return {
    '@type': 'MerchantReturnPolicy',
    name: DEFECT_RETURNS[locale](site.defectReturnDays),
    applicableCountry: site.address.country,
    returnPolicyCountry: site.address.country,
    returnPolicyCategory: `${SCHEMA}MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: site.defectReturnDays,
    returnMethod: methods.length === 1 ? methods[0] : methods,
    itemCondition: `${SCHEMA}DamagedCondition`,
    itemDefectReturnFees: fees,
    refundType: `${SCHEMA}FullRefund`,
    merchantReturnLink: absoluteUrl(hrefFor(locale, 'orderRefund')),
  };
}

/** Shipping one unit at `price` anywhere in the country: the flat fee below the free threshold. */
export function shippingDetails(site: SiteView, price: number): JsonLdObject {
  const days = ([min, max]: [number, number]) => ({
    '@type': 'QuantitativeValue',
    minValue: min,
    maxValue: max,
    unitCode: 'DAY',
  });
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: price >= site.shipping.freeFromVnd ? 0 : site.shipping.flatFeeVnd,
      currency: DEFAULT_CURRENCY,
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: site.address.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(site.shipping.handlingDays),
      transitTime: days(site.shipping.transitDays),
    },
  };
}

function organizationRef(site: SiteView, locale: Locale) {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    url: absoluteUrl(hrefFor(locale, 'home')),
    logo: absoluteUrl(LOGO),
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
    logo: absoluteUrl(LOGO),
    email: site.email,
    telephone: site.phone.e164,
    address: postalAddress(site),
    ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
    hasMerchantReturnPolicy: returnPolicy(site, locale),
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

function goodsOffer(site: SiteView, locale: Locale, variant: VariantView, url: string, now: Date) {
  return {
    '@type': 'Offer',
    sku: variant.sku,
    price: variant.price,
    priceCurrency: DEFAULT_CURRENCY,
    ...priceValidUntil(site, now),
    availability: variant.stock > 0 ? `${SCHEMA}InStock` : `${SCHEMA}OutOfStock`,
    itemCondition: `${SCHEMA}NewCondition`,
    url,
    seller: { '@id': absoluteUrl('/#organization') },
    shippingDetails: shippingDetails(site, variant.price),
    hasMerchantReturnPolicy: returnPolicy(site, locale),
  };
}

/**
 * A product page: a Product with its Offer, or, when it comes in variants, a ProductGroup whose
 * variants are Products of their own (Google's product-variants guide, single-page form).
 */
export function productLd(
  product: ProductView,
  site: SiteView,
  locale: Locale,
  now = new Date(),
): JsonLdObject {
  const url = absoluteUrl(hrefFor(locale, 'product', product.slug));
  const images = product.images.map((i) => absoluteUrl(i.src));
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.summary,
    image: images,
    url,
    category: product.category.name,
    brand: { '@type': 'Brand', name: site.name },
  };
  const [only] = product.variants;
  if (product.variants.length === 1 && only) {
    return {
      ...common,
      '@type': 'Product',
      sku: only.sku,
      ...variantProperties(product, only),
      offers: goodsOffer(site, locale, only, url, now),
    };
  }
  const variesBy = [...new Set(product.options.flatMap((o) => (o.variesBy ? [o.variesBy] : [])))];
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product.id,
    ...(variesBy.length ? { variesBy: variesBy.map((p) => `${SCHEMA}${p}`) } : {}),
    hasVariant: product.variants.map((variant) => ({
      '@type': 'Product',
      name: variant.label ? `${product.name} (${variant.label})` : product.name,
      description: product.summary,
      image: images[0],
      sku: variant.sku,
      inProductGroupWithID: product.id,
      ...variantProperties(product, variant),
      offers: goodsOffer(site, locale, variant, url, now),
    })),
  };
}

/** A variant's option values: on their schema.org property, or as additionalProperty. */
function variantProperties(product: ProductView, variant: VariantView): JsonLdObject {
  const properties: JsonLdObject = {};
  const additional: JsonLdObject[] = [];
  for (const option of product.options) {
    const value = option.values.find((v) => v.id === variant.values[option.id])?.label;
    if (value === undefined) continue;
    if (option.variesBy) properties[option.variesBy] = value;
    else additional.push({ '@type': 'PropertyValue', name: option.name, value });
  }
  return additional.length ? { ...properties, additionalProperty: additional } : properties;
}

export function articleLd(post: PostView, site: SiteView, locale: Locale): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(post.cover.src)],
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    inLanguage: locale,
    author: {
      '@type': 'Person',
      name: post.author,
      url: post.authorUrl ?? absoluteUrl(hrefFor(locale, 'about')),
    },
    publisher: organizationRef(site, locale),
    mainEntityOfPage: absoluteUrl(hrefFor(locale, 'post', post.slug)),
    keywords: post.tags.join(', '),
  };
}

const EVENT_STATUS = {
  scheduled: 'EventScheduled',
  cancelled: 'EventCancelled',
  postponed: 'EventPostponed',
  rescheduled: 'EventRescheduled',
} as const;

/** A post about a dated event: the Event, held at the site; its ticket is the offer. */
export function eventLd(
  post: PostView,
  event: PostEventView,
  site: SiteView,
  locale: Locale,
  ticket: TicketTypeView | undefined,
): JsonLdObject {
  const url = absoluteUrl(hrefFor(locale, 'post', post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: post.excerpt,
    image: [absoluteUrl(post.cover.src)],
    url,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: `${SCHEMA}${EVENT_STATUS[event.status]}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: event.place ?? site.name,
      address: postalAddress(site),
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    },
    organizer: organizationRef(site, locale),
    ...(ticket
      ? {
          offers: {
            '@type': 'Offer',
            name: ticket.name,
            price: ticket.price,
            priceCurrency: DEFAULT_CURRENCY,
            availability: `${SCHEMA}InStock`,
            validFrom: post.publishedAt,
            url: absoluteUrl(hrefFor(locale, 'ticket', ticket.slug)),
          },
        }
      : { isAccessibleForFree: true }),
  };
}

export function serviceLd(service: ServiceView, site: SiteView, locale: Locale): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.summary,
    image: absoluteUrl(service.image.src),
    url: absoluteUrl(hrefFor(locale, 'service', service.slug)),
    provider: organizationRef(site, locale),
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

function ticketOffer(ticket: TicketTypeView, site: SiteView, locale: Locale, now: Date) {
  return {
    '@type': 'Offer',
    name: ticket.name,
    price: ticket.price,
    priceCurrency: DEFAULT_CURRENCY,
    ...priceValidUntil(site, now),
    availability: `${SCHEMA}InStock`,
    // Where the offer is taken up: the booking page with this ticket chosen.
    url: absoluteUrl(bookingHref(locale, ticket.id)),
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 1 },
    seller: { '@id': absoluteUrl('/#organization') },
  };
}

/** A ticket page: the ticket as a Product (a day's ride) with its Offer. */
export function ticketLd(
  ticket: TicketTypeView,
  site: SiteView,
  locale: Locale,
  now = new Date(),
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ticket.name,
    description: ticket.summary,
    image: [absoluteUrl(ticket.image.src)],
    url: absoluteUrl(hrefFor(locale, 'ticket', ticket.slug)),
    sku: ticket.id,
    brand: { '@type': 'Brand', name: site.name },
    ...(ticket.audience
      ? { audience: { '@type': 'Audience', audienceType: ticket.audience } }
      : {}),
    offers: ticketOffer(ticket, site, locale, now),
  };
}

/**
 * The ticket pricing page: every ticket type's Offer, naming the ticket it sells. The ticket is a
 * Product in its own right (validators require one to carry an image and an offer), so it has both.
 */
export function ticketOfferList(
  tickets: TicketTypeView[],
  site: SiteView,
  locale: Locale,
  name: string,
  now = new Date(),
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    url: absoluteUrl(hrefFor(locale, 'ticketPricing')),
    itemListElement: tickets.map((t) => {
      const offer = ticketOffer(t, site, locale, now);
      return {
        ...offer,
        itemOffered: {
          '@type': 'Product',
          name: t.name,
          url: absoluteUrl(hrefFor(locale, 'ticket', t.slug)),
          image: [absoluteUrl(t.image.src)],
          sku: t.id,
          offers: offer,
        },
      };
    }),
  };
}

export interface CrumbLd {
  label: string;
  /** Localized path; the current page (the last crumb) may have none. */
  href?: string;
}

/** A breadcrumb trail as a BreadcrumbList. */
export function breadcrumbLd(items: readonly CrumbLd[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(item.href) } : {}),
    })),
  };
}
