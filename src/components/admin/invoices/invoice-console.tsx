'use client';

// The console's "Hóa đơn" screen: the invoices by day, the seller's settings, and the day's
// requests as CSV (what the accountant types when INVOICE_PROVIDER=local). Admins only.
import { AdminOnlyNote, useCanChange } from '../site/site-parts';
import { InvoiceExport } from './invoice-export';
import { InvoiceList } from './invoice-list';
import { InvoiceSettingsForm } from './invoice-settings-form';

export function InvoiceConsole() {
  const canChange = useCanChange();
  if (!canChange) return <AdminOnlyNote />;
  return (
    <div className="flex flex-col gap-8">
      <InvoiceList />
      <InvoiceSettingsForm />
      <InvoiceExport />
    </div>
  );
}
