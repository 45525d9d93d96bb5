'use client';

import { CAPACITY_REASONS } from '@/lib/errors/reasons';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/checkout/field-style';
import { Button } from '@/components/ui/button';
import {
  CAPACITY_CEILING,
  CLOSED_DAY_REASONS,
  type ClosedDayReasonId,
} from '@/lib/admin/refund-capacity-schemas';
import type { RouterOutputs } from '@/lib/trpc/contract';
import { useTRPC } from '@/lib/trpc/react';
import { ActionOutcome, useActionOutcome } from '../action-outcome';
import { ConsoleField } from '../console-field';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';

type CalendarDay = RouterOutputs['admin']['capacity']['calendar'][number];

const REFUSALS = CAPACITY_REASONS;

function displayDate(date: string): string {
  return date.split('-').reverse().join('/');
}

/** One day: its figures, a capacity form, and closing (with a reason) or reopening. */
export function DayPanel({
  day,
  ticketType,
  past,
  onChanged,
}: {
  day: CalendarDay;
  ticketType: string;
  past: boolean;
  onChanged: () => void;
}) {
  const t = useTranslations('AdminCapacity');
  const trpc = useTRPC();
  const baseId = useId();
  const date = displayDate(day.date);
  const outcome = useActionOutcome(onChanged);
  const [capacityError, setCapacityError] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function failed(error: unknown) {
    const reason = reasonAmong(refusalOf(error), REFUSALS);
    if (!reason) console.error('[admin] capacity change failed', error);
    outcome.failed(reason ? t(`errors.${reason}`, { sold: day.sold }) : t('errors.generic'));
  }

  const setCapacity = useMutation(
    trpc.admin.capacity.setCapacity.mutationOptions({
      onSuccess: (result) => outcome.done(t('saved', { date, capacity: result.capacity })),
      onError: failed,
    }),
  );
  const closeDay = useMutation(trpc.admin.capacity.closeDay.mutationOptions());
  const reopenDay = useMutation(
    trpc.admin.capacity.reopenDay.mutationOptions({
      onSuccess: () => outcome.done(t('reopened', { date })),
      onError: failed,
    }),
  );
  const busy = setCapacity.isPending || closeDay.isPending || reopenDay.isPending;

  function saveCapacity(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const capacity = Number(String(new FormData(event.currentTarget).get('capacity') ?? ''));
    if (!Number.isSafeInteger(capacity) || capacity < day.sold || capacity > CAPACITY_CEILING) {
      setCapacityError(t('capacityInvalid', { sold: day.sold, max: CAPACITY_CEILING }));
      return;
    }
    setCapacityError(null);
    setCapacity.mutate({ ticketType, visitDate: day.date, capacity });
  }

  function confirmClose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    closeDay.mutate(
      {
        visitDate: day.date,
        reason: String(form.get('reason')) as ClosedDayReasonId,
        note: note || undefined,
      },
      {
        onSuccess: (result) => {
          dialogRef.current?.close();
          outcome.done(t('closed', { date, count: result.ordersMailed }));
        },
        onError: (error) => {
          dialogRef.current?.close();
          failed(error);
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={`${baseId}-heading`}
      className="max-w-xl space-y-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
      data-day-panel={day.date}
    >
      <h2 id={`${baseId}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('dayHeading', { date })}
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-sm">{t('capacity')}</dt>
          <dd className="text-lg font-bold">{day.capacity}</dd>
        </div>
        <div>
          <dt className="text-sm">{t('sold')}</dt>
          <dd className="text-lg font-bold">{day.sold}</dd>
        </div>
        <div>
          <dt className="text-sm">{t('left')}</dt>
          <dd className="text-lg font-bold">{day.left}</dd>
        </div>
      </dl>
      {day.closed ? (
        <p className="rounded bg-red-50 p-2 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
          {t('closedBecause', {
            reason: [day.closedReason ? t(`reasons.${day.closedReason}`) : '', day.closedNote ?? '']
              .filter(Boolean)
              .join(' – '),
          })}
        </p>
      ) : null}
      <ActionOutcome notice={outcome.notice} alert={outcome.alert} />
      {past ? (
        <p>{t('pastDay')}</p>
      ) : (
        <>
          <form noValidate onSubmit={saveCapacity} className="space-y-2">
            <ConsoleField
              id={`${baseId}-capacity`}
              label={t('editCapacity')}
              hint={t('capacityHint', { sold: day.sold })}
              error={capacityError}
            >
              {(control) => (
                <input
                  {...control}
                  name="capacity"
                  type="number"
                  inputMode="numeric"
                  min={day.sold}
                  max={CAPACITY_CEILING}
                  step={1}
                  defaultValue={day.capacity}
                  className={inputClass}
                />
              )}
            </ConsoleField>
            <Button type="submit" disabled={busy}>
              {t('save')}
            </Button>
          </form>
          {day.closed ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => reopenDay.mutate({ visitDate: day.date })}
            >
              {t('reopenDay')}
            </Button>
          ) : (
            <Button
              variant="danger-outline"
              disabled={busy}
              onClick={() => dialogRef.current?.showModal()}
            >
              {t('closeDay')}
            </Button>
          )}
        </>
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={`${baseId}-dialog-heading`}
        className="m-auto w-[min(100%-2rem,32rem)] rounded-lg bg-white p-5 text-slate-900 backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
      >
        <form noValidate onSubmit={confirmClose} className="space-y-4">
          <h2 id={`${baseId}-dialog-heading`} className="text-xl font-semibold">
            {t('closeDialogHeading', { date })}
          </h2>
          <p>{t('closeDialogLead')}</p>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('reason')}</legend>
            {CLOSED_DAY_REASONS.map((reason, index) => (
              <label key={reason} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  defaultChecked={index === 0}
                  className="size-5"
                />
                {t(`reasons.${reason}`)}
              </label>
            ))}
          </fieldset>
          <ConsoleField id={`${baseId}-close-note`} label={t('closeNote')}>
            {(control) => (
              <textarea {...control} name="note" rows={3} maxLength={1000} className={inputClass} />
            )}
          </ConsoleField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? t('working') : t('confirmClose')}
            </Button>
            <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
