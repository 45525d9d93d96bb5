// Every page type's JSON-LD, built from the real compiled content (`npx contentlayer2 build`, which
// `npm test` runs first), checked against the required and recommended properties Google documents
// for its rich results:
//   merchant listings  developers.google.com/search/docs/appearance/structured-data/merchant-listing
//   product variants   …/structured-data/product-variants
//   article            …/structured-data/article
//   event              …/structured-data/event
//   organization       …/structured-data/organization
//   breadcrumb         …/structured-data/breadcrumb
// A property listed as recommended that the site deliberately leaves out is named in a comment.

jest.mock('server-only', () => ({}));

import { getProduct, listProducts, type ProductView } from '@/content/catalog';
import { skusOf, withStoreStock } from '@/components/product/store-stock';
import { listPosts } from '@/content/posts';
import { listTickets } from '@/content/tickets';
import { getSite } from '@/content/venue';
import type { Locale } from '@/i18n/routing';
import {
  articleLd,
  breadcrumbLd,
  eventLd,
  organization,
  productLd,
  ticketLd,
  ticketOfferList,
  type JsonLdObject,
} from './structured-data';

const LOCALES: readonly Locale[] = ['vi', 'en'];
const SCHEMA = 'https://schema.org/';
/** A day before content's pricesValidUntil, so the property is due. */
const NOW = new Date('2026-11-22T12:00:00Z');
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/;

/** The value at a dotted path; for an array on the way, the values of every element. */
function valuesAt(value: unknown, dotted: string): unknown[] {
  let current: unknown[] = [value];
  for (const key of dotted.split('.')) {
    current = current.flatMap((v) => (Array.isArray(v) ? v : [v]));
    current = current.map((v) =>
      v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined,
    );
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

/** The paths among `paths` that have no value (empty strings and empty arrays count as none). */
function missing(value: unknown, paths: readonly string[]): string[] {
  return paths.filter((p) => {
    const found = valuesAt(value, p);
    return found.length === 0 || found.some((v) => v === undefined || v === null || v === '');
  });
}

const isAbsoluteUrl = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);

/* ------------------------------------------------------------------------------------------- */
/* Google's property lists                                                                       */
/* ------------------------------------------------------------------------------------------- */

/** Merchant listings: Product. */
const PRODUCT_REQUIRED = ['name', 'image', 'offers'];
// Recommended and left out: gtin/mpn (no barcodes in content), aggregateRating/review (reviews
// are a separate page, not marked up to keep them first-party and unmarked).
const PRODUCT_RECOMMENDED = ['description', 'sku', 'brand.name'];
/** Merchant listings: Offer. */
const OFFER_REQUIRED = ['price', 'priceCurrency'];
const OFFER_RECOMMENDED = [
  'availability',
  'itemCondition',
  'priceValidUntil',
  'shippingDetails',
  'hasMerchantReturnPolicy',
  'url',
];
/** Merchant listings: OfferShippingDetails, its rate, destination and delivery time. */
const SHIPPING = [
  'shippingRate.value',
  'shippingRate.currency',
  'shippingDestination.addressCountry',
  'deliveryTime.handlingTime.minValue',
  'deliveryTime.handlingTime.maxValue',
  'deliveryTime.handlingTime.unitCode',
  'deliveryTime.transitTime.minValue',
  'deliveryTime.transitTime.maxValue',
  'deliveryTime.transitTime.unitCode',
];
/** Merchant listings: MerchantReturnPolicy under an Offer (merchantReturnDays: finite window). */
const RETURN_REQUIRED = ['applicableCountry', 'returnPolicyCategory'];
const RETURN_RECOMMENDED = ['merchantReturnDays', 'returnMethod', 'itemDefectReturnFees'];
/** Product variants: ProductGroup and each variant. */
const GROUP_REQUIRED = ['name'];
const GROUP_RECOMMENDED = ['hasVariant', 'productGroupID', 'variesBy', 'brand.name', 'description'];
const VARIES_BY = ['color', 'size', 'material', 'pattern', 'suggestedAge', 'suggestedGender'];
/** Article: nothing is required; these are recommended. */
const ARTICLE_RECOMMENDED = [
  'headline',
  'image',
  'datePublished',
  'dateModified',
  'author.name',
  'author.url',
];
/** Event. */
const EVENT_REQUIRED = ['name', 'startDate', 'location', 'location.address'];
// Recommended and left out: performer (festival programmes have no single performer),
// previousStartDate (only for rescheduled events; none in content).
const EVENT_RECOMMENDED = [
  'description',
  'endDate',
  'eventAttendanceMode',
  'eventStatus',
  'image',
  'location.name',
  'organizer.name',
  'organizer.url',
];
const EVENT_OFFER = ['price', 'priceCurrency', 'availability', 'url', 'validFrom'];
/** Organization: nothing is required; these are recommended. */
const ORGANIZATION_RECOMMENDED = [
  'name',
  'url',
  'logo',
  'sameAs',
  'address.streetAddress',
  'address.addressLocality',
  'address.addressRegion',
  'address.addressCountry',
  'telephone',
  'email',
  'legalName',
];
/** BreadcrumbList. */
const BREADCRUMB_REQUIRED = ['itemListElement.position', 'itemListElement.name'];

/* ------------------------------------------------------------------------------------------- */

/** Everything Google asks of one sellable Product (a product, a variant, a ticket) and its Offer. */
function expectMerchantListing(product: JsonLdObject, shipped: boolean) {
  expect(product['@type']).toBe('Product');
  expect(missing(product, PRODUCT_REQUIRED)).toEqual([]);
  expect(missing(product, PRODUCT_RECOMMENDED)).toEqual([]);
  const offer = product.offers as JsonLdObject;
  expect(offer['@type']).toBe('Offer');
  expect(missing(offer, OFFER_REQUIRED)).toEqual([]);
  expect(offer.price).toBeGreaterThan(0);
  expect(offer.priceCurrency).toBe('VND');
  expect(String(offer.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(isAbsoluteUrl(offer.url)).toBe(true);
  expect(offer.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (!shipped) return;
  expect(missing(offer, OFFER_RECOMMENDED)).toEqual([]);
  expect(missing(offer.shippingDetails, SHIPPING)).toEqual([]);
  expect(missing(offer.hasMerchantReturnPolicy, RETURN_REQUIRED)).toEqual([]);
  expect(missing(offer.hasMerchantReturnPolicy, RETURN_RECOMMENDED)).toEqual([]);
}

describe.each(LOCALES)('structured data from content (%s)', (locale) => {
  const site = getSite(locale);
  const products = listProducts(locale);
  // Every product in content comes in variants; a product reduced to its first variant stands in
  // for the one-variant kind content allows.
  const single = products.map((p) => ({ ...p, variants: p.variants.slice(0, 1) }));
  const grouped = products.filter((p) => p.variants.length > 1);

  it('has products with variants to check', () => {
    expect(grouped.length).toBeGreaterThan(0);
  });

  it('marks a one-variant product as a Product whose Offer ships and takes returns', () => {
    for (const product of single) {
      const ld = productLd(product, site, locale, NOW);
      expect(ld['@context']).toBe('https://schema.org');
      expectMerchantListing(ld, true);
    }
  });

  it('marks a product with variants as a ProductGroup of Products, one per variant', () => {
    for (const product of grouped) {
      const ld = productLd(product, site, locale, NOW);
      expect(ld['@type']).toBe('ProductGroup');
      expect(missing(ld, GROUP_REQUIRED)).toEqual([]);
      expect(missing(ld, GROUP_RECOMMENDED)).toEqual([]);
      expect(ld.productGroupID).toBe(product.id);
      const variesBy = ld.variesBy as string[];
      expect(variesBy.length).toBeGreaterThan(0);
      for (const property of variesBy) {
        expect(VARIES_BY.map((p) => `${SCHEMA}${p}`)).toContain(property);
      }
      const variants = ld.hasVariant as JsonLdObject[];
      expect(variants.map((v) => v.sku)).toEqual(product.variants.map((v) => v.sku));
      for (const variant of variants) {
        // A variant inherits the group's own properties (brand, category…).
        const shared = { brand: ld.brand, category: ld.category, url: ld.url };
        expectMerchantListing({ ...shared, ...variant }, true);
        expect(variant.inProductGroupWithID).toBe(product.id);
        // Each variant states its value of every property the group varies by.
        for (const property of variesBy) {
          expect(missing(variant, [property.slice(SCHEMA.length)])).toEqual([]);
        }
      }
      // No two variants look alike: their option values (schema.org or additional) differ.
      const signatures = variants.map((v) =>
        JSON.stringify([
          ...variesBy.map((p) => v[p.slice(SCHEMA.length)]),
          v.additionalProperty ?? null,
        ]),
      );
      expect(new Set(signatures).size).toBe(variants.length);
    }
  });

  it('prices shipping from site.yaml: the flat fee below the free threshold, nothing from it', () => {
    const offers = products.flatMap((product) => {
      const ld = productLd(product, site, locale, NOW);
      return valuesAt(ld.hasVariant ?? ld, 'offers') as JsonLdObject[];
    });
    const below = offers.filter((o) => (o.price as number) < site.shipping.freeFromVnd);
    const above = offers.filter((o) => (o.price as number) >= site.shipping.freeFromVnd);
    expect(below.length).toBeGreaterThan(0);
    expect(above.length).toBeGreaterThan(0);
    for (const offer of below) {
      expect(valuesAt(offer, 'shippingDetails.shippingRate.value')).toEqual([
        site.shipping.flatFeeVnd,
      ]);
    }
    for (const offer of above) {
      expect(valuesAt(offer, 'shippingDetails.shippingRate.value')).toEqual([0]);
    }
    const [offer] = offers;
    expect(valuesAt(offer, 'shippingDetails.shippingDestination.addressCountry')).toEqual(['VN']);
    expect(valuesAt(offer, 'shippingDetails.deliveryTime.handlingTime.minValue')).toEqual([
      site.shipping.handlingDays[0],
    ]);
    expect(valuesAt(offer, 'shippingDetails.deliveryTime.transitTime.maxValue')).toEqual([
      site.shipping.transitDays[1],
    ]);
  });

  it('states the 7-day defect returns of site.yaml and links the returns page', () => {
    const product = products[0] as ProductView;
    const ld = productLd(product, site, locale, NOW);
    const [policy] = valuesAt(ld.hasVariant ?? ld, 'offers.hasMerchantReturnPolicy') as [
      JsonLdObject,
    ];
    expect(site.defectReturnDays).toBe(7);
    expect(policy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'VN',
      returnPolicyCategory: `${SCHEMA}MerchantReturnFiniteReturnWindow`,
      merchantReturnDays: 7,
      itemCondition: `${SCHEMA}DamagedCondition`,
      itemDefectReturnFees: `${SCHEMA}FreeReturn`,
    });
    // Defects only: no promise of free returns of anything.
    expect(policy).not.toHaveProperty('returnFees');
    expect(policy).not.toHaveProperty('customerRemorseReturnFees');
    expect(String(policy.name)).toMatch(/7 (ngày|days).*(nhà sản xuất|manufacturer defects)/);
    expect(policy.merchantReturnLink).toMatch(/\/order-refund$/);
  });

  it('gives priceValidUntil from content while it lies ahead, and drops it once it has passed', () => {
    const product = single[0] as ProductView;
    const offer = (ld: JsonLdObject) => ld.offers as JsonLdObject;
    expect(offer(productLd(product, site, locale, NOW)).priceValidUntil).toBe(
      site.pricesValidUntil,
    );
    const after = new Date(`${site.pricesValidUntil}T23:59:59+07:00`);
    after.setTime(after.getTime() + 1000);
    expect(offer(productLd(product, site, locale, after))).not.toHaveProperty('priceValidUntil');
  });

  it('marks every ticket as a Product with an Offer, not a bare Offer', () => {
    const tickets = listTickets(locale);
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets) {
      const ld = ticketLd(ticket, site, locale, NOW);
      // Tickets are e-tickets: no shipping, and the ticket exchange policy governs them.
      expectMerchantListing(ld, false);
      expect((ld.offers as JsonLdObject).price).toBe(ticket.price);
      // The offer is taken up on the booking page, with this ticket chosen.
      expect((ld.offers as JsonLdObject).url).toMatch(
        new RegExp(`/${locale}/(dat-ve|order-ticket)\\?type=${ticket.id}&qty=1$`),
      );
    }
    const catalog = ticketOfferList(tickets, site, locale, 'Tickets', NOW);
    for (const offer of catalog.itemListElement as JsonLdObject[]) {
      expect(
        missing(offer, [
          'price',
          'priceCurrency',
          'itemOffered.name',
          'itemOffered.url',
          // A nested Product is one: an image and an offer of its own.
          'itemOffered.image',
          'itemOffered.offers.price',
          'itemOffered.offers.priceCurrency',
        ]),
      ).toEqual([]);
    }
  });

  it('dates every article with time and Vietnam’s offset and gives its author a URL', () => {
    const posts = listPosts(locale);
    for (const post of posts) {
      const ld = articleLd(post, site, locale);
      expect(ld['@type']).toBe('Article');
      expect(missing(ld, ARTICLE_RECOMMENDED)).toEqual([]);
      expect(ld.datePublished).toMatch(ZONED);
      expect(ld.dateModified).toMatch(ZONED);
      expect(String(ld.dateModified) >= String(ld.datePublished)).toBe(true);
      expect(isAbsoluteUrl(valuesAt(ld, 'author.url')[0])).toBe(true);
    }
    // content/posts/le-hoi-hoa-tam-giac-mach.md: date 2026-10-20, time "08:30".
    const festival = posts.find((p) => p.id === 'le-hoi-hoa-tam-giac-mach');
    expect(festival && articleLd(festival, site, locale).datePublished).toBe(
      '2026-10-20T08:30:00+07:00',
    );
  });

  it('marks posts about dated events as an Event at the site, with the ticket as its offer', () => {
    const tickets = listTickets(locale);
    const withEvents = listPosts(locale).filter((p) => p.event);
    expect(withEvents.length).toBeGreaterThan(0);
    for (const post of withEvents) {
      const event = post.event;
      if (!event) continue;
      const ticket = tickets.find((t) => t.id === event.ticket);
      const ld = eventLd(post, event, site, locale, ticket);
      expect(ld['@type']).toBe('Event');
      expect(missing(ld, EVENT_REQUIRED)).toEqual([]);
      expect(missing(ld, EVENT_RECOMMENDED)).toEqual([]);
      expect(ld.startDate).toMatch(ZONED);
      expect(ld.endDate).toMatch(ZONED);
      expect(String(ld.endDate) >= String(ld.startDate)).toBe(true);
      expect(valuesAt(ld, 'location.address.addressCountry')).toEqual(['VN']);
      expect(ticket).toBeDefined();
      expect(missing(ld.offers, EVENT_OFFER)).toEqual([]);
      expect((ld.offers as JsonLdObject).price).toBe(ticket?.price);
    }
    const festival = withEvents.find((p) => p.id === 'le-hoi-hoa-tam-giac-mach');
    expect(festival?.event).toMatchObject({
      startDate: '2026-10-25T07:00:00+07:00',
      endDate: '2026-11-10T17:30:00+07:00',
      status: 'scheduled',
    });
  });

  it('gives the Organization its profiles elsewhere (sameAs) from site.yaml', () => {
    const ld = organization(site, locale);
    expect(missing(ld, ORGANIZATION_RECOMMENDED)).toEqual([]);
    expect(site.sameAs.length).toBeGreaterThan(0);
    expect(ld.sameAs).toEqual(site.sameAs);
    for (const url of ld.sameAs as string[]) expect(isAbsoluteUrl(url)).toBe(true);
  });

  it('lists breadcrumbs with positions, names and absolute URLs but for the current page', () => {
    const ld = breadcrumbLd([
      { label: 'Home', href: `/${locale}` },
      { label: 'Shop', href: `/${locale}/products` },
      { label: 'Tea' },
    ]);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(missing(ld, BREADCRUMB_REQUIRED)).toEqual([]);
    const items = ld.itemListElement as JsonLdObject[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(isAbsoluteUrl(items[0]?.item)).toBe(true);
    expect(items[2]).not.toHaveProperty('item');
  });
});

// A product page says and marks up the store's stock, never the content's starting figure: a
// variant sold out in the store is out of stock in the table, the picker and every JSON-LD offer.
describe('stock from the store', () => {
  const product = getProduct('vi', 'moc-khoa-cabin') as ProductView;

  type Offered = { sku: string; offers: { availability: string } };

  it('takes each variant’s stock from the store, an unknown level as none', () => {
    expect(product.variants.find((v) => v.sku === 'NM-KEY-YEL')?.stock).toBeGreaterThan(0);
    const stocked = withStoreStock(product, { 'NM-KEY-YEL': 0, 'NM-KEY-GRN': 3 });
    expect(Object.fromEntries(stocked.variants.map((v) => [v.sku, v.stock]))).toEqual({
      'NM-KEY-YEL': 0,
      'NM-KEY-GRN': 3,
      'NM-KEY-RED': 0,
    });
    expect(stocked.stock).toBe(3);
    expect(withStoreStock(product, null).stock).toBe(0);
    expect(skusOf([product]).sort()).toEqual(['NM-KEY-GRN', 'NM-KEY-RED', 'NM-KEY-YEL']);
  });

  it('marks a variant sold out in the store OutOfStock in its own offer', () => {
    const stocked = withStoreStock(product, { 'NM-KEY-YEL': 0, 'NM-KEY-GRN': 3, 'NM-KEY-RED': 7 });
    const ld = productLd(stocked, getSite('vi'), 'vi') as { hasVariant: Offered[] };
    const availability = Object.fromEntries(
      ld.hasVariant.map((v) => [v.sku, v.offers.availability]),
    );
    expect(availability).toEqual({
      'NM-KEY-YEL': 'https://schema.org/OutOfStock',
      'NM-KEY-GRN': 'https://schema.org/InStock',
      'NM-KEY-RED': 'https://schema.org/InStock',
    });
  });
});
