// What the shop sells, as the server prices it (DESIGN.md §12: catalogue is content, stock is
// state): product variants by SKU and priced services by id or slug, with names, option labels,
// prices and tier discounts from content/, and the shipping rule from content/site.yaml.
// Reads the generated collections through src/content/generated.ts and validates them with the
// content schemas.
import { generatedContent } from '@/content/generated';
import { productSchema, serviceSchema, siteSchema } from '@/content/schema';
import { validateCollection, validateDocument, type RawDocument } from '@/content/validate';
import type { ShippingRule, Tier } from '@/lib/pricing/pricing';

export type Localized = { vi: string; en: string };

interface SellableBase {
  /** What a cart line stores: a variant's SKU or a service's content id. */
  sku: string;
  name: Localized;
  /** The chosen options, e.g. "Hộp 100 g · Ướp hoa"; '' when there are none. */
  optionsLabel: Localized;
  unitPrice: number;
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

interface CatalogSource {
  products: readonly unknown[];
  services: readonly unknown[];
  site: unknown;
}

export function buildCatalog(source: CatalogSource): Catalog {
  const products = validateCollection(productSchema, source.products as RawDocument[]).filter(
    (p) => !p.draft,
  );
  const services = validateCollection(serviceSchema, source.services as RawDocument[]).filter(
    (s) => !s.draft,
  );
  const site = validateDocument(siteSchema, source.site as RawDocument);

  const bySku = new Map<string, Sellable>();
  const sellableProducts: SellableProduct[] = [];
  for (const product of products) {
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
  for (const service of services) {
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
      tiers: [],
      slug: service.slug,
      image: { src: service.image, alt: service.name },
    };
    for (const key of keys) if (!bySku.has(key)) bySku.set(key, sellable);
  }
  return {
    find: (sku) => bySku.get(sku),
    isOnRequestService: (sku) => onRequest.has(sku),
    products: () => sellableProducts,
    shipping: { freeFromVnd: site.shipping.freeFromVnd, flatFeeVnd: site.shipping.flatFeeVnd },
  };
}

let compiled: Catalog | undefined;

/** The catalogue compiled into this build (validated once per process). */
export function getCatalog(): Catalog {
  compiled ??= buildCatalog({
    products: generatedContent.allProducts,
    services: generatedContent.allServices,
    site: generatedContent.site,
  });
  return compiled;
}
