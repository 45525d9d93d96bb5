'use client';

import { vietnamDate } from '@/lib/calendar';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { inputClass } from '@/components/checkout/field-style';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { TIME_ZONE } from '@/config';
import type { Locale } from '@/i18n/routing';
import { WAITLIST_REASONS } from '@/lib/errors/reasons';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { useTRPC } from '@/lib/trpc/react';
import { ActionOutcome, useActionOutcome } from '../action-outcome';
import { ConsoleField } from '../console-field';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';

type Entry = RouterOutputs['admin']['waitlist']['list'][number];

const COLUMNS = ['ticketType', 'quantity', 'contact', 'status', 'holdUntil', 'actions'] as const;

function moment(iso: string | null, locale: Locale): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** /admin/waitlist: a day's waiting list in queue order, its offers, and an offer by hand. */
export function WaitlistDay({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminWaitlist');
  const trpc = useTRPC();
  const dateId = useId();
  const [visitDate, setVisitDate] = useState(() => vietnamDate(new Date()));
  const list = useQuery(trpc.admin.waitlist.list.queryOptions({ visitDate }));
  const types = useQuery(trpc.admin.capacity.types.queryOptions());
  const nameOf = (id: string) =>
    types.data?.find((type) => type.ticketType === id)?.name[locale] ?? id;
  const outcome = useActionOutcome(() => void list.refetch());
  const offer = useMutation(
    trpc.admin.waitlist.offer.mutationOptions({
      onSuccess: () => outcome.done(t('offered')),
      onError: (error) => {
        const reason = reasonAmong(refusalOf(error), WAITLIST_REASONS);
        if (!reason) console.error('[admin] waitlist offer failed', error);
        outcome.failed(reason ? t(`errors.${reason}`) : t('errors.generic'));
      },
    }),
  );
  const entries: Entry[] = list.data ?? [];

  return (
    <div className="space-y-5">
      <ConsoleField id={dateId} label={t('visitDate')} className="flex max-w-xs flex-col gap-1">
        {(control) => (
          <input
            id={control.id}
            type="date"
            value={visitDate}
            onChange={(event) => {
              if (event.target.value) setVisitDate(event.target.value);
            }}
            className={inputClass}
          />
        )}
      </ConsoleField>
      <ActionOutcome notice={outcome.notice} alert={outcome.alert} />
      {list.isError ? <Alert tone="error">{t('loadError')}</Alert> : null}
      {list.isSuccess && entries.length === 0 ? <p>{t('empty')}</p> : null}
      {entries.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t('caption', { date: visitDate })}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="p-2">
                    {column === 'actions' ? (
                      <span className="sr-only">{t(column)}</span>
                    ) : (
                      t(column)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.entryId} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="p-2">{nameOf(entry.ticketType)}</td>
                  <td className="p-2">{entry.quantity}</td>
                  <td className="p-2">
                    <span className="block">{entry.email}</span>
                    <span className="block">{entry.phone}</span>
                  </td>
                  <td className="p-2">
                    {t(`statuses.${entry.status}`)}
                    {entry.orderCode ? ` (${entry.orderCode})` : ''}
                  </td>
                  <td className="p-2">{moment(entry.offerExpiresAt, locale)}</td>
                  <td className="p-2">
                    {entry.status === 'waiting' ? (
                      <Button
                        type="button"
                        disabled={offer.isPending}
                        onClick={() => {
                          outcome.clearNotice();
                          offer.mutate({ entryId: entry.entryId });
                        }}
                      >
                        {t('offer', { email: entry.email })}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
