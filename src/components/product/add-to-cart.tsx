'use client';

import { useEffect, useId, useState } from 'react';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import type { BuyState } from '@/lib/cart/buy-actions';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { whenIdle } from '@/lib/when-idle';

export interface AddToCartLabels {
  quantity: string;
  decrease: string;
  increase: string;
  addToCart: string;
  adding: string;
  /** With `{name}`. */
  added: string;
  viewCart: string;
  disabled: string;
  noVariant: string;
  outOfStock: string;
  notFound: string;
  addError: string;
  /** With `{count}`. */
  stockLeft: string;
  /** With `{count}`: an add refused although some are left (the cart already holds the rest). */
  notEnoughLeft: string;
}

export interface BuyItem {
  sku: string;
  name: string;
  category?: string;
  price: number;
  /** Content's starting stock; the store's count replaces it once read. */
  stock: number;
}

export interface AddToCartProps {
  /** The chosen variant or priced service; null when the options match no variant. */
  item: BuyItem | null;
  /** Every SKU of the page, read again for stock left when an add finds too few. */
  skus: readonly string[];
  /** The add-to-cart switch (flag and setting) as the page was rendered; the server decides. */
  enabled: boolean;
  cartHref: string;
  labels: AddToCartLabels;
  /** A service's date (YYYY-MM-DD); required when `needsDate`. */
  serviceDate?: string;
  needsDate?: boolean;
  /** Shown before the button (a service's date input). */
  before?: React.ReactNode;
  /** Hears the stock read again after a refused add, so the page's stock line says the same. */
  onStockRead?: (left: Readonly<Record<string, number>>) => void;
}

// The cart calls (and the tRPC client) load at idle, off the page's start-up, ready for a click.
const actions = () => import('@/lib/cart/buy-actions');
// Analytics alone for a view: it sends nothing without a consent, and needs no API client.
const analytics = () => import('@/lib/analytics/events').then((m) => m.analytics);
// The toast store only matters once the shopper has clicked: it stays out of the page's first load.
const toasts = () => import('@/lib/toast').then((m) => m.toast);

type Status = { kind: 'added'; name: string } | { kind: 'error'; message: string } | null;

/**
 * Quantity (1 to stock left) and the add-to-cart button. The switch and the stock come with the
 * page (the store's figures, regenerated when they change), so the button works as soon as the
 * leaf has hydrated; the server still refuses what is gone, and the stock is read again then.
 */
export function AddToCart({
  item,
  skus,
  enabled,
  cartHref,
  labels,
  serviceDate,
  needsDate,
  before,
  onStockRead,
}: AddToCartProps) {
  const id = useId();
  const hydrated = useHydrated();
  // What the last add found, when it differs from the page's figures.
  const [state, setState] = useState<BuyState>({ enabled, left: null });
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const viewed = item?.sku ?? null;

  useEffect(() => {
    if (!state.enabled) return;
    whenIdle(() => void actions());
  }, [state.enabled]);

  useEffect(() => {
    if (!viewed || !item) return;
    void analytics().then((events) =>
      events.viewItem({
        item_id: item.sku,
        item_name: item.name,
        item_category: item.category,
        quantity: 1,
        price: item.price,
      }),
    );
    // view_item once per variant shown, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewed]);

  const left = item ? (state.left?.[item.sku] ?? item.stock) : 0;
  const max = Math.max(1, left);
  const shown = Math.min(quantity, max);
  const reason = !state.enabled
    ? labels.disabled
    : !item
      ? labels.noVariant
      : left <= 0
        ? labels.outOfStock
        : null;
  // Before hydration a click would do nothing: the button says so by waiting disabled.
  const disabled = !hydrated || reason !== null || busy || (needsDate && !serviceDate);

  async function add() {
    if (!item || disabled) return;
    setBusy(true);
    setStatus(null);
    const m = await actions();
    const result = await m.addToCart(
      { sku: item.sku, quantity: shown, ...(serviceDate ? { serviceDate } : {}) },
      { item_id: item.sku, item_name: item.name, item_category: item.category, price: item.price },
    );
    setBusy(false);
    if (result.ok) {
      const message = labels.added.replace('{name}', item.name);
      void toasts().then((toast) => toast.success(message));
      setStatus({ kind: 'added', name: item.name });
      return;
    }
    if (result.reason === 'disabled') setState((s) => ({ ...s, enabled: false }));
    let leftNow = left;
    if (result.reason === 'conflict') {
      // Someone bought the last units meanwhile, or the cart holds the rest: read the stock
      // again; the stepper, this box and the page's stock line follow the same figure.
      const fresh = await m.loadBuyState(skus);
      setState(fresh);
      if (fresh.left) onStockRead?.(fresh.left);
      leftNow = fresh.left?.[item.sku] ?? left;
    }
    const message =
      result.reason === 'not-found'
        ? labels.notFound
        : result.reason === 'disabled'
          ? labels.disabled
          : result.reason === 'conflict'
            ? leftNow > 0
              ? labels.notEnoughLeft.replace('{count}', String(leftNow))
              : labels.outOfStock
            : labels.addError;
    void toasts().then((toast) => toast.error(message));
    setStatus({ kind: 'error', message });
  }

  // Without scripts it cannot work: the product page's plain form stands in.
  return (
    <div className="mt-5 space-y-3 noscript:hidden">
      {before}
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          id={`${id}-quantity`}
          value={shown}
          max={max}
          disabled={!hydrated || reason !== null}
          labels={labels}
          onChange={setQuantity}
        />
        <Button onClick={() => void add()} disabled={disabled}>
          {busy ? labels.adding : labels.addToCart}
        </Button>
      </div>
      {item && left > 0 && skus.length ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {labels.stockLeft.replace('{count}', String(left))}
        </p>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {reason ? (
          <p className="font-medium text-red-800 dark:text-red-300">{reason}</p>
        ) : status?.kind === 'added' ? (
          <p className="text-green-800 dark:text-green-300">
            {labels.added.replace('{name}', status.name)}{' '}
            <a href={cartHref} className="font-semibold underline">
              {labels.viewCart}
            </a>
          </p>
        ) : status?.kind === 'error' ? (
          <p className="font-medium text-red-800 dark:text-red-300">{status.message}</p>
        ) : null}
      </div>
    </div>
  );
}
