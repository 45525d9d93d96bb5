'use client';

import { useEffect, useState } from 'react';
import { currentQuery, replaceQuery } from '@/lib/url-state';
import { AddToCart, type AddToCartLabels } from './add-to-cart';
import { VariantPicker, type VariantPickerProps } from './variant-picker';

export interface ProductBuyBoxProps extends Omit<VariantPickerProps, 'onSelect' | 'variants'> {
  product: { name: string; category: string };
  variants: (VariantPickerProps['variants'][number] & { label: string })[];
  cartHref: string;
  cartLabels: AddToCartLabels;
  /** The add-to-cart switch as the page was rendered. */
  addToCartEnabled: boolean;
}

/** The options named in the address (`?kich-co=m&mau=trang`), valid values only; null if none. */
function selectionFromQuery(
  query: URLSearchParams,
  options: VariantPickerProps['options'],
  initial: Record<string, string>,
): Record<string, string> | null {
  const named = options.flatMap((option) => {
    const value = query.get(option.id);
    return value && option.values.some((v) => v.id === value) ? [[option.id, value] as const] : [];
  });
  return named.length ? { ...initial, ...Object.fromEntries(named) } : null;
}

/** The product page's one client leaf: option radios, then quantity and add-to-cart. */
export function ProductBuyBox({
  product,
  cartHref,
  cartLabels,
  addToCartEnabled,
  ...picker
}: ProductBuyBoxProps) {
  const [selected, setSelected] = useState(picker.initial);
  // The picker keeps its own choice; a new key restarts it from the address's.
  const [restored, setRestored] = useState(0);
  // Stock read again after a refused add: the picker's line and the buy box show the same figure.
  const [fresh, setFresh] = useState<Readonly<Record<string, number>> | null>(null);
  const { options, initial } = picker;
  const variants = fresh
    ? picker.variants.map((v) => ({ ...v, stock: fresh[v.sku] ?? v.stock }))
    : picker.variants;

  useEffect(() => {
    // After hydration (the static HTML shows the default): a reload, a shared link or the
    // language switch brings the chosen options back; option and value ids are the same in both
    // languages.
    void Promise.resolve().then(() => {
      const fromQuery = selectionFromQuery(currentQuery(), options, initial);
      if (!fromQuery) return;
      setSelected(fromQuery);
      setRestored((n) => n + 1);
    });
  }, [options, initial]);

  function select(next: Record<string, string>) {
    setSelected(next);
    replaceQuery(next);
  }
  const variant = variants.find((v) =>
    picker.options.every((o) => v.values[o.id] === selected[o.id]),
  );
  return (
    <>
      <VariantPicker
        key={restored}
        {...picker}
        variants={variants}
        initial={selected}
        onSelect={select}
      />
      <AddToCart
        item={
          variant
            ? {
                sku: variant.sku,
                name: variant.label ? `${product.name} (${variant.label})` : product.name,
                category: product.category,
                price: variant.price,
                stock: variant.stock,
              }
            : null
        }
        skus={picker.variants.map((v) => v.sku)}
        enabled={addToCartEnabled}
        cartHref={cartHref}
        labels={cartLabels}
        onStockRead={setFresh}
      />
    </>
  );
}
