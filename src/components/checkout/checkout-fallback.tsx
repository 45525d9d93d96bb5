import { getTranslations } from 'next-intl/server';
import { CartSummary, cartSummaryRows } from '@/components/cart/cart-summary';
import type { Locale } from '@/i18n/routing';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import type { CheckoutRefusal } from '@/lib/cart/checkout-plain-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  AddressTextField,
  CheckoutLines,
  ContactFieldset,
  NotesField,
  ShippingCountryField,
} from './checkout-parts';
import { fieldId, inputClass } from './field-style';
import { PaymentMethodFieldset } from './payment-step';
import type { Cart, PaymentMethodInfo } from '@/lib/trpc/contract';

export interface CheckoutFallbackProps {
  locale: Locale;
  /** The guest cart of the cart_session_id cookie; null without one. */
  cart: Pick<Cart, 'lines' | 'subtotal' | 'discount' | 'shippingFee' | 'total'> | null;
  methods: PaymentMethodInfo[];
  /** Fresh for every render of the page: one attempt, one key (DESIGN §12). */
  idempotencyKey: string;
  action: string;
  refusal: CheckoutRefusal | null;
  errors: CheckoutErrors;
  /**
   * The two-level area without scripts: the province is chosen first by a small GET form that
   * reloads this page with `?province=`, then the ward from that province's list.
   */
  area: {
    provinces: AreaOption[];
    province: AreaOption | null;
    wards: AreaOption[];
  };
}

interface AreaOption {
  code: string;
  name: string;
}

/**
 * /checkout without JavaScript: the cart from its cookie and the enhanced form's own
 * fields (same names, same components) as a plain form posted to /api/forms/checkout, with the
 * refusal it came back with. Billing is the shipping address. Scripts never parse it.
 */
export async function CheckoutFallback({
  locale,
  cart,
  methods,
  idempotencyKey,
  action,
  refusal,
  errors,
  area,
}: CheckoutFallbackProps) {
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  const tCart = await getTranslations({ locale, namespace: 'Cart' });
  const tValidation = await getTranslations({ locale, namespace: 'Validation' });
  const alert = refusal
    ? refusal.startsWith('cart.')
      ? tCart(refusal.slice('cart.'.length) as 'disabled' | 'notFound' | 'addError')
      : t(refusal as Exclude<CheckoutRefusal, `cart.${string}`>)
    : null;
  const alertBox = alert ? (
    <Alert tone="error" look="boxed">
      {alert}
    </Alert>
  ) : null;

  if (!cart?.lines.length) {
    return (
      <noscript>
        <div className="mt-4 space-y-4">
          {alertBox}
          <p className="text-lg">{t('emptyCart')}</p>
        </div>
      </noscript>
    );
  }
  const selectClass = `${inputClass} min-h-11`;

  return (
    <noscript>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="plain-province" className="text-sm font-medium">
            {t('province')}
          </label>
          <select
            id="plain-province"
            name="province"
            defaultValue={area.province?.code ?? ''}
            className={selectClass}
          >
            <option value="">{t('choose')}</option>
            {area.provinces.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-lg border-2 border-slate-900 px-4 font-semibold dark:border-slate-100"
        >
          {t('chooseProvinceSubmit')}
        </button>
      </form>
      <form
        method="post"
        action={action}
        noValidate
        className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="billingSameAsShipping" value="on" />
        <div className="space-y-8">
          {alertBox}
          <ContactFieldset errors={errors} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('shipping')}</legend>
            <AddressTextField prefix="shipping" field="fullName" errors={errors} />
            <AddressTextField prefix="shipping" field="phone" errors={errors} />
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium">{t('province')}</span>
              <input type="hidden" name="shipping.provinceCode" value={area.province?.code ?? ''} />
              <p className="min-h-11 py-2">{area.province?.name ?? t('chooseProvinceFirst')}</p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={fieldId('shipping.wardCode')} className="text-sm font-medium">
                {t('ward')}
              </label>
              <select
                id={fieldId('shipping.wardCode')}
                name="shipping.wardCode"
                disabled={!area.province}
                aria-invalid={errors['shipping.wardCode'] ? true : undefined}
                className={selectClass}
              >
                <option value="">{area.province ? t('choose') : t('chooseProvinceFirst')}</option>
                {area.wards.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
              {errors['shipping.wardCode'] || errors['shipping.provinceCode'] ? (
                <p className="text-sm text-red-700 dark:text-red-300">{tValidation('area')}</p>
              ) : null}
            </div>
            <AddressTextField prefix="shipping" field="address" errors={errors} />
            <AddressTextField prefix="shipping" field="postalCode" errors={errors} />
            <ShippingCountryField />
          </fieldset>
          <NotesField />
          <PaymentMethodFieldset methods={{ state: 'ready', list: methods }} />
        </div>
        <div className="space-y-4">
          <CheckoutLines lines={cart.lines} locale={locale} />
          <CartSummary summary={cartSummaryRows(cart, locale)} locale={locale} />
          <Button type="submit" className="w-full" disabled={!methods.length}>
            {t('placeOrder')}
          </Button>
        </div>
      </form>
    </noscript>
  );
}
