'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useStartupTask } from '@/components/ui/client-area';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { Locale } from '@/i18n/routing';
import { currentCartId, mergeGuestCart, noteCart, pageLocale } from '@/lib/cart/runtime';
import { formatDate, formatVnd } from '@/lib/format';
import { QuantityStepper } from './quantity-stepper';
import { CartSummary, cartSummaryRows } from './cart-summary';
import { getTrpcClient } from '@/lib/trpc/client';
import type { Cart, CartLine } from '@/lib/trpc/contract';
import { Alert } from '@/components/ui/alert';

export interface CartViewProps {
  locale: Locale;
  links: { products: string; tickets: string; checkout: string };
  /** content/site.yaml's free-shipping text ("Miễn phí vận chuyển cho đơn hàng từ 500.000đ"). */
  freeShippingText: string;
}

async function loadCart(): Promise<Cart> {
  await mergeGuestCart();
  const cart = await getTrpcClient().cart.get.query({
    cartId: currentCartId(),
    locale: pageLocale(),
  });
  noteCart(cart);
  return cart;
}

/** The cart page: lines with quantity and remove, per-line and cart totals, checkout link. */
export function CartView({ locale, links, freeShippingText }: CartViewProps) {
  const t = useTranslations('Cart');
  const registerStartup = useStartupTask();
  const [cart, setCart] = useState<Cart | null>(null);
  const [failed, setFailed] = useState(false);
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const [lineError, setLineError] = useState<{ lineId: string; message: string } | null>(null);
  const started = useRef(false);

  function load() {
    setFailed(false);
    const task = loadCart().then(setCart, (error: unknown) => {
      console.error('[cart] loading the cart failed', error);
      setFailed(true);
    });
    return task;
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    registerStartup(load());
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function change(line: CartLine, quantity: number | null) {
    setBusyLine(line.lineId);
    setLineError(null);
    try {
      const client = getTrpcClient();
      const cartId = currentCartId();
      const next =
        quantity === null
          ? await client.cart.removeItem.mutate({ cartId, lineId: line.lineId, locale })
          : await client.cart.updateItem.mutate({ cartId, lineId: line.lineId, quantity, locale });
      noteCart(next);
      setCart(next);
    } catch (error) {
      console.error('[cart] changing a line failed', error);
      setLineError({ lineId: line.lineId, message: t('updateError') });
    } finally {
      setBusyLine(null);
    }
  }

  if (failed) {
    return (
      <RetryAlert
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => void load()}
        gapClass="gap-3"
      />
    );
  }
  if (!cart) return null;
  if (!cart.lines.length) {
    return (
      <div className="mt-4 space-y-4">
        <p className="text-lg">{t('empty')}</p>
        <p className="flex flex-wrap gap-3">
          <a href={links.products} className="nav-link border border-slate-300">
            {t('browseProducts')}
          </a>
          <a href={links.tickets} className="nav-link border border-slate-300">
            {t('browseTickets')}
          </a>
        </p>
      </div>
    );
  }

  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_20rem]">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('product')}>
        {cart.lines.map((line) => (
          <li key={line.lineId} className="flex gap-4 py-4">
            {line.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail from the content image route
              <img
                src={line.image.src}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="size-20 shrink-0 rounded-lg object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1 space-y-2">
              <p className="font-semibold text-slate-950 dark:text-white">{line.name}</p>
              {line.optionsLabel ? (
                <p className="text-sm text-slate-700 dark:text-slate-300">{line.optionsLabel}</p>
              ) : null}
              {line.serviceDate ? (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('serviceDateLine', { date: formatDate(line.serviceDate, locale) })}
                </p>
              ) : null}
              <p className="text-sm">
                {t('unitPrice')}: {formatVnd(line.unitPrice, locale)}
              </p>
              {line.capped && typeof line.left === 'number' ? (
                <p className="text-sm font-medium text-amber-800 dark:text-amber-300" role="note">
                  {line.left > 0 ? t('capped', { count: line.left }) : t('soldOut')}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <QuantityStepper
                  id={`quantity-${line.lineId}`}
                  value={line.quantity}
                  max={Math.max(1, line.left ?? 999)}
                  disabled={busyLine === line.lineId}
                  labels={{
                    quantity: t('quantityOf', { name: line.name }),
                    decrease: t('decrease'),
                    increase: t('increase'),
                  }}
                  onChange={(quantity) => void change(line, quantity)}
                />
                <button
                  type="button"
                  className="nav-link min-h-11 border border-slate-300 dark:border-slate-600"
                  aria-label={t('removeLabel', { name: line.name })}
                  disabled={busyLine === line.lineId}
                  onClick={() => void change(line, null)}
                >
                  {t('remove')}
                </button>
              </div>
              {lineError?.lineId === line.lineId ? (
                <Alert tone="error" className="text-sm">
                  {lineError.message}
                </Alert>
              ) : null}
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                <dt>{t('lineSubtotal')}</dt>
                <dd>{formatVnd(line.subtotal, locale)}</dd>
                {line.discount ? (
                  <>
                    <dt>{t('lineDiscount')}</dt>
                    <dd className="text-green-800 dark:text-green-300">
                      −{formatVnd(line.discount, locale)}
                    </dd>
                  </>
                ) : null}
                <dt className="font-semibold">{t('lineTotal')}</dt>
                <dd className="font-semibold">{formatVnd(line.total, locale)}</dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
      <div className="space-y-4">
        <CartSummary
          summary={cartSummaryRows(cart, locale)}
          locale={locale}
          freeShippingText={freeShippingText}
        />
        <a
          href={links.checkout}
          className="flex min-h-11 items-center justify-center rounded-lg bg-primary-500 px-5 font-semibold text-slate-950 no-underline hover:bg-primary-400"
        >
          {t('checkout')}
        </a>
      </div>
    </div>
  );
}
