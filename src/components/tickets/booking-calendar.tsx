'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { addMonths, monthOf } from '@/lib/calendar';
import {
  clampDay,
  dayState,
  isChoosable,
  monthGrid,
  moveByKey,
  type DayState,
} from '@/lib/tickets/booking-calendar';
import {
  calendarFormats,
  type CalendarFormats,
  type CalendarNames,
} from '@/lib/tickets/calendar-names';
import type { DayAvailability } from '@/lib/trpc/contract';

export interface BookingCalendarProps {
  locale: Locale;
  /** First and last bookable day (`YYYY-MM-DD`). */
  first: string;
  last: string;
  /** Availability by day; null while loading. */
  days: ReadonlyMap<string, DayAvailability> | null;
  /** Types the state is judged on (the ones being bought; all when empty). */
  ticketTypes: readonly string[];
  value: string | null;
  onChange(day: string): void;
  /** A sold-out day was picked (the booking page offers its waiting list). */
  onSoldOut?(day: string): void;
  /** Names written by the server for the month it opens on; others are formatted here. */
  names?: CalendarNames;
}

const STATE_CLASS: Record<DayState, string> = {
  open: 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  few: 'border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  soldOut:
    'border-slate-300 bg-slate-100 text-slate-600 line-through dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400',
  closed: 'border-transparent bg-transparent text-slate-600 dark:text-slate-400',
};

/**
 * The visit-day grid (WAI-ARIA date grid): one tab stop, arrow keys by day and week, Home/End to
 * the week's ends, PageUp/PageDown by month; each day announces its state; sold-out and closed
 * days cannot be chosen.
 */
export function BookingCalendar({
  locale,
  first,
  last,
  days,
  ticketTypes,
  value,
  onChange,
  onSoldOut,
  names,
}: BookingCalendarProps) {
  const t = useTranslations('Tickets');
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusDay, setFocusDay] = useState(() => clampDay(value ?? first, first, last));
  const moved = useRef(false);
  // Built at the first name the server did not write, if ever (lib/tickets/calendar-names.ts).
  const formats = useMemo(() => {
    let built: CalendarFormats | undefined;
    return () => (built ??= calendarFormats(locale));
  }, [locale]);
  const weekdays = useMemo(() => names?.weekdays ?? formats().weekdays(), [names, formats]);
  const dayName = (day: string) => names?.days[day] ?? formats().day(day);

  // A day chosen from outside (restored from the tab) becomes the focused one.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setFocusDay(clampDay(value, first, last));
  }

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const month = monthOf(focusDay);
  const weeks = monthGrid(focusDay);
  const stateOf = (day: string): DayState =>
    day < first || day > last ? 'closed' : dayState(days?.get(day), ticketTypes);

  function go(day: string, focus: boolean) {
    moved.current = focus;
    setFocusDay(clampDay(day, first, last));
  }

  function choose(day: string) {
    if (!days) return;
    const state = stateOf(day);
    // A sold-out day is not chosen, but its waiting list may be offered.
    if (state === 'soldOut') onSoldOut?.(day);
    if (!isChoosable(state)) return;
    onChange(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focusDay);
      return;
    }
    const next = moveByKey(focusDay, event.key);
    if (!next) return;
    event.preventDefault();
    go(next, true);
  }

  const stateLabel = (state: DayState) => t(`dayState.${state}`);

  return (
    <div className="max-w-md">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 disabled:opacity-40 dark:border-slate-600"
          aria-label={t('previousMonth')}
          disabled={monthOf(first) >= month}
          onClick={() => go(addMonths(focusDay, -1), false)}
        >
          ‹
        </button>
        <h3 id={headingId} aria-live="polite" className="text-lg font-semibold capitalize">
          {names?.months[month] ?? formats().month(month)}
        </h3>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 disabled:opacity-40 dark:border-slate-600"
          aria-label={t('nextMonth')}
          disabled={monthOf(last) <= month}
          onClick={() => go(addMonths(focusDay, 1), false)}
        >
          ›
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        aria-busy={days ? undefined : true}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long} className="text-xs font-medium">
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) => {
                if (!day) return <td key={`pad-${index}`} role="gridcell" aria-hidden="true" />;
                const state = stateOf(day);
                const choosable = Boolean(days) && isChoosable(state);
                const selected = day === value;
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    data-state={state}
                    tabIndex={day === focusDay ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={choosable ? undefined : true}
                    onClick={() => {
                      go(day, true);
                      choose(day);
                    }}
                    className={`h-14 min-w-11 cursor-pointer rounded-lg border-2 p-0 text-center align-middle outline-offset-2 focus-visible:outline-3 focus-visible:outline-primary-700 ${
                      days ? STATE_CLASS[state] : 'border-slate-200 dark:border-slate-700'
                    } ${selected ? 'ring-3 ring-primary-700 dark:ring-primary-300' : ''} ${
                      choosable ? '' : 'cursor-not-allowed'
                    }`}
                  >
                    {/* The announced name; the figures below are what sighted visitors read. */}
                    <span className="sr-only">
                      {`${dayName(day)}: ${days ? stateLabel(state) : t('loadingDay')}`}
                    </span>
                    <span className="block text-base font-semibold" aria-hidden="true">
                      {Number(day.slice(8))}
                    </span>
                    <span className="block text-[0.65rem] leading-tight" aria-hidden="true">
                      {days && day >= first && day <= last ? t(`dayShort.${state}`) : ''}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* Keys only: hidden on touch screens with nothing that hovers (phones, most tablets). */}
      <p className="mt-2 text-sm text-slate-700 [@media(pointer:coarse)_and_(any-hover:none)]:hidden dark:text-slate-300">
        {t('calendarHelp')}
      </p>
    </div>
  );
}
