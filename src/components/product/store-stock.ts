// The content's products with the store's stock: content's `stock` is only the
// starting figure the first start seeds; what a page says and marks up must be the store's. An
// unknown level (the store could not be read, or a SKU never seeded) counts as none left.
import type { ProductView } from '@/content/catalog';

export function withStoreStock<P extends ProductView>(
  product: P,
  levels: Readonly<Record<string, number>> | null,
): P {
  const variants = product.variants.map((v) => ({ ...v, stock: levels?.[v.sku] ?? 0 }));
  return { ...product, variants, stock: variants.reduce((sum, v) => sum + v.stock, 0) };
}

/** Every SKU of these products, for one stock read. */
export function skusOf(products: readonly ProductView[]): string[] {
  return products.flatMap((p) => p.variants.map((v) => v.sku));
}
