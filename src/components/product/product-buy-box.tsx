'use client';

import { useState } from 'react';
import { AddToCart, type AddToCartLabels } from './add-to-cart';
import { VariantPicker, type VariantPickerProps } from './variant-picker';

export interface ProductBuyBoxProps extends Omit<VariantPickerProps, 'onSelect' | 'variants'> {
  product: { name: string; category: string };
  variants: (VariantPickerProps['variants'][number] & { label: string })[];
  cartHref: string;
  cartLabels: AddToCartLabels;
}

/** The product page's one client leaf: option radios, then quantity and add-to-cart. */
export function ProductBuyBox({ product, cartHref, cartLabels, ...picker }: ProductBuyBoxProps) {
  const [selected, setSelected] = useState(picker.initial);
  const variant = picker.variants.find((v) =>
    picker.options.every((o) => v.values[o.id] === selected[o.id]),
  );
  return (
    <>
      <VariantPicker {...picker} onSelect={setSelected} />
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
        cartHref={cartHref}
        labels={cartLabels}
      />
    </>
  );
}
