'use client';

// The console's "Hóa đơn" list (admin.invoices.list, admins only): the documents sent to the
// e-invoice provider for the chosen days, each with its state, number and the provider's last
// refusal, and for a failed one the button that sends it again (admin.invoices.retry).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { vietnamDate } from '@/lib/calendar';
import { formatVnd } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { useTRPC } from '@/lib/trpc/react';
import {
  actionClass,
  selectClass,
  useFormatWhen,
} from '@/components/admin/community/console-parts';
import { ListState, ManagerSection, useSiteAction } from '../site/site-parts';

type Row = RouterOutputs['admin']['invoices']['list'][number];
const STATUSES = ['requested', 'issuing', 'issued', 'failed', 'adjusted', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];
const COLUMNS = [
  'createdAt',
  'order',
  'documentKind',
  'buyer',
  'amount',
  'number',
  'status',
  'actions',
] as const;

export function InvoiceList() {
  const t = useTranslations('Invoices');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = vietnamDate(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [status, setStatus] = useState<Status | ''>('');
  const filter = { from, to, ...(status ? { status } : {}) };
  const list = useQuery({ ...trpc.admin.invoices.list.queryOptions(filter), enabled: from <= to });
  const action = useSiteAction(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.invoices.list.queryKey() });
  });
  const retry = useMutation(trpc.admin.invoices.retry.mutationOptions());
  const ids = { from: useId(), to: useId(), status: useId() };

  return (
    <ManagerSection id="invoice-list-heading" heading={t('listHeading')} action={action}>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={ids.from} className="flex flex-col gap-1 text-sm font-medium">
          {t('from')}
          <input
            id={ids.from}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            className={selectClass}
          />
        </label>
        <label htmlFor={ids.to} className="flex flex-col gap-1 text-sm font-medium">
          {t('to')}
          <input
            id={ids.to}
            type="date"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            className={selectClass}
          />
        </label>
        <label htmlFor={ids.status} className="flex flex-col gap-1 text-sm font-medium">
          {t('status')}
          <select
            id={ids.status}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as Status | '')}
            className={selectClass}
          >
            <option value="">{t('allStatuses')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isSuccess ? (
        list.data.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <InvoiceTable
            rows={list.data}
            busy={action.busy}
            onRetry={(orderCode) =>
              void action.run(async () => {
                const { requeued } = await retry.mutateAsync({ orderCode });
                return t('requeued', { count: requeued, orderCode });
              })
            }
          />
        )
      ) : (
        <ListState list={list} />
      )}
    </ManagerSection>
  );
}

function InvoiceTable({
  rows,
  busy,
  onRetry,
}: {
  rows: Row[];
  busy: boolean;
  onRetry(orderCode: string): void;
}) {
  const t = useTranslations('Invoices');
  const locale = useLocale() as Locale;
  const when = useFormatWhen();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{t('listHeading')}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'amount' ? 'p-2 text-right' : 'p-2'}
              >
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 align-top dark:border-slate-700">
              <td className="p-2">{when(row.createdAt)}</td>
              <td className="p-2 font-mono">{row.orderCode}</td>
              <td className="p-2">{t(`kinds.${row.kind}`)}</td>
              <td className="p-2">
                {row.buyer.name ?? t(row.buyer.kind)}
                {row.buyer.taxCode ? (
                  <span className="block font-mono">{row.buyer.taxCode}</span>
                ) : null}
              </td>
              <td className="p-2 text-right">{formatVnd(row.totalAmount, locale)}</td>
              <td className="p-2 font-mono">
                {row.number ? `${row.series ?? ''} ${row.number}` : '—'}
                {row.lookupCode ? <span className="block">{row.lookupCode}</span> : null}
              </td>
              <td className="p-2">
                {t(`statuses.${row.status}`)}
                {row.lastError ? (
                  <span className="block break-words text-red-800 dark:text-red-300">
                    {row.lastError}
                  </span>
                ) : null}
              </td>
              <td className="p-2">
                {row.status === 'failed' ? (
                  <button
                    type="button"
                    className={actionClass}
                    disabled={busy}
                    onClick={() => onRetry(row.orderCode)}
                  >
                    {t('retry')}
                  </button>
                ) : null}
                {row.pdfUrl ? (
                  <a href={row.pdfUrl} className="underline" target="_blank" rel="noopener">
                    {t('pdfShort')}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
