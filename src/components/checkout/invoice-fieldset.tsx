'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import type { InvoiceKind } from '@/lib/invoices/invoice-form';
import { CheckoutField } from './checkout-field';

export interface InvoiceFieldsetProps {
  /** Messages per field name ("invoice.taxCode"), from validateInvoice. */
  errors: CheckoutErrors;
}

/**
 * "Xuất hóa đơn công ty" at checkout and booking: a box that opens the company's fields (name, tax
 * code, address, invoice email) or, for an individual, a citizen ID with the name on it. Field
 * names are "invoice.<field>"; lib/invoices/invoice-form.ts reads them.
 */
export function InvoiceFieldset({ errors }: InvoiceFieldsetProps) {
  const t = useTranslations('Checkout');
  const [requested, setRequested] = useState(false);
  const [kind, setKind] = useState<InvoiceKind>('company');
  const field = (name: string) => `invoice.${name}`;
  return (
    <div className="space-y-4">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="invoice.requested"
          checked={requested}
          onChange={(event) => setRequested(event.currentTarget.checked)}
          aria-controls="checkout-invoice-fields"
          aria-expanded={requested}
          className="size-5"
        />
        {t('invoiceRequest')}
      </label>
      {requested ? (
        <fieldset id="checkout-invoice-fields" className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('invoiceRequest')}</legend>
          <div
            role="radiogroup"
            aria-label={t('invoiceFor')}
            className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2"
          >
            {(['company', 'person'] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="invoice.kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="size-5"
                />
                {value === 'company' ? t('invoiceCompany') : t('invoicePerson')}
              </label>
            ))}
          </div>
          {kind === 'company' ? (
            <>
              <div className="sm:col-span-2">
                <CheckoutField
                  name={field('companyName')}
                  label={t('companyName')}
                  autoComplete="organization"
                  error={errors[field('companyName')]}
                />
              </div>
              <CheckoutField
                name={field('taxCode')}
                label={t('taxCode')}
                note={t('taxCodeNote')}
                inputMode="numeric"
                autoComplete="off"
                error={errors[field('taxCode')]}
              />
              <CheckoutField
                name={field('email')}
                label={t('invoiceEmail')}
                type="email"
                autoComplete="email"
                error={errors[field('email')]}
              />
              <div className="sm:col-span-2">
                <CheckoutField
                  name={field('address')}
                  label={t('companyAddress')}
                  autoComplete="off"
                  error={errors[field('address')]}
                />
              </div>
            </>
          ) : (
            <>
              <CheckoutField
                name={field('citizenId')}
                label={t('citizenId')}
                note={t('citizenIdNote')}
                inputMode="numeric"
                autoComplete="off"
                error={errors[field('citizenId')]}
              />
              <CheckoutField
                name={field('fullName')}
                label={t('invoiceFullName')}
                autoComplete="name"
                error={errors[field('fullName')]}
              />
              <CheckoutField
                name={field('email')}
                label={t('invoiceEmail')}
                type="email"
                autoComplete="email"
                error={errors[field('email')]}
              />
            </>
          )}
        </fieldset>
      ) : null}
    </div>
  );
}
