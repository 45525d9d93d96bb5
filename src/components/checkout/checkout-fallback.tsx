import { getTranslations } from 'next-intl/server';
import { CartSummary, cartSummaryRows } from '@/components/cart/cart-summary';
import type { Locale } from '@/i18n/routing';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import type { CheckoutRefusal } from '@/lib/cart/checkout-plain-form';
import type { VOUCHER_REASONS } from '@/lib/errors/reasons';
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
import { PlainInvoiceFields, PlainVoucherField, type PlainPrefill } from './plain-order-extras';
import type { Cart, PaymentMethodInfo } from '@/lib/trpc/contract';
import type { VoucherPreview } from './voucher-field';

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
  /** What was typed before "Xem phường/xã" or a refusal (kept by the server, never in the address). */
  prefill: PlainPrefill;
  /** The typed code as the server priced the cart with it ("Áp dụng"); null without one. */
  voucher: VoucherPreview | null;
  /**
   * The two-level area without scripts: "Xem phường/xã" posts the whole form, which comes back
   * with `?province=` and that province's wards to choose from, the typed fields kept.
   */
  area: {
    provinces: AreaOption[];
    province: AreaOption | null;
    wards: AreaOption[];
  };
}

type VoucherReason = (typeof VOUCHER_REASONS)[number];

interface AreaOption {
  code: string;
  name: string;
}

/**
 * /checkout without JavaScript: the cart from its cookie and the enhanced form's own
 * fields (same names, same components) as a plain form posted to /api/forms/checkout, with the
 * refusal it came back with and the fields as typed. Billing is the shipping address. Scripts
 * never parse it.
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
  prefill,
  voucher,
}: CheckoutFallbackProps) {
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  const tCart = await getTranslations({ locale, namespace: 'Cart' });
  const tValidation = await getTranslations({ locale, namespace: 'Validation' });
  const tVouchers = await getTranslations({ locale, namespace: 'Vouchers' });
  const alert = !refusal
    ? null
    : refusal.startsWith('voucher.')
      ? tVouchers('refused', {
          reason: tVouchers(`errors.${refusal.slice('voucher.'.length) as VoucherReason}`),
        })
      : refusal.startsWith('cart.')
        ? tCart(refusal.slice('cart.'.length) as 'disabled' | 'notFound' | 'addError')
        : t(refusal as Exclude<CheckoutRefusal, `cart.${string}` | `voucher.${string}`>);
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
          <ContactFieldset
            errors={errors}
            prefill={{
              email: prefill['contact.email'] ?? '',
              phone: prefill['contact.phone'] ?? '',
            }}
          />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('shipping')}</legend>
            {(['fullName', 'phone'] as const).map((field) => (
              <AddressTextField
                key={field}
                prefix="shipping"
                field={field}
                errors={errors}
                defaultValue={prefill[`shipping.${field}`]}
              />
            ))}
            <div className="flex flex-col gap-1 sm:col-span-2">
              <label htmlFor={fieldId('shipping.provinceCode')} className="text-sm font-medium">
                {t('province')}
              </label>
              <div className="flex flex-wrap items-end gap-2">
                <select
                  id={fieldId('shipping.provinceCode')}
                  name="shipping.provinceCode"
                  defaultValue={area.province?.code ?? ''}
                  className={`${selectClass} min-w-0 flex-1`}
                >
                  <option value="">{t('choose')}</option>
                  {area.provinces.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </select>
                {/* Posts the whole form: it comes back with the wards and nothing typed lost. */}
                <button
                  type="submit"
                  name="step"
                  value="area"
                  className="min-h-11 rounded-lg border-2 border-slate-900 px-4 font-semibold dark:border-slate-100"
                >
                  {t('chooseProvinceSubmit')}
                </button>
              </div>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={fieldId('shipping.wardCode')} className="text-sm font-medium">
                {t('ward')}
              </label>
              <select
                id={fieldId('shipping.wardCode')}
                name="shipping.wardCode"
                disabled={!area.province}
                defaultValue={
                  area.wards.some((ward) => ward.code === prefill['shipping.wardCode'])
                    ? prefill['shipping.wardCode']
                    : ''
                }
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
            {(['address', 'postalCode'] as const).map((field) => (
              <AddressTextField
                key={field}
                prefix="shipping"
                field={field}
                errors={errors}
                defaultValue={prefill[`shipping.${field}`]}
              />
            ))}
            <ShippingCountryField />
          </fieldset>
          <NotesField defaultValue={prefill.notes} />
          <PlainVoucherField prefill={prefill} errors={errors} />
          <PlainInvoiceFields prefill={prefill} errors={errors} />
          <PaymentMethodFieldset
            methods={{ state: 'ready', list: methods }}
            selected={prefill.paymentMethod}
            free={voucher?.total === 0}
          />
        </div>
        <div className="space-y-4">
          <CheckoutLines lines={cart.lines} locale={locale} />
          <CartSummary
            summary={cartSummaryRows(
              cart,
              locale,
              voucher ? { code: voucher.code, discount: voucher.voucherDiscount } : null,
            )}
            locale={locale}
          />
          <Button
            type="submit"
            className="w-full"
            disabled={!methods.length && voucher?.total !== 0}
          >
            {t('placeOrder')}
          </Button>
        </div>
      </form>
    </noscript>
  );
}
