import { inputClass } from '@/components/checkout/field-style';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { Button } from '@/components/ui/button';

export interface AddToCartFallbackProps {
  locale: Locale;
  /** Every variant; one without choice is sent as is. */
  variants: { sku: string; label: string; price: number }[];
  /** The options' names ("Kích cỡ / Màu"): the label of the variant's list. */
  optionsLabel: string;
  labels: { quantity: string; addToCart: string };
  action: string;
}

/**
 * The product page's add-to-cart without JavaScript: a plain form posted to
 * /api/forms/cart-item, which adds to the guest cart and opens the checkout. Scripts never parse it.
 */
export function AddToCartFallback({
  locale,
  variants,
  optionsLabel,
  labels,
  action,
}: AddToCartFallbackProps) {
  const [only] = variants;
  return (
    <noscript>
      <form method="post" action={action} className="mt-6 grid max-w-sm gap-4">
        <input type="hidden" name="locale" value={locale} />
        {variants.length === 1 && only ? (
          <input type="hidden" name="sku" value={only.sku} />
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor="buy-sku" className="text-sm font-medium">
              {optionsLabel}
            </label>
            <select id="buy-sku" name="sku" className={inputClass}>
              {variants.map((variant) => (
                <option key={variant.sku} value={variant.sku}>
                  {`${variant.label}: ${formatVnd(variant.price, locale)}`}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="buy-quantity" className="text-sm font-medium">
            {labels.quantity}
          </label>
          <input
            id="buy-quantity"
            type="number"
            name="quantity"
            inputMode="numeric"
            min={1}
            defaultValue={1}
            className={inputClass.replace('w-full', 'w-24')}
          />
        </div>
        <Button type="submit">{labels.addToCart}</Button>
      </form>
    </noscript>
  );
}
