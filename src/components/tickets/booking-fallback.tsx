import { getTranslations } from 'next-intl/server';
import { inputClass } from '@/components/checkout/field-style';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { type BookableType, MAX_PER_TYPE } from '@/lib/tickets/ticket-quote';

export interface BookingFallbackProps {
  locale: Locale;
  types: BookableType[];
  /** The ticket checkout, which reads the day and quantities from its address. */
  action: string;
  /** The bookable days when the page was rendered; the server refuses a day that has passed. */
  range: { first: string; last: string };
}

/**
 * /dat-ve without JavaScript: the day and the quantities as a plain form that opens the
 * checkout with them in the address (lib/tickets/booking-query.ts). Scripts never parse it.
 */
export async function BookingFallback({ locale, types, action, range }: BookingFallbackProps) {
  const t = await getTranslations({ locale, namespace: 'Tickets' });
  return (
    <noscript>
      <form method="get" action={action} className="mt-6 grid max-w-xl gap-6">
        <div className="flex flex-col gap-1">
          <label htmlFor="booking-day-input" className="text-xl font-semibold">
            {t('stepDay')}
          </label>
          <input
            id="booking-day-input"
            type="date"
            name="day"
            required
            min={range.first}
            max={range.last}
            className={inputClass}
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-3 text-xl font-semibold">{t('stepTickets')}</legend>
          {types.map((type) => (
            <div
              key={type.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            >
              <label htmlFor={`booking-qty-${type.id}`} className="min-w-0 flex-1">
                <span className="block font-semibold">{t('quantityOf', { name: type.name })}</span>
                <span className="block text-sm">
                  {t('pricePer', { price: formatVnd(type.price, locale) })}
                </span>
              </label>
              <input
                id={`booking-qty-${type.id}`}
                type="number"
                name={type.id}
                inputMode="numeric"
                min={0}
                max={MAX_PER_TYPE}
                defaultValue={0}
                className={inputClass.replace('w-full', 'w-24')}
              />
            </div>
          ))}
        </fieldset>
        <p className="text-sm">{t('underThreeFree')}</p>
        <button
          type="submit"
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-primary-500 px-5 py-2 text-base font-semibold text-slate-950 hover:bg-primary-400"
        >
          {t('continue')}
        </button>
      </form>
    </noscript>
  );
}
