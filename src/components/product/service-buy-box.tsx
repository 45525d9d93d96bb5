'use client';

import { vietnamDate } from '@/lib/calendar';
import { useId, useState, useSyncExternalStore } from 'react';
import { AddToCart, type AddToCartLabels } from './add-to-cart';
import { noSubscription } from '@/lib/use-hydrated';

// A service is not stock-limited in the store; the stepper still needs an upper bound.
const SERVICE_MAX_QUANTITY = 20;

export interface ServiceBuyBoxProps {
  service: { id: string; name: string; price: number };
  /** The first day it can be booked (YYYY-MM-DD, Vietnam's today at build/regeneration). */
  minDate: string;
  cartHref: string;
  dateLabel: string;
  cartLabels: AddToCartLabels;
  /** The add-to-cart switch as the page was rendered. */
  addToCartEnabled: boolean;
}

/** A priced service's date and add-to-cart (its line carries the service date). */
export function ServiceBuyBox({
  service,
  minDate,
  cartHref,
  dateLabel,
  cartLabels,
  addToCartEnabled,
}: ServiceBuyBoxProps) {
  const id = useId();
  const [date, setDate] = useState('');
  // The page is static: the build's "today" is only what the server renders; the browser's wins.
  const today = useSyncExternalStore(
    noSubscription,
    () => vietnamDate(new Date()),
    () => minDate,
  );
  return (
    <AddToCart
      item={{
        sku: service.id,
        name: service.name,
        category: 'service',
        price: service.price,
        stock: SERVICE_MAX_QUANTITY,
      }}
      skus={[]}
      enabled={addToCartEnabled}
      cartHref={cartHref}
      labels={cartLabels}
      needsDate
      serviceDate={date && date >= today ? date : undefined}
      before={
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-date`} className="text-sm font-medium">
            {dateLabel}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            className="min-h-11 w-fit rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
      }
    />
  );
}
