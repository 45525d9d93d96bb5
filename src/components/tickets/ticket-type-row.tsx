import { useTranslations } from 'next-intl';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import type { Locale } from '@/i18n/locales';
import { formatVnd } from '@/lib/format';
import { type BookableType, MAX_PER_TYPE } from '@/lib/tickets/ticket-quote';

export interface TicketTypeRowProps {
  type: BookableType;
  locale: Locale;
  quantity: number;
  /** The tier percent the line reached (0: none). */
  percent: number;
  /** Seats of this type left on the chosen day; undefined before a day is chosen. */
  left: number | undefined;
  onChange(quantity: number): void;
}

/**
 * One ticket type on the booking page: name, audience, price, and a quantity that never goes past
 * the most per order or the seats the chosen day has left, saying which held it. A type sold out
 * that day says "Hết vé" and cannot be added (one already chosen can still be taken away).
 */
export function TicketTypeRow({
  type,
  locale,
  quantity,
  percent,
  left,
  onChange,
}: TicketTypeRowProps) {
  const t = useTranslations('Tickets');
  const soldOut = left !== undefined && left <= 0;
  const limit = left === undefined ? MAX_PER_TYPE : Math.min(MAX_PER_TYPE, left);
  const heldBySeats = left !== undefined && left < MAX_PER_TYPE && quantity >= left && !soldOut;
  return (
    <li
      data-ticket-type={type.id}
      data-sold-out={soldOut ? 'true' : undefined}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {type.name}
          {soldOut ? (
            <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              {t('soldOutType')}
            </span>
          ) : null}
        </p>
        {type.audience ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{type.audience}</p>
        ) : null}
        <p className="text-sm">
          {t('pricePer', { price: formatVnd(type.price, locale) })}
          {percent > 0 ? (
            <span className="ml-2 font-medium text-emerald-800 dark:text-emerald-300">
              {t('tierApplied', { percent })}
            </span>
          ) : null}
        </p>
        {soldOut ? (
          <p className="text-sm font-medium text-red-800 dark:text-red-300">
            {t('soldOutTypeDay')}
          </p>
        ) : left !== undefined && left < MAX_PER_TYPE && !heldBySeats ? (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            {t('seatsLeft', { count: left })}
          </p>
        ) : null}
      </div>
      <QuantityStepper
        id={`ticket-qty-${type.id}`}
        value={quantity}
        min={0}
        max={limit}
        disabled={soldOut && quantity === 0}
        labels={{
          quantity: t('quantityOf', { name: type.name }),
          decrease: t('decrease', { name: type.name }),
          increase: t('increase', { name: type.name }),
        }}
        onChange={onChange}
      />
      {heldBySeats ? (
        // The day's seats stop the "+" here: say so where it happened.
        <p role="status" className="w-full text-sm text-amber-800 dark:text-amber-300">
          {t('seatsLimit', { count: left })}
        </p>
      ) : quantity >= MAX_PER_TYPE ? (
        <p role="status" className="w-full text-sm text-amber-800 dark:text-amber-300">
          {t('maxReached', { max: MAX_PER_TYPE })}
        </p>
      ) : null}
    </li>
  );
}
