// What the services read of content (DESIGN.md §12–§13: catalogue is content, stock and capacity
// are state): typed projections built from the collections src/content/validated.ts has already
// validated, once per process. The shop's sellables (product variants by SKU, priced services by
// id or slug) with the shipping rule; the ticket office's types with the closing time, address and
// refund terms; the post ids comments may be written under; the services reviews may be about;
// the VAT groups' rates.
// Services import these, never a schema or a validator of content.
import type { ShippingRule, Tier } from '@/lib/pricing/pricing';
import type { VatSchedule } from '@/lib/tax/vat';
import type { LoadedContent } from './load';
import { validatedContent } from './validated';

/** A text in both locales. */
export type Localized = { vi: string; en: string };

interface SellableBase {
  /** What a cart line stores: a variant's SKU or a service's content id. */
  sku: string;
  name: Localized;
  /** The chosen options, e.g. "Hộp 100 g · Ướp hoa"; '' when there are none. */
  optionsLabel: Localized;
  unitPrice: number;
  /** Its VAT group (content/vat-rates.yaml). */
  vatCategory: string;
  tiers: readonly Tier[];
  slug: Localized;
  image: { src: string; alt: Localized };
}

export interface SellableProduct extends SellableBase {
  kind: 'product';
  productId: string;
  /** Content's starting stock, seeded into the store once. */
  initialStock: number;
}

export interface SellableService extends SellableBase {
  kind: 'service';
  serviceId: string;
}

export type Sellable = SellableProduct | SellableService;

export interface Catalog {
  /** A variant by SKU, or a priced service by content id or either slug. */
  find(sku: string): Sellable | undefined;
  /** True for a service whose price is "on request" (quote dialog, not the cart). */
  isOnRequestService(sku: string): boolean;
  products(): readonly SellableProduct[];
  shipping: ShippingRule;
}

export interface TicketTypeInfo {
  /** The content id (file name), e.g. `ve-nguoi-lon`: the `ticketType` of the API. */
  id: string;
  kind: string;
  name: Localized;
  audience: Localized | null;
  unitPrice: number;
  /** Its VAT group (content/vat-rates.yaml). */
  vatCategory: string;
  tiers: readonly Tier[];
  dailyCapacity: number;
  order: number;
  /** A bundle's people by ticket id (content's `admits`); null for a single ticket. */
  admits: Readonly<Record<string, number>> | null;
  /** A bundle's QR codes: one for its party, or one per person (content's `admitsOn`). */
  admitsOn: 'one' | 'each';
  /** Content's `requiresAdult`: holders come only with an adult in the same order. */
  requiresAdult: boolean;
}

export interface TicketCatalog {
  find(ticketType: string): TicketTypeInfo | undefined;
  /** Every ticket type, in the content's order. */
  types(): readonly TicketTypeInfo[];
  /** `HH:MM` (Vietnam's clock): today's tickets are sold until then. */
  closes: string;
  siteName: Localized;
  /** One line, per locale: where the visit happens (the calendar file's LOCATION). */
  location: Localized;
  /** content/site.yaml `ticketRefunds`: fee by days before the visit, most days first. */
  refundTerms: readonly { daysBefore: number; feePercent: number }[];
}

/** The shop's catalogue from validated (published) products, services and site. */
export function buildProductCatalog(
  source: Pick<LoadedContent, 'products' | 'services' | 'site'>,
): Catalog {
  const bySku = new Map<string, Sellable>();
  const sellableProducts: SellableProduct[] = [];
  for (const product of source.products) {
    const first = product.images[0];
    if (!first) continue;
    for (const variant of product.variants) {
      const label = (locale: 'vi' | 'en') =>
        product.options
          .map((o) => o.values.find((v) => v.id === variant.values[o.id])?.label[locale] ?? '')
          .filter(Boolean)
          .join(' · ');
      const sellable: SellableProduct = {
        kind: 'product',
        sku: variant.sku,
        productId: product.id,
        name: product.name,
        optionsLabel: { vi: label('vi'), en: label('en') },
        unitPrice: variant.price,
        vatCategory: product.vatCategory,
        tiers: product.tierDiscounts,
        slug: product.slug,
        image: { src: first.src, alt: first.alt },
        initialStock: variant.stock,
      };
      bySku.set(variant.sku, sellable);
      sellableProducts.push(sellable);
    }
  }
  const onRequest = new Set<string>();
  for (const service of source.services) {
    const keys = [service.id, service.slug.vi, service.slug.en];
    if (service.price === 'on-request') {
      keys.forEach((key) => onRequest.add(key));
      continue;
    }
    const sellable: SellableService = {
      kind: 'service',
      sku: service.id,
      serviceId: service.id,
      name: service.name,
      optionsLabel: service.unit ?? { vi: '', en: '' },
      unitPrice: service.price,
      vatCategory: service.vatCategory,
      tiers: [],
      slug: service.slug,
      image: { src: service.image, alt: service.name },
    };
    for (const key of keys) if (!bySku.has(key)) bySku.set(key, sellable);
  }
  const { shipping } = source.site;
  return {
    find: (sku) => bySku.get(sku),
    isOnRequestService: (sku) => onRequest.has(sku),
    products: () => sellableProducts,
    shipping: { freeFromVnd: shipping.freeFromVnd, flatFeeVnd: shipping.flatFeeVnd },
  };
}

/** The ticket office's catalogue from validated (published) ticket types and site. */
export function buildTicketCatalog(source: Pick<LoadedContent, 'tickets' | 'site'>): TicketCatalog {
  const { site } = source;
  const types: TicketTypeInfo[] = source.tickets
    .map((t) => ({
      id: t.id,
      kind: t.kind,
      name: t.name,
      audience: t.audience ?? null,
      unitPrice: t.price,
      vatCategory: t.vatCategory,
      tiers: t.tierDiscounts,
      dailyCapacity: t.dailyCapacity,
      order: t.order,
      admits: t.admits ?? null,
      admitsOn: t.admitsOn,
      requiresAdult: t.requiresAdult,
    }))
    .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  const byId = new Map(types.map((t) => [t.id, t]));
  const place = (locale: 'vi' | 'en') =>
    [site.address.street[locale], site.address.locality[locale], site.address.region[locale]].join(
      ', ',
    );
  return {
    find: (ticketType) => byId.get(ticketType),
    types: () => types,
    closes: site.openingHours.closes,
    siteName: site.name,
    location: { vi: place('vi'), en: place('en') },
    refundTerms: site.ticketRefunds,
  };
}

let products: Catalog | undefined;
let tickets: TicketCatalog | undefined;
let posts: ReadonlySet<string> | undefined;
let services: ReadonlySet<string> | undefined;

/** The shop's catalogue compiled into this build. */
export function productCatalog(): Catalog {
  products ??= buildProductCatalog(validatedContent());
  return products;
}

/** The ticket types compiled into this build. */
export function ticketCatalog(): TicketCatalog {
  tickets ??= buildTicketCatalog(validatedContent());
  return tickets;
}

/** The VAT groups and their rates by day (content/vat-rates.yaml), for src/lib/tax. */
export function vatSchedule(): VatSchedule {
  return validatedContent().vat;
}

/** Published posts by content id (the same in both locales). */
export function publishedPostIds(): ReadonlySet<string> {
  posts ??= new Set(validatedContent().posts.map((post) => post.id));
  return posts;
}

/** Published services (content/services) by content id. */
export function publishedServiceIds(): ReadonlySet<string> {
  services ??= new Set(validatedContent().services.map((service) => service.id));
  return services;
}
