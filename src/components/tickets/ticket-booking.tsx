'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { dayState, isChoosable, shortLines } from '@/lib/tickets/booking-calendar';
import { loadSelection, saveSelection } from '@/lib/tickets/selection';
import { clampQuantity, MAX_PER_TYPE, quoteTickets } from '@/lib/tickets/ticket-quote';
import type { BookableType, TicketLine } from '@/lib/tickets/types';
import { useAvailability } from './availability';
import { BookingCalendar } from './booking-calendar';

export interface TicketBookingProps {
  locale: Locale;
  types: BookableType[];
  links: { checkout: string; quote: string };
}

/** /dat-ve's client leaf: the visit day, quantities per type, the live total, "Tiếp tục". */
export function TicketBooking({ locale, types, links }: TicketBookingProps) {
  const t = useTranslations('Tickets');
  const { range, availability, reload } = useAvailability();
  const [day, setDay] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    // A ticket page's "Đặt vé" names its type; a return from checkout brings the choice back.
    // Read after hydration: the static HTML is the same for every visitor.
    void Promise.resolve().then(() => {
      const saved = loadSelection();
      const fromUrl = new URLSearchParams(window.location.search).get('type');
      if (saved) {
        setDay(saved.visitDate);
        setQuantities(Object.fromEntries(saved.lines.map((l) => [l.ticketType, l.quantity])));
      } else if (fromUrl && types.some((type) => type.id === fromUrl)) {
        setQuantities({ [fromUrl]: 1 });
      }
    });
  }, [types]);

  const lines: TicketLine[] = useMemo(
    () =>
      types
        .map((type) => ({ ticketType: type.id, quantity: quantities[type.id] ?? 0 }))
        .filter((line) => line.quantity > 0),
    [types, quantities],
  );
  const quote = quoteTickets(types, lines);
  const days = availability.state === 'ready' ? availability.days : null;
  const chosenTypes = lines.map((l) => l.ticketType);
  // A day chosen earlier that the new quantities no longer fit stays chosen, with a warning.
  const short = day && days ? shortLines(days.get(day), lines) : [];
  const dayOk = Boolean(day && days && isChoosable(dayState(days.get(day), chosenTypes)));
  const nameOf = (id: string) => types.find((type) => type.id === id)?.name ?? id;
  const dateLabel = (value: string) =>
    new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${value}T00:00:00Z`));

  function proceed() {
    if (!day || !dayOk) {
      setAlert(t('chooseDay'));
      return;
    }
    if (!lines.length) {
      setAlert(t('chooseTickets'));
      return;
    }
    if (short.length) {
      setAlert(t('notEnoughSeats'));
      return;
    }
    saveSelection({ visitDate: day, lines });
    window.location.assign(links.checkout);
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,28rem)_1fr]">
      <section aria-labelledby="booking-day">
        <h2 id="booking-day" className="mb-3 text-xl font-semibold">
          {t('stepDay')}
        </h2>
        {availability.state === 'failed' ? (
          <div className="mb-3 flex flex-col items-start gap-2">
            <p role="alert" className="text-red-800 dark:text-red-300">
              {t('availabilityError')}
            </p>
            <button type="button" className="nav-link border border-slate-300" onClick={reload}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {range ? (
          <BookingCalendar
            locale={locale}
            first={range.first}
            last={range.last}
            days={days}
            ticketTypes={chosenTypes}
            value={day}
            onChange={(chosen) => {
              setDay(chosen);
              setAlert(null);
            }}
          />
        ) : null}
        <p aria-live="polite" className="mt-3 font-medium">
          {day ? t('chosenDay', { date: dateLabel(day) }) : t('noDayYet')}
        </p>
      </section>
      <section aria-labelledby="booking-tickets">
        <h2 id="booking-tickets" className="mb-3 text-xl font-semibold">
          {t('stepTickets')}
        </h2>
        <ul className="space-y-3">
          {types.map((type) => {
            const quantity = quantities[type.id] ?? 0;
            const line = quote.lines.find((l) => l.ticketType === type.id);
            const left = day
              ? days?.get(day)?.types.find((x) => x.ticketType === type.id)?.left
              : undefined;
            return (
              <li
                key={type.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{type.name}</p>
                  {type.audience ? (
                    <p className="text-sm text-slate-700 dark:text-slate-300">{type.audience}</p>
                  ) : null}
                  <p className="text-sm">
                    {t('pricePer', { price: formatVnd(type.price, locale) })}
                    {line && line.percent > 0 ? (
                      <span className="ml-2 font-medium text-emerald-800 dark:text-emerald-300">
                        {t('tierApplied', { percent: line.percent })}
                      </span>
                    ) : null}
                  </p>
                  {left !== undefined && left < MAX_PER_TYPE ? (
                    <p className="text-sm text-amber-800 dark:text-amber-300">
                      {t('seatsLeft', { count: Math.max(0, left) })}
                    </p>
                  ) : null}
                </div>
                <QuantityStepper
                  id={`ticket-qty-${type.id}`}
                  value={quantity}
                  min={0}
                  max={MAX_PER_TYPE}
                  labels={{
                    quantity: t('quantityOf', { name: type.name }),
                    decrease: t('decrease', { name: type.name }),
                    increase: t('increase', { name: type.name }),
                  }}
                  onChange={(next) => {
                    setAlert(null);
                    setQuantities((current) => ({ ...current, [type.id]: clampQuantity(next) }));
                  }}
                />
                {quantity >= MAX_PER_TYPE ? (
                  <p className="w-full text-sm">
                    <a
                      href={links.quote}
                      className="text-primary-800 underline dark:text-primary-300"
                    >
                      {t('groupQuote')}
                    </a>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-sm">{t('underThreeFree')}</p>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
          <dt>{t('subtotal')}</dt>
          <dd className="text-right">{formatVnd(quote.subtotal, locale)}</dd>
          {quote.discount > 0 ? (
            <>
              <dt>{t('discount')}</dt>
              <dd className="text-right">−{formatVnd(quote.discount, locale)}</dd>
            </>
          ) : null}
          <dt className="text-lg font-bold">{t('total')}</dt>
          <dd className="text-right text-lg font-bold" aria-live="polite">
            {formatVnd(quote.total, locale)}
          </dd>
        </dl>
        {short.length ? (
          <ul role="alert" className="mt-3 space-y-1 text-red-800 dark:text-red-300">
            {short.map((s) => (
              <li key={s.ticketType}>
                {t('shortLine', { name: nameOf(s.ticketType), left: s.left })}
              </li>
            ))}
          </ul>
        ) : null}
        {alert ? (
          <p role="alert" className="mt-3 text-red-800 dark:text-red-300">
            {alert}
          </p>
        ) : null}
        <button
          type="button"
          onClick={proceed}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-primary-500 px-5 py-2 text-base font-semibold text-slate-950 hover:bg-primary-400"
        >
          {t('continue')}
        </button>
      </section>
    </div>
  );
}
