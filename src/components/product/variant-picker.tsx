'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
// Not @/lib/format: its date formatting would join the product page's first load.
import { formatVnd } from '@/lib/format-vnd';
import { stockState } from './stock-state';

export interface VariantPickerProps {
  locale: Locale;
  options: { id: string; name: string; values: { id: string; label: string }[] }[];
  variants: { sku: string; values: Record<string, string>; price: number; stock: number }[];
  /** Values selected on first render (the server renders the same state). */
  initial: Record<string, string>;
  labels: {
    price: string;
    inStock: string;
    lowStock: string;
    outOfStock: string;
    noVariant: string;
    availability: string;
  };
  /** Told the new selection whenever the shopper picks a value (the add-to-cart leaf follows it). */
  onSelect?(selected: Record<string, string>): void;
}

/** Option radios that show the chosen variant's price and stock state (SKUs are internal). */
export function VariantPicker({
  locale,
  options,
  variants,
  initial,
  labels,
  onSelect,
}: VariantPickerProps) {
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const variant = variants.find((v) => options.every((o) => v.values[o.id] === selected[o.id]));

  return (
    <div className="space-y-5">
      {options.map((option) => (
        <fieldset key={option.id}>
          <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
            {option.name}
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const inputId = `${id}-${option.id}-${value.id}`;
              return (
                <div key={value.id}>
                  <input
                    type="radio"
                    id={inputId}
                    name={`${id}-${option.id}`}
                    value={value.id}
                    checked={selected[option.id] === value.id}
                    onChange={() => {
                      const next = { ...selected, [option.id]: value.id };
                      setSelected(next);
                      onSelect?.(next);
                    }}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={inputId}
                    className="inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-900 peer-checked:border-slate-950 peer-checked:bg-slate-950 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-primary-700 peer-focus-visible:ring-offset-2 dark:border-slate-600 dark:text-slate-100 dark:peer-checked:border-white dark:peer-checked:bg-white dark:peer-checked:text-slate-950"
                  >
                    {value.label}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div
        role="status"
        aria-live="polite"
        className="rounded-lg bg-slate-50 p-4 dark:bg-slate-900"
      >
        {variant ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-700 dark:text-slate-300">{labels.price}</dt>
            <dd className="text-2xl font-bold text-slate-950 dark:text-white">
              {formatVnd(variant.price, locale)}
            </dd>
            <dt className="text-slate-700 dark:text-slate-300">{labels.availability}</dt>
            <dd
              className={`font-semibold ${variant.stock > 0 ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}
            >
              {labels[stockState(variant.stock)]}
            </dd>
          </dl>
        ) : (
          <p className="text-sm font-medium text-red-800 dark:text-red-300">{labels.noVariant}</p>
        )}
      </div>
    </div>
  );
}
