// The voucher code and the invoice request of the plain checkouts (no JavaScript), rendered on
// the server: the same field names as the enhanced form's VoucherField and InvoiceFieldset, so the
// same code reads them (lib/cart/checkout-form.ts, lib/invoices/invoice-form.ts). Without scripts
// the invoice's fields open by CSS when the box is ticked, and show the kind chosen.
import { useTranslations } from 'next-intl';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { INVOICE_FIELDS } from '@/lib/invoices/invoice-form';
import { CheckoutField } from './checkout-field';

/** Typed values sent back with a refusal, by field name ("invoice.taxCode"). */
export type PlainPrefill = Readonly<Record<string, string>>;

/**
 * The voucher code: checked when the order is placed (a refusal comes back with its reason).
 * "Áp dụng" posts the form as a step (`step=voucher`): the page comes back with the fields kept and
 * the total priced by the server with the code off, so a 0 đ order shows "Miễn phí".
 */
export function PlainVoucherField({
  prefill,
  errors,
}: {
  prefill: PlainPrefill;
  errors: CheckoutErrors;
}) {
  const t = useTranslations('Vouchers');
  return (
    <div className="space-y-2">
      <PlainVoucherInput prefill={prefill} errors={errors} />
      <button
        type="submit"
        name="step"
        value="voucher"
        formNoValidate
        className="nav-link border border-slate-300"
      >
        {t('apply')}
      </button>
    </div>
  );
}

function PlainVoucherInput({ prefill, errors }: { prefill: PlainPrefill; errors: CheckoutErrors }) {
  const t = useTranslations('Vouchers');
  return (
    <CheckoutField
      name="voucherCode"
      label={t('label')}
      hint={t('optional')}
      note={t('rule')}
      error={errors.voucherCode}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={64}
      defaultValue={prefill.voucherCode}
    />
  );
}

const LABELS = {
  companyName: 'companyName',
  taxCode: 'taxCode',
  address: 'companyAddress',
  email: 'invoiceEmail',
  citizenId: 'citizenId',
  fullName: 'invoiceFullName',
} as const;

const NOTES: Partial<Record<keyof typeof LABELS, 'taxCodeNote' | 'citizenIdNote'>> = {
  taxCode: 'taxCodeNote',
  citizenId: 'citizenIdNote',
};

const AUTOCOMPLETE: Partial<Record<keyof typeof LABELS, string>> = {
  companyName: 'organization',
  email: 'email',
  fullName: 'name',
};

/** "Xuất hóa đơn công ty": a box, then the company's or the person's fields (email shared). */
export function PlainInvoiceFields({
  prefill,
  errors,
}: {
  prefill: PlainPrefill;
  errors: CheckoutErrors;
}) {
  const t = useTranslations('Checkout');
  const kind = prefill['invoice.kind'] === 'person' ? 'person' : 'company';
  const field = (name: keyof typeof LABELS) => {
    const full = `invoice.${name}`;
    return (
      <CheckoutField
        key={name}
        name={full}
        label={t(LABELS[name])}
        note={NOTES[name] ? t(NOTES[name]) : undefined}
        type={name === 'email' ? 'email' : 'text'}
        inputMode={name === 'taxCode' || name === 'citizenId' ? 'numeric' : undefined}
        autoComplete={AUTOCOMPLETE[name] ?? 'off'}
        error={errors[full]}
        defaultValue={prefill[full]}
      />
    );
  };
  const only = (list: readonly string[]) =>
    list.filter((name): name is keyof typeof LABELS => name !== 'email' && name in LABELS);
  return (
    <div className="space-y-4 [&:not(:has(#plain-invoice-requested:checked))>fieldset]:hidden">
      <label className="flex min-h-11 items-center gap-3">
        <input
          id="plain-invoice-requested"
          type="checkbox"
          name="invoice.requested"
          defaultChecked={prefill['invoice.requested'] !== undefined}
          className="size-5"
        />
        {t('invoiceRequest')}
      </label>
      {/* Opened by the box above and switched by the kind, in CSS: no script runs here. */}
      <fieldset className="grid gap-4 sm:grid-cols-2 [&:has(#plain-invoice-company:checked)_.invoice-person]:hidden [&:has(#plain-invoice-person:checked)_.invoice-company]:hidden">
        <legend className="mb-2 text-lg font-semibold">{t('invoiceFor')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
          {(['company', 'person'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                id={`plain-invoice-${value}`}
                type="radio"
                name="invoice.kind"
                value={value}
                defaultChecked={kind === value}
                className="size-5"
              />
              {value === 'company' ? t('invoiceCompany') : t('invoicePerson')}
            </label>
          ))}
        </div>
        {only(INVOICE_FIELDS.company).map((name) => (
          <div key={name} className="invoice-company">
            {field(name)}
          </div>
        ))}
        {only(INVOICE_FIELDS.person).map((name) => (
          <div key={name} className="invoice-person">
            {field(name)}
          </div>
        ))}
        {field('email')}
      </fieldset>
    </div>
  );
}
