'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import type { Locale } from '@/i18n/routing';
import { useTRPC } from '@/lib/trpc/react';
import { TIME_ZONE } from '@/config';

/** Recent ticket date changes (read-only): the old code and day, the new code and day. */
export function ExchangeList({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminRefunds');
  const trpc = useTRPC();
  const exchanges = useQuery(trpc.admin.refunds.exchanges.queryOptions({ limit: 30 }));
  const at = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return (
    <section aria-labelledby="exchanges-heading" className="space-y-3">
      <h2 id="exchanges-heading" className="text-xl font-semibold">
        {t('exchangesHeading')}
      </h2>
      {exchanges.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : exchanges.isError ? (
        <Alert tone="error">{t('errors.generic')}</Alert>
      ) : exchanges.data.length === 0 ? (
        <p>{t('exchangesEmpty')}</p>
      ) : (
        <ul className="space-y-2">
          {exchanges.data.map((e) => (
            <li
              key={e.newCode}
              className="rounded-lg border border-slate-300 p-3 dark:border-slate-600"
            >
              <p className="font-mono text-sm break-all">
                {t('exchangeLine', {
                  oldCode: e.oldCode,
                  oldDate: e.oldDate,
                  newCode: e.newCode,
                  newDate: e.newDate,
                })}
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('exchangeFacts', {
                  code: e.orderCode,
                  quantity: e.quantity,
                  at: at.format(new Date(e.exchangedAt)),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
