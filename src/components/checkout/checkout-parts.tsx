// The parts of the goods checkout that the enhanced form and the plain one (without JavaScript,
// rendered on the server) share: the same fields, names and texts in both.
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import type { Cart, ShortLine } from '@/lib/trpc/contract';
import { formatVnd } from '@/lib/format';
import { CheckoutField, fieldId, inputClass } from './checkout-field';

/** The buyer's email and phone, where the order's news goes. */
export function ContactFieldset({
  errors,
  prefill,
}: {
  errors: CheckoutErrors;
  prefill?: { email: string; phone: string } | null;
}) {
  const t = useTranslations('Checkout');
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{t('contact')}</legend>
      <CheckoutField
        name="contact.email"
        label={t('email')}
        type="email"
        autoComplete="email"
        defaultValue={prefill?.email}
        error={errors['contact.email']}
      />
      <CheckoutField
        name="contact.phone"
        label={t('phone')}
        note={t('phoneHint')}
        type="tel"
        autoComplete="tel"
        defaultValue={prefill?.phone}
        error={errors['contact.phone']}
      />
    </fieldset>
  );
}

export type AddressTextFieldName =
  'fullName' | 'phone' | 'address' | 'city' | 'state' | 'postalCode';

// Per section (shipping, billing); a one-line address is address-line1, since street-address
// names a multi-line control.
const AUTOCOMPLETE: Record<AddressTextFieldName, string> = {
  fullName: 'name',
  phone: 'tel',
  address: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
};

/** A typed line of an address ("shipping.fullName"), labelled for its section. */
export function AddressTextField({
  prefix,
  field,
  errors,
  defaultValue,
}: {
  prefix: 'shipping' | 'billing';
  field: AddressTextFieldName;
  errors: CheckoutErrors;
  defaultValue?: string;
}) {
  const t = useTranslations('Checkout');
  const name = `${prefix}.${field}`;
  const label =
    field === 'fullName'
      ? prefix === 'shipping'
        ? t('fullName')
        : t('billingName')
      : field === 'phone'
        ? t('recipientPhone')
        : field === 'address' && prefix === 'shipping'
          ? t('street')
          : t(field);
  return (
    <CheckoutField
      name={name}
      label={label}
      hint={field === 'postalCode' ? t('optional') : undefined}
      error={errors[name]}
      autoComplete={`${prefix} ${AUTOCOMPLETE[field]}`}
      type={field === 'phone' ? 'tel' : 'text'}
      defaultValue={defaultValue}
    />
  );
}

/** Goods ship within Việt Nam only: the country is said, not chosen. */
export function ShippingCountryField() {
  const t = useTranslations('Checkout');
  // A message, not Intl.DisplayNames: building that loads the browser's region names while the
  // checkout hydrates (about 100 ms of a slow phone's main thread).
  const vietnam = t('vietnam');
  return (
    <CheckoutField
      name="shipping.country"
      label={t('country')}
      note={t('shipsVietnamOnly')}
      control={({ id, describedBy }) => (
        <>
          <input
            id={id}
            readOnly
            value={vietnam}
            aria-describedby={describedBy}
            className={inputClass}
          />
          <input type="hidden" name="shipping.country" value="VN" />
        </>
      )}
    />
  );
}

/** The order's notes, optional. */
export function NotesField({
  invalid,
  defaultValue,
}: {
  invalid?: boolean;
  defaultValue?: string;
}) {
  const t = useTranslations('Checkout');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId('notes')} className="text-sm font-medium">
        {t('notes')}{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">{t('optional')}</span>
      </label>
      <textarea
        id={fieldId('notes')}
        name="notes"
        rows={3}
        maxLength={1000}
        defaultValue={defaultValue}
        aria-invalid={invalid ? true : undefined}
        className={inputClass}
      />
    </div>
  );
}

/** The cart's lines beside the form; a line the stock cannot cover says how many are left. */
export function CheckoutLines({
  lines,
  locale,
  short = [],
  cartLink,
}: {
  lines: Cart['lines'];
  locale: Locale;
  short?: ShortLine[];
  /** Back to the cart to change it (the enhanced form only). */
  cartLink?: string;
}) {
  const t = useTranslations('Checkout');
  const tOrders = useTranslations('Orders');
  return (
    <section aria-labelledby="checkout-lines-heading">
      <h2 id="checkout-lines-heading" className="mb-2 text-lg font-semibold">
        {tOrders('lines')}
      </h2>
      <ul className="space-y-2 text-sm">
        {lines.map((line) => {
          const shortLine = short.find((s) => s.sku === line.sku);
          return (
            <li key={line.lineId} className="flex justify-between gap-3">
              <span>
                {line.name}
                {line.optionsLabel ? ` (${line.optionsLabel})` : ''} × {line.quantity}
                {shortLine ? (
                  <strong className="block text-red-800 dark:text-red-300">
                    {t('lineShort', { left: shortLine.left })}
                  </strong>
                ) : null}
              </span>
              {/* At full price: the discounts are rows of the summary below (DESIGN.md §20). */}
              <span className="shrink-0">{formatVnd(line.subtotal, locale)}</span>
            </li>
          );
        })}
      </ul>
      {cartLink ? (
        <a href={cartLink} className="mt-2 inline-block text-sm underline">
          {t('editCart')}
        </a>
      ) : null}
    </section>
  );
}
