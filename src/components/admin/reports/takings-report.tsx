'use client';

import { addDays, vietnamDate } from '@/lib/calendar';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/checkout/field-style';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { browserStorage, callHeaders } from '@/lib/trpc/fetch';
import { useTRPC } from '@/lib/trpc/react';
import { ActionOutcome, useActionOutcome } from '../action-outcome';
import { useOperator } from '../console-area';
import { ConsoleField } from '../console-field';

const AMOUNTS = ['gross', 'discounts', 'refunds', 'net', 'vat'] as const;
const METHODS = ['payos', 'vnpay', 'momo', 'vietqr', 'cod', 'free'] as const;
const KINDS = ['tickets', 'goods'] as const;

type Method = (typeof METHODS)[number];
type Kind = (typeof KINDS)[number];

/**
 * /admin/reports: the takings of a range of days per day, method, kind and VAT rate, downloaded
 * as CSV or XLSX (GET /api/admin/reports/takings with the console's bearer token, saved from the
 * answer), and the daily mail of the previous day's report.
 */
export function TakingsReport({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminReports');
  // The shop's figures are an admin's (the server refuses staff too).
  if (useOperator().role !== 'admin') return <p>{t('adminOnly')}</p>;
  return <TakingsReportBody locale={locale} />;
}

function TakingsReportBody({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminReports');
  const trpc = useTRPC();
  const fromId = useId();
  const toId = useId();
  const yesterday = addDays(vietnamDate(new Date()), -1);
  const [range, setRange] = useState({ from: `${yesterday.slice(0, 8)}01`, to: yesterday });
  const [draft, setDraft] = useState(range);
  const report = useQuery(trpc.admin.reports.takings.queryOptions(range));
  const [download, setDownload] = useState<'csv' | 'xlsx' | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const money = (amount: number) => formatVnd(amount, locale);
  const methodName = (method: string) =>
    (METHODS as readonly string[]).includes(method) ? t(`methods.${method as Method}`) : method;
  const kindName = (kind: string) =>
    (KINDS as readonly string[]).includes(kind) ? t(`kinds.${kind as Kind}`) : kind;

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.from && draft.to) setRange(draft);
  }

  async function save(format: 'csv' | 'xlsx') {
    setDownload(format);
    setDownloadFailed(false);
    try {
      const query = new URLSearchParams({ ...range, format, locale });
      const response = await fetch(`/api/admin/reports/takings?${query}`, {
        headers: callHeaders(undefined, browserStorage()),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      saveFile(await response.blob(), name?.[1] ?? `takings.${format}`);
    } catch (error) {
      console.error('[console] takings download failed', error);
      setDownloadFailed(true);
    } finally {
      setDownload(null);
    }
  }

  const rows = report.data ?? [];
  const total = Object.fromEntries(
    AMOUNTS.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)]),
  ) as Record<(typeof AMOUNTS)[number], number>;
  return (
    <div className="space-y-6">
      <form onSubmit={show} className="flex flex-wrap items-end gap-3">
        <ConsoleField id={fromId} label={t('from')} className="flex flex-col gap-1">
          {(control) => (
            <input
              id={control.id}
              type="date"
              required
              value={draft.from}
              max={draft.to}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              className={inputClass}
            />
          )}
        </ConsoleField>
        <ConsoleField id={toId} label={t('to')} className="flex flex-col gap-1">
          {(control) => (
            <input
              id={control.id}
              type="date"
              required
              value={draft.to}
              min={draft.from}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              className={inputClass}
            />
          )}
        </ConsoleField>
        <Button type="submit">{t('show')}</Button>
      </form>
      <div className="flex flex-wrap gap-3">
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            type="button"
            disabled={download !== null}
            onClick={() => void save(format)}
          >
            {download === format ? t('downloading') : t(`download.${format}`)}
          </Button>
        ))}
      </div>
      <div aria-live="assertive">
        {downloadFailed ? <Alert tone="error">{t('downloadError')}</Alert> : null}
      </div>
      {report.isError ? <Alert tone="error">{t('loadError')}</Alert> : null}
      {report.isSuccess && rows.length === 0 ? (
        <p>{t('empty', { from: range.from, to: range.to })}</p>
      ) : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm" data-testid="takings">
            <caption className="sr-only">
              {t('caption', { from: range.from, to: range.to })}
            </caption>
            <thead>
              <tr>
                {(['day', 'method', 'kind', 'rate', ...AMOUNTS] as const).map((column) => (
                  <th key={column} scope="col" className="p-2 whitespace-nowrap">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.day}-${row.method}-${row.kind}-${row.rate}`}
                  className="border-t border-slate-200 dark:border-slate-700"
                >
                  <td className="p-2 whitespace-nowrap">{row.day}</td>
                  <td className="p-2">{methodName(row.method)}</td>
                  <td className="p-2">{kindName(row.kind)}</td>
                  <td className="p-2">{row.rate}%</td>
                  {AMOUNTS.map((key) => (
                    <td key={key} className="p-2 text-right whitespace-nowrap">
                      {money(row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-400 font-semibold">
                <th scope="row" colSpan={4} className="p-2">
                  {t('total')}
                </th>
                {AMOUNTS.map((key) => (
                  <td key={key} className="p-2 text-right whitespace-nowrap">
                    {money(total[key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      <TakingsMail />
    </div>
  );
}

/** The daily mail of the previous day's takings: the hour (Vietnam time) and the inbox. */
function TakingsMail() {
  const t = useTranslations('AdminReports');
  const trpc = useTRPC();
  const hourId = useId();
  const toId = useId();
  const settings = useQuery(trpc.admin.reports.mailSettings.queryOptions());
  const [edit, setEdit] = useState<{ hour: string; to: string } | null>(null);
  const shown = edit ?? {
    hour:
      settings.data?.hour === null || settings.data === undefined ? '' : String(settings.data.hour),
    to: settings.data?.to ?? '',
  };
  const outcome = useActionOutcome(() => void settings.refetch());
  const save = useMutation(
    trpc.admin.reports.setMailSettings.mutationOptions({
      onSuccess: () => {
        setEdit(null);
        outcome.done(t('mail.saved'));
      },
      onError: (error) => {
        console.error('[console] takings mail settings failed', error);
        outcome.failed(t('mail.error'));
      },
    }),
  );
  return (
    <section
      aria-labelledby="takings-mail-heading"
      className="space-y-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
    >
      <h2 id="takings-mail-heading" className="text-lg font-semibold">
        {t('mail.title')}
      </h2>
      <p className="text-sm">{t('mail.note')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          outcome.clearNotice();
          save.mutate({
            hour: shown.hour === '' ? null : Number(shown.hour),
            to: shown.to.trim() === '' ? null : shown.to.trim(),
          });
        }}
      >
        <ConsoleField id={hourId} label={t('mail.hour')} className="flex flex-col gap-1">
          {(control) => (
            <select
              id={control.id}
              value={shown.hour}
              onChange={(event) => setEdit({ ...shown, hour: event.target.value })}
              className={inputClass}
            >
              <option value="">{t('mail.off')}</option>
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={String(hour)}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </select>
          )}
        </ConsoleField>
        <ConsoleField id={toId} label={t('mail.to')} className="flex flex-col gap-1">
          {(control) => (
            <input
              id={control.id}
              type="email"
              autoComplete="email"
              value={shown.to}
              required={shown.hour !== ''}
              onChange={(event) => setEdit({ ...shown, to: event.target.value })}
              className={inputClass}
            />
          )}
        </ConsoleField>
        <Button type="submit" disabled={save.isPending || settings.isLoading}>
          {t('mail.save')}
        </Button>
      </form>
      <ActionOutcome notice={outcome.notice} alert={outcome.alert} />
    </section>
  );
}
