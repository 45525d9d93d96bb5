'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { QuoteButton, type QuoteButtonProps } from '@/components/leads/quote-button';
import type { Locale } from '@/i18n/routing';
import { discountLabel } from '@/lib/pricing/summary';
import { dayState, isChoosable, seatsLeft, shortLines } from '@/lib/tickets/booking-calendar';
import {
  bookingFromQuery,
  bookingQueryEntries,
  preselectionFromQuery,
  QTY_KEY,
  TYPE_KEY,
} from '@/lib/tickets/booking-query';
import type { CalendarNames } from '@/lib/tickets/calendar-names';
import type { PackedDays } from '@/lib/tickets/packed-days';
import { loadSelection, saveSelection } from '@/lib/tickets/selection';
import { type HeldSeats, waitlistLinkOf, withHold } from '@/lib/tickets/waitlist-link';
import {
  type BookableType,
  clampQuantity,
  MAX_PER_TYPE,
  needsAdult,
  pricedTypes,
  summarizeTickets,
} from '@/lib/tickets/ticket-quote';
import { currentQuery, replaceQuery } from '@/lib/url-state';
import { useAvailability, type BookableRange } from './availability';
import { BestPriceOffer } from './best-price-offer';
import { BookingCalendar } from './booking-calendar';
import { BookingSummary } from './booking-summary';
import { TicketTypeRow } from './ticket-type-row';
import { useBestPrice } from './use-best-price';
import type { TicketLine } from '@/lib/tickets/ticket-schemas';
import { Alert } from '@/components/ui/alert';
import { WaitlistJoin } from './waitlist-join';
import { WaitlistLeave } from './waitlist-leave';

export interface TicketBookingProps {
  locale: Locale;
  types: BookableType[];
  links: { checkout: string };
  /** `HH:MM` in Việt Nam: today's tickets are sold until then (content/site.yaml). */
  closes: string;
  /** The bookable range when the server rendered the page (the browser's clock then decides). */
  initialRange?: BookableRange;
  /** That range's seats when the page was rendered; null when the store could not be read. */
  initialDays?: PackedDays | null;
  /** The group quote dialog's texts: larger groups than one online order takes ask for a quote. */
  quote: Omit<QuoteButtonProps, 'subject' | 'defaults' | 'className'>;
  /** The calendar's names for the month it opens on (lib/tickets/calendar-names.ts). */
  calendarNames?: CalendarNames;
}

/**
 * /dat-ve's client leaf: the visit day, quantities per type (never past the day's seats), the
 * summary, the server's cheaper form of the same people when there is one, the children's rule,
 * "Tiếp tục".
 */
export function TicketBooking({
  locale,
  types,
  links,
  closes,
  initialRange,
  initialDays,
  quote: quoteButton,
  calendarNames,
}: TicketBookingProps) {
  const t = useTranslations('Tickets');
  const { range, availability, reload } = useAvailability(closes, initialRange, initialDays);
  const [day, setDay] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [switched, setSwitched] = useState(false);
  // The waiting list: seats a mailed offer holds, a mailed "Không cần nữa", a sold-out day picked.
  const [hold, setHold] = useState<HeldSeats | null>(null);
  const [leaveToken, setLeaveToken] = useState<string | null>(null);
  const [soldOutDay, setSoldOutDay] = useState<string | null>(null);

  const restored = useRef(false);

  useEffect(() => {
    // The address first (a reload, a shared link, the language switch), then a price's "Đặt vé"
    // naming its type (`?type=…&qty=…`: a fresh choice wins over the tab's), then a return from
    // checkout. Read after hydration: the static HTML is the same for every visitor.
    void Promise.resolve().then(() => {
      const ids = types.map((type) => type.id);
      const query = currentQuery();
      const fromQuery = bookingFromQuery(query, ids);
      const preselected = preselectionFromQuery(query, ids);
      const saved = loadSelection();
      const link = waitlistLinkOf(window.location.hash);
      if (link?.kind === 'leave') setLeaveToken(link.token);
      const [held] = Object.entries(fromQuery?.quantities ?? {});
      if (link?.kind === 'offer' && fromQuery?.day && held) {
        setHold({ token: link.token, day: fromQuery.day, ticketType: held[0], quantity: held[1] });
      }
      if (fromQuery) {
        setDay(fromQuery.day);
        setQuantities(fromQuery.quantities);
      } else if (preselected) {
        setQuantities(preselected);
      } else if (saved) {
        setDay(saved.visitDate);
        setQuantities(Object.fromEntries(saved.lines.map((l) => [l.ticketType, l.quantity])));
      }
      restored.current = true;
    });
  }, [types]);

  useEffect(() => {
    if (!restored.current) return;
    const ids = types.map((type) => type.id);
    replaceQuery({
      ...bookingQueryEntries({ day, quantities }, ids),
      [TYPE_KEY]: null,
      [QTY_KEY]: null,
    });
  }, [types, day, quantities]);

  const lines: TicketLine[] = useMemo(
    () =>
      types
        .map((type) => ({ ticketType: type.id, quantity: quantities[type.id] ?? 0 }))
        .filter((line) => line.quantity > 0),
    [types, quantities],
  );
  const priced = useMemo(() => pricedTypes(types), [types]);
  const nameOf = (id: string) => types.find((type) => type.id === id)?.name ?? id;
  // The same pure pricing as the server's quote, so the rows shown are the rows charged.
  const summary = summarizeTickets(priced, nameOf, lines, {
    label: (subject) => discountLabel(locale, subject),
  });
  const adultMissing = needsAdult(types, lines);
  const days = useMemo(
    () => withHold(availability.state === 'ready' ? availability.days : null, hold),
    [availability, hold],
  );
  const best = useBestPrice(locale, adultMissing ? null : (day ?? range?.first ?? null), lines);
  const chosenTypes = lines.map((l) => l.ticketType);
  // A day chosen earlier that the new quantities no longer fit stays chosen, with a warning.
  const short = day && days ? shortLines(days.get(day), lines) : [];
  const dayOk = Boolean(day && days && isChoosable(dayState(days.get(day), chosenTypes)));
  const dateLabel = (value: string) =>
    new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${value}T00:00:00Z`));

  function change(id: string, next: number) {
    setAlert(null);
    setSwitched(false);
    setQuantities((current) => ({ ...current, [id]: clampQuantity(next) }));
  }

  function takeBest() {
    if (!best) return;
    setAlert(null);
    setQuantities(Object.fromEntries(best.lines.map((line) => [line.ticketType, line.quantity])));
    setSwitched(true);
  }

  function proceed() {
    if (!day || !dayOk) {
      setAlert(t('chooseDay'));
      return;
    }
    if (!lines.length) {
      setAlert(t('chooseTickets'));
      return;
    }
    if (adultMissing) {
      setAlert(t('adultRule'));
      return;
    }
    if (short.length) {
      setAlert(t('notEnoughSeats'));
      return;
    }
    saveSelection({
      visitDate: day,
      lines,
      ...(hold && hold.day === day ? { waitlistOffer: hold.token } : {}),
    });
    window.location.assign(links.checkout);
  }

  // A day that cannot take the choice: its waiting list, for the first type short of seats.
  const waitlistDay = short.length && day ? day : soldOutDay;
  const firstShort = short[0];
  const waitlistInitial = firstShort
    ? {
        ticketType: firstShort.ticketType,
        quantity: lines.find((l) => l.ticketType === firstShort.ticketType)?.quantity ?? 1,
      }
    : (lines[0] ?? null);

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,28rem)_1fr]">
      {leaveToken ? (
        <div className="lg:col-span-2">
          <WaitlistLeave
            token={leaveToken}
            onDone={() =>
              window.history.replaceState(
                null,
                '',
                window.location.pathname + window.location.search,
              )
            }
          />
        </div>
      ) : null}
      <section aria-labelledby="booking-day">
        <h2 id="booking-day" className="mb-3 text-xl font-semibold">
          {t('stepDay')}
        </h2>
        {availability.state === 'failed' ? (
          <div className="mb-3 flex flex-col items-start gap-2">
            <Alert tone="error">{t('availabilityError')}</Alert>
            <button type="button" className="nav-link border border-slate-300" onClick={reload}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {range ? (
          <BookingCalendar
            // A range the browser's clock moved starts the calendar afresh on its first day.
            key={range.first}
            locale={locale}
            first={range.first}
            last={range.last}
            days={days}
            ticketTypes={chosenTypes}
            value={day}
            names={calendarNames}
            onChange={(chosen) => {
              setDay(chosen);
              setSoldOutDay(null);
              setAlert(null);
            }}
            onSoldOut={setSoldOutDay}
          />
        ) : null}
        {waitlistDay ? (
          <WaitlistJoin
            key={waitlistDay}
            locale={locale}
            day={waitlistDay}
            dayLabel={dateLabel(waitlistDay)}
            types={types.map((type) => ({ id: type.id, name: type.name }))}
            initial={waitlistInitial}
          />
        ) : null}
        <p aria-live="polite" className="mt-3 font-medium">
          {day ? t('chosenDay', { date: dateLabel(day) }) : t('noDayYet')}
          {/* A tapped sold-out day changes no choice: say what the panel above now offers. */}
          {soldOutDay && !day ? (
            <span className="sr-only"> {t('waitlistIntro', { date: dateLabel(soldOutDay) })}</span>
          ) : null}
        </p>
        {hold ? (
          <Alert tone="info" look="boxed" className="mt-3">
            {t('waitlistHold', {
              what: `${hold.quantity} × ${nameOf(hold.ticketType)}`,
              date: dateLabel(hold.day),
            })}
          </Alert>
        ) : null}
      </section>
      <section aria-labelledby="booking-tickets">
        <h2 id="booking-tickets" className="mb-3 text-xl font-semibold">
          {t('stepTickets')}
        </h2>
        <ul className="space-y-3">
          {types.map((type) => (
            <TicketTypeRow
              key={type.id}
              type={type}
              locale={locale}
              quantity={quantities[type.id] ?? 0}
              percent={summary.lines.find((l) => l.ticketType === type.id)?.percent ?? 0}
              left={day && days ? seatsLeft(days.get(day), type.id) : undefined}
              onChange={(next) => change(type.id, next)}
            />
          ))}
        </ul>
        {lines.some((line) => line.quantity >= MAX_PER_TYPE) ? (
          <div className="mt-3 flex flex-col items-start gap-2 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
            <p>{t('groupQuoteIntro')}</p>
            <QuoteButton
              {...quoteButton}
              subject={t('quoteSubject')}
              defaults={{
                departureDate: day ?? undefined,
                message: t('quoteMessage', {
                  lines: lines.map((l) => `${nameOf(l.ticketType)} × ${l.quantity}`).join(', '),
                }),
              }}
            />
          </div>
        ) : null}
        <p className="mt-3 text-sm">{t('underThreeFree')}</p>
        <BookingSummary summary={summary} locale={locale} />
        {best ? (
          <BestPriceOffer
            best={best}
            currentTotal={summary.totalAmount}
            locale={locale}
            onSwitch={takeBest}
          />
        ) : switched ? (
          <Alert tone="success" className="mt-3">
            {t('bestSwitched')}
          </Alert>
        ) : null}
        {adultMissing && alert !== t('adultRule') ? (
          // The rule is said before "Tiếp tục", not only after it refuses.
          <Alert tone="info" look="boxed" className="mt-3">
            {t('adultRule')}
          </Alert>
        ) : null}
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
          <Alert tone="error" className="mt-3">
            {alert}
          </Alert>
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
