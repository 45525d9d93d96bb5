'use client';

import { vietnamDate } from '@/lib/calendar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { inputClass } from '@/components/checkout/checkout-field';
import type { Locale } from '@/i18n/routing';
import { useTRPC } from '@/lib/trpc/react';
import { DayPanel } from './day-panel';
import { Alert } from '@/components/ui/alert';
import { ConsoleField } from '../console-field';

function shiftMonth(month: string, by: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Monday-first column (0–6) of a `YYYY-MM-DD`. */
function column(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function displayDate(date: string): string {
  return date.split('-').reverse().join('/');
}

/** /admin/capacity: one month per ticket type; each day shows seats left and sold. */
export function CapacityCalendar({ locale }: { locale: Locale }) {
  const t = useTranslations('AdminCapacity');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [today] = useState(() => vietnamDate(new Date()));
  const [month, setMonth] = useState(today.slice(0, 7));
  const [picked, setPicked] = useState<string | null>(null);
  const types = useQuery(trpc.admin.capacity.types.queryOptions());
  const [chosenType, setChosenType] = useState<string | null>(null);
  const ticketType = chosenType ?? types.data?.[0]?.ticketType ?? null;
  const calendar = useQuery({
    ...trpc.admin.capacity.calendar.queryOptions({ ticketType: ticketType ?? '', month }),
    enabled: ticketType !== null,
  });
  const typeId = useId();
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
      weekday: 'short',
      timeZone: 'UTC',
    });
    // 2024-01-01 was a Monday.
    return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
  }, [locale]);
  const [year, monthNumber] = month.split('-');

  const days = calendar.data ?? [];
  const pickedDay = days.find((d) => d.date === picked) ?? null;

  return (
    <div className="space-y-5">
      <ConsoleField id={typeId} label={t('ticketType')} className="flex max-w-xs flex-col gap-1">
        {(control) => (
          <select
            id={control.id}
            value={ticketType ?? ''}
            onChange={(event) => setChosenType(event.target.value)}
            className={inputClass}
          >
            {(types.data ?? []).map((type) => (
              <option key={type.ticketType} value={type.ticketType}>
                {type.name[locale]}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>

      <section aria-labelledby="capacity-month" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={() => setMonth((m) => shiftMonth(m, -1))}
            className="min-h-11 min-w-11 rounded-lg border border-slate-300 px-3 font-semibold dark:border-slate-600"
            aria-label={t('previousMonth')}
          >
            ‹
          </button>
          <h2 id="capacity-month" className="text-xl font-semibold" aria-live="polite">
            {t('monthLabel', { month: monthNumber ?? '', year: year ?? '' })}
          </h2>
          <button
            type="button"
            onClick={() => setMonth((m) => shiftMonth(m, 1))}
            className="min-h-11 min-w-11 rounded-lg border border-slate-300 px-3 font-semibold dark:border-slate-600"
            aria-label={t('nextMonth')}
          >
            ›
          </button>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('legend')}</p>
        {calendar.isError ? (
          <Alert tone="error">{t('errors.generic')}</Alert>
        ) : calendar.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <div>
            <div
              className="grid grid-cols-7 gap-1 text-center text-xs font-semibold"
              aria-hidden="true"
            >
              {weekdays.map((w) => (
                <span key={w}>{w}</span>
              ))}
            </div>
            <ul className="mt-1 grid grid-cols-7 gap-1">
              {days.map((day, index) => {
                const past = day.date < today;
                const selected = day.date === picked;
                return (
                  <li
                    key={day.date}
                    style={index === 0 ? { gridColumnStart: column(day.date) + 1 } : undefined}
                  >
                    <button
                      type="button"
                      data-day={day.date}
                      data-closed={day.closed ? 'true' : 'false'}
                      aria-pressed={selected}
                      onClick={() => setPicked(day.date)}
                      className={`flex min-h-14 w-full flex-col items-center rounded-md border px-0.5 py-1 text-xs leading-tight ${
                        selected
                          ? 'border-primary-700 bg-primary-100 text-slate-950 dark:bg-primary-900 dark:text-slate-50'
                          : day.closed
                            ? 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100'
                            : past
                              ? 'border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300'
                              : 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
                      }`}
                    >
                      {/* The short figures are for the eye; the name says them in full. */}
                      <span aria-hidden="true" className="text-sm font-bold">
                        {Number(day.date.slice(8))}
                      </span>
                      <span aria-hidden="true">{day.closed ? t('closedShort') : day.left}</span>
                      <span aria-hidden="true">/{day.sold}</span>
                      <span className="sr-only">
                        {day.closed
                          ? t('dayLabelClosed', { date: displayDate(day.date), sold: day.sold })
                          : t('dayLabel', {
                              date: displayDate(day.date),
                              left: day.left,
                              sold: day.sold,
                              capacity: day.capacity,
                            })}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </section>

      {pickedDay && ticketType ? (
        <DayPanel
          key={`${ticketType}-${pickedDay.date}`}
          day={pickedDay}
          ticketType={ticketType}
          past={pickedDay.date < today}
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: trpc.admin.capacity.calendar.pathKey() })
          }
        />
      ) : null}
    </div>
  );
}
