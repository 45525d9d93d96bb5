import { getTranslations } from 'next-intl/server';
import { CartSummary } from '@/components/cart/cart-summary';
import type { Locale } from '@/i18n/routing';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import type { CheckoutRefusal } from '@/lib/cart/checkout-plain-form';
import { formatVnd } from '@/lib/format';
import { CheckoutField } from './checkout-field';
import { fieldId, inputClass } from './field-style';
import { PaymentMethodFieldset } from './payment-step';
import { SHIPPING_FIELDS } from '@/lib/cart/address-fields';
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

type ShippingField = (typeof SHIPPING_FIELDS)[number];
const TYPED_FIELDS = [
  'fullName',
  'phone',
  'address',
  'postalCode',
] as const satisfies readonly ShippingField[];

const AUTOCOMPLETE: Record<(typeof TYPED_FIELDS)[number], string> = {
  fullName: 'shipping name',
  phone: 'shipping tel',
  address: 'shipping address-line1',
  postalCode: 'shipping postal-code',
};

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
  const tOrders = await getTranslations({ locale, namespace: 'Orders' });
  const tValidation = await getTranslations({ locale, namespace: 'Validation' });
  const alert = refusal
    ? refusal.startsWith('cart.')
      ? tCart(refusal.slice('cart.'.length) as 'disabled' | 'notFound' | 'addError')
      : t(refusal as Exclude<CheckoutRefusal, `cart.${string}`>)
    : null;
  const alertBox = alert ? (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {alert}
    </p>
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
  const vietnam = new Intl.DisplayNames([locale], { type: 'region' }).of('VN') ?? 'Việt Nam';
  const label = (field: (typeof TYPED_FIELDS)[number]) =>
    field === 'fullName'
      ? t('fullName')
      : field === 'phone'
        ? t('recipientPhone')
        : field === 'address'
          ? t('street')
          : t(field);
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
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('contact')}</legend>
            <CheckoutField
              name="contact.email"
              label={t('email')}
              type="email"
              autoComplete="email"
              error={errors['contact.email']}
            />
            <CheckoutField
              name="contact.phone"
              label={t('phone')}
              note={t('phoneHint')}
              type="tel"
              autoComplete="tel"
              error={errors['contact.phone']}
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('shipping')}</legend>
            {TYPED_FIELDS.slice(0, 2).map((field) => (
              <CheckoutField
                key={field}
                name={`shipping.${field}`}
                label={label(field)}
                error={errors[`shipping.${field}`]}
                autoComplete={AUTOCOMPLETE[field]}
                type={field === 'phone' ? 'tel' : 'text'}
              />
            ))}
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
            {TYPED_FIELDS.slice(2).map((field) => (
              <CheckoutField
                key={field}
                name={`shipping.${field}`}
                label={label(field)}
                hint={field === 'postalCode' ? t('optional') : undefined}
                error={errors[`shipping.${field}`]}
                autoComplete={AUTOCOMPLETE[field]}
              />
            ))}
            {/* Goods ship within Việt Nam only: the country is said, not chosen. */}
            <div className="flex flex-col gap-1">
              <label htmlFor={fieldId('shipping.country')} className="text-sm font-medium">
                {t('country')}
              </label>
              <input
                id={fieldId('shipping.country')}
                readOnly
                value={vietnam}
                className={inputClass}
              />
              <input type="hidden" name="shipping.country" value="VN" />
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('shipsVietnamOnly')}</p>
            </div>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId('notes')} className="text-sm font-medium">
              {t('notes')}{' '}
              <span className="font-normal text-slate-600 dark:text-slate-400">
                {t('optional')}
              </span>
            </label>
            <textarea
              id={fieldId('notes')}
              name="notes"
              rows={3}
              maxLength={1000}
              className={inputClass}
            />
          </div>
          <PaymentMethodFieldset methods={{ state: 'ready', list: methods }} />
        </div>
        <div className="space-y-4">
          <section aria-labelledby="checkout-lines-heading">
            <h2 id="checkout-lines-heading" className="mb-2 text-lg font-semibold">
              {tOrders('lines')}
            </h2>
            <ul className="space-y-2 text-sm">
              {cart.lines.map((line) => (
                <li key={line.lineId} className="flex justify-between gap-3">
                  <span>
                    {line.name}
                    {line.optionsLabel ? ` (${line.optionsLabel})` : ''} × {line.quantity}
                  </span>
                  <span className="shrink-0">{formatVnd(line.total, locale)}</span>
                </li>
              ))}
            </ul>
          </section>
          <CartSummary cart={cart} locale={locale} />
          <button
            type="submit"
            disabled={!methods.length}
            className="min-h-11 w-full rounded-lg bg-primary-500 px-5 font-semibold text-slate-950 hover:bg-primary-400 disabled:opacity-60"
          >
            {t('placeOrder')}
          </button>
        </div>
      </form>
    </noscript>
  );
}
