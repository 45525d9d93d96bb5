'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import type { InvoiceKind } from '@/lib/invoices/invoice-form';
import { CheckoutField } from './checkout-field';

/** One field of an invoice request: its name after "invoice.", its texts, how it is typed. */
interface InvoiceField {
  name: string;
  label:
    'companyName' | 'taxCode' | 'invoiceEmail' | 'companyAddress' | 'citizenId' | 'invoiceFullName';
  note?: 'taxCodeNote' | 'citizenIdNote';
  type?: 'email';
  /** Digits only: phones show the number pad. */
  numeric?: boolean;
  /** "off" unless said: a tax code or an ID is not the buyer's own autofill. */
  autoComplete?: string;
  /** Across both columns. */
  wide?: boolean;
}

const INVOICE_EMAIL: InvoiceField = {
  name: 'email',
  label: 'invoiceEmail',
  type: 'email',
  autoComplete: 'email',
};

/** A company's invoice (name, tax code, email, address) or a person's (ID, name, email). */
const INVOICE_FIELDS: Record<InvoiceKind, InvoiceField[]> = {
  company: [
    { name: 'companyName', label: 'companyName', autoComplete: 'organization', wide: true },
    { name: 'taxCode', label: 'taxCode', note: 'taxCodeNote', numeric: true },
    INVOICE_EMAIL,
    { name: 'address', label: 'companyAddress', wide: true },
  ],
  person: [
    { name: 'citizenId', label: 'citizenId', note: 'citizenIdNote', numeric: true },
    { name: 'fullName', label: 'invoiceFullName', autoComplete: 'name' },
    INVOICE_EMAIL,
  ],
};

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
          {INVOICE_FIELDS[kind].map((spec) => {
            const name = `invoice.${spec.name}`;
            const input = (
              <CheckoutField
                key={spec.name}
                name={name}
                label={t(spec.label)}
                note={spec.note ? t(spec.note) : undefined}
                type={spec.type}
                inputMode={spec.numeric ? 'numeric' : undefined}
                autoComplete={spec.autoComplete ?? 'off'}
                error={errors[name]}
              />
            );
            return spec.wide ? (
              <div key={spec.name} className="sm:col-span-2">
                {input}
              </div>
            ) : (
              input
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
