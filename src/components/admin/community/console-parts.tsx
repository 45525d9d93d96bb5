'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConsoleField } from '../console-field';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { refusalOf } from '@/lib/errors/refusal';
import { Alert } from '@/components/ui/alert';

/** The console's two button looks (an action, the main action), from the site's one Button. */
export const actionClass = buttonClass({ variant: 'secondary', size: 'sm' });
export const primaryActionClass = buttonClass({ variant: 'primary', size: 'sm' });
export const selectClass =
  'min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';

/** A failed load: a refusal ("not allowed") in the operator's language, else a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useTranslations('AdminCommunity');
  const refusalMessage = useRefusalMessage();
  const { code } = refusalOf(error);
  const refused = code === 'FORBIDDEN' || code === 'UNAUTHORIZED';
  return (
    <div role="alert" className="rounded border border-red-300 p-4 text-red-800 dark:text-red-300">
      <p>{refused ? refusalMessage(error, t('notAllowed')) : t('loadError')}</p>
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
        <Alert tone="error" className="text-sm">
          {error}
        </Alert>
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
    <ConsoleField id={id} label={label}>
      {(control) => (
        <select
          id={control.id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={selectClass}
        >
          {children}
        </select>
      )}
    </ConsoleField>
  );
}
