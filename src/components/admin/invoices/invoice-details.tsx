'use client';

import { useTranslations } from 'next-intl';
import type { RouterOutputs } from '@/lib/trpc/contract';

type Invoice = NonNullable<RouterOutputs['admin']['orders']['get']['invoice']>;

/** The console's order detail: the buyer's e-invoice request and where the invoice stands. */
export function InvoiceDetails({ invoice, className }: { invoice: Invoice; className: string }) {
  const t = useTranslations('Invoices');
  const rows: [string, string][] =
    invoice.kind === 'company'
      ? [
          [t('companyName'), invoice.companyName],
          [t('taxCode'), invoice.taxCode],
          [t('address'), invoice.address],
          [t('email'), invoice.email],
        ]
      : invoice.kind === 'person'
        ? [
            [t('citizenId'), invoice.citizenId],
            [t('fullName'), invoice.fullName],
            [t('email'), invoice.email],
          ]
        : [];
  rows.push([t('status'), t(`statuses.${invoice.status}`)]);
  if (invoice.reference) rows.push([t('reference'), invoice.reference]);
  if (invoice.lookupCode) rows.push([t('lookupCode'), invoice.lookupCode]);
  return (
    <section aria-labelledby="order-invoice-heading" className={className}>
      <h3 id="order-invoice-heading" className="mb-3 font-semibold">
        {t('title')} ({t(invoice.kind)})
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
