'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { cartLineCount, subscribeCart } from '@/lib/cart/cart-state';

export interface CartBadgeProps {
  href: string;
  label: string;
  /** Accessible name with the count: `{count}` is replaced ("Giỏ hàng, {count} sản phẩm"). */
  countLabel: { one: string; other: string };
}

function startCartWhenIdle() {
  const start = () =>
    import('@/lib/cart/runtime')
      .then((m) => m.startCart())
      .catch((error: unknown) => console.warn('[cart] start-up failed', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 1);
}

/** The header's cart link with the line count; the cart's start-up code loads after idle. */
export function CartBadge({ href, label, countLabel }: CartBadgeProps) {
  const count = useSyncExternalStore(subscribeCart, cartLineCount, () => 0);
  useEffect(startCartWhenIdle, []);
  const name = count
    ? (count === 1 ? countLabel.one : countLabel.other).replace('{count}', String(count))
    : label;
  // The visible text stays part of the accessible name (WCAG 2.5.3): the count is read out as the
  // rest of the sentence, the round badge is for the eyes only.
  const rest = name.startsWith(label) ? name.slice(label.length) : null;
  return (
    <Link
      href={href}
      prefetch={false}
      className="nav-link inline-flex items-center gap-1.5"
      aria-label={rest === null ? name : undefined}
    >
      <span>
        {label}
        {rest ? <span className="sr-only">{rest}</span> : null}
      </span>
      {count ? (
        <span
          aria-hidden="true"
          className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary-500 px-1.5 text-xs font-bold text-slate-950"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
