'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { errorCode, serverMessageOr } from '@/lib/trpc/errors';

/** Phone-first buttons: at least 44 px tall, visible focus. */
export const actionClass =
  'min-h-11 rounded-lg border border-slate-400 px-3 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:border-slate-500 dark:hover:bg-slate-800';
export const primaryActionClass =
  'min-h-11 rounded-lg bg-primary-500 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
export const selectClass =
  'min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';

/** A failed load: the server's own sentence for a refusal ("not allowed"), else a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useTranslations('AdminCommunity');
  const refused = errorCode(error) === 'FORBIDDEN' || errorCode(error) === 'UNAUTHORIZED';
  return (
    <div role="alert" className="rounded border border-red-300 p-4 text-red-800 dark:text-red-300">
      <p>{refused ? serverMessageOr(error, t('notAllowed')) : t('loadError')}</p>
      {refused ? null : (
        <button type="button" className={`${actionClass} mt-2`} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** The outcome of the last action, read out politely; an error is an alert. */
export function ActionStatus({ message, error }: { message: string | null; error: string | null }) {
  return (
    <>
      <p role="status" className="min-h-6 text-sm text-slate-800 dark:text-slate-200">
        {message}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** An instant as seen in Vietnam, in the page's language. */
export function useFormatWhen(): (iso: string) => string {
  const locale = useLocale() as Locale;
  return (iso) => formatDate(iso, locale, 'dateTime');
}

export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {children}
      </select>
    </div>
  );
}
