'use client';

import { vietnamDate } from '@/lib/calendar';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { getTrpcClient } from '@/lib/trpc/client';
import { saveFile } from '@/lib/save-file';
import { Button } from '@/components/ui/button';

/**
 * The console's download of a day's e-invoice requests as CSV for the accounting provider (admin
 * only: the server refuses anyone else). The file is made by admin.invoices.exportDay and saved
 * from the answer, since the console's credentials are a bearer token, not a cookie.
 */
export function InvoiceExport() {
  const t = useTranslations('Invoices');
  const dayId = useId();
  const [day, setDay] = useState(() => vietnamDate(new Date()));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      const file = await getTrpcClient().admin.invoices.exportDay.query({ day });
      saveFile(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.filename);
    } catch (error) {
      console.error('[console] invoice export failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="invoice-export-heading"
      className="rounded-lg border border-slate-300 p-4 dark:border-slate-600"
    >
      <h2 id="invoice-export-heading" className="mb-2 text-lg font-semibold">
        {t('exportTitle')}
      </h2>
      <p className="mb-3 text-sm">{t('exportNote')}</p>
      <form onSubmit={(event) => void download(event)} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={dayId} className="text-sm font-medium">
            {t('exportDay')}
          </label>
          <input
            id={dayId}
            type="date"
            required
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <Button type="submit" disabled={busy || !day}>
          {busy ? t('exporting') : t('exportButton')}
        </Button>
      </form>
      <div aria-live="assertive">
        {failed ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t('exportError')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
