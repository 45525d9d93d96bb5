'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { inputClass } from '@/components/checkout/field-style';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { REFUND_STATUSES, type RefundStatus } from '@/lib/admin/refund-capacity-schemas';
import { formatVnd } from '@/lib/format';
import { useTRPC } from '@/lib/trpc/react';
import { ConsoleField } from '../console-field';
import { ExchangeList } from './exchange-list';
import { RefundDetail } from './refund-detail';
import { when } from './refund-format';

/**
 * /admin/refunds: requests by status, newest first; one request's decision (opened at once with
 * `?request=…`, the order page's refund action); recent exchanges.
 */
export function RefundDesk({
  locale,
  initialRequest = null,
}: {
  locale: Locale;
  initialRequest?: string | null;
}) {
  const t = useTranslations('AdminRefunds');
  const trpc = useTRPC();
  const [status, setStatus] = useState<RefundStatus | ''>('requested');
  const [openId, setOpenId] = useState<string | null>(initialRequest);
  const list = useQuery(
    trpc.admin.refunds.list.queryOptions({ status: status || undefined, limit: 50 }),
  );
  const filterId = useId();

  if (openId) {
    return <RefundDetail id={openId} locale={locale} onBack={() => setOpenId(null)} />;
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${filterId}-heading`} className="space-y-4">
        <h2 id={`${filterId}-heading`} className="text-xl font-semibold">
          {t('listHeading')}
        </h2>
        <ConsoleField
          id={filterId}
          label={t('filterLabel')}
          className="flex max-w-xs flex-col gap-1"
        >
          {(control) => (
            <select
              id={control.id}
              value={status}
              onChange={(event) => setStatus(event.target.value as RefundStatus | '')}
              className={inputClass}
            >
              {REFUND_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
              <option value="">{t('filterAll')}</option>
            </select>
          )}
        </ConsoleField>
        {list.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : list.isError ? (
          <Alert tone="error">{t('errors.generic')}</Alert>
        ) : list.data.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="space-y-3" aria-live="polite">
            {list.data.map((r) => (
              <li
                key={r.id}
                className="rounded-lg border border-slate-300 p-4 dark:border-slate-600"
                data-refund-request={r.orderCode}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-mono font-semibold">{r.orderCode}</span>
                  <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-medium dark:bg-slate-800">
                    {t(`statuses.${r.status}`)}
                  </span>
                </div>
                {r.refundDue ? (
                  <p className="mt-2 rounded bg-amber-50 p-2 font-medium text-amber-950">
                    {t('refundDue')}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t(`kinds.${r.orderKind}`)} · {formatVnd(r.totalAmount, locale)} ·{' '}
                  {t('requestedAt', { at: when(r.createdAt, locale) })}
                </p>
                <p className="mt-2 line-clamp-3 break-words">{r.reason}</p>
                <Button onClick={() => setOpenId(r.id)} className="mt-3 w-full sm:w-auto">
                  {t('open', { code: r.orderCode })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ExchangeList locale={locale} />
    </div>
  );
}
