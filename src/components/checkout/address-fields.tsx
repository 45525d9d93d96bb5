'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/routing';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { ADDRESS_FIELDS, SHIPPING_FIELDS } from '@/lib/cart/address-fields';
import { AddressPicker } from './address-picker';
import { CheckoutField, inputClass } from './checkout-field';
import { AddressTextField, ShippingCountryField } from './checkout-parts';
import type { Prefill } from './use-checkout-start';

/** The countries a billing address may be in. */
const COUNTRIES = [
  'VN',
  'KH',
  'LA',
  'TH',
  'SG',
  'MY',
  'CN',
  'JP',
  'KR',
  'AU',
  'US',
  'GB',
  'FR',
  'DE',
];

/** A billing address's country, chosen from the list (Việt Nam first chosen). */
function BillingCountryField({ locale, errors }: { locale: Locale; errors: CheckoutErrors }) {
  const t = useTranslations('Checkout');
  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
  return (
    <CheckoutField
      name="billing.country"
      label={t('country')}
      error={errors['billing.country']}
      control={({ id, describedBy, invalid }) => (
        <select
          id={id}
          name="billing.country"
          defaultValue="VN"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass}
        >
          {countryNames.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * An address's fields in the form's order. Shipping has the province → ward pickers (the
 * two-level list) and Việt Nam as its country; billing is free text with a country list.
 */
export function AddressFields({
  prefix,
  locale,
  errors,
  prefill,
}: {
  prefix: 'shipping' | 'billing';
  locale: Locale;
  errors: CheckoutErrors;
  prefill?: Prefill | null;
}) {
  const fields = prefix === 'shipping' ? SHIPPING_FIELDS : ADDRESS_FIELDS;
  return fields.map((field) => {
    if (field === 'provinceCode') {
      return <AddressPicker key={field} prefix="shipping" errors={errors} />;
    }
    if (field === 'wardCode') return null;
    if (field === 'country') {
      return prefix === 'shipping' ? (
        <ShippingCountryField key={field} />
      ) : (
        <BillingCountryField key={field} locale={locale} errors={errors} />
      );
    }
    const defaultValue =
      prefix === 'shipping' && (field === 'fullName' || field === 'phone')
        ? prefill?.[field]
        : undefined;
    return (
      <AddressTextField
        key={field}
        prefix={prefix}
        field={field}
        errors={errors}
        defaultValue={defaultValue}
      />
    );
  });
}
