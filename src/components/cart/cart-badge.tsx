'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { CartIcon } from '@/components/layout/header-icons';
import { cartLineCount, subscribeCart } from '@/lib/cart/cart-state';
import { whenIdle } from '@/lib/when-idle';

export interface CartBadgeProps {
  href: string;
  label: string;
  /** Accessible name with the count: `{count}` is replaced ("Giỏ hàng, {count} sản phẩm"). */
  countLabel: { one: string; other: string };
}

function startCartWhenIdle() {
  whenIdle(() => {
    import('@/lib/cart/runtime')
      .then((m) => m.startCart())
      .catch((error: unknown) => console.warn('[cart] start-up failed', error));
  });
}

/** The header's cart link with the line count; the cart's start-up code loads after idle. */
export function CartBadge({ href, label, countLabel }: CartBadgeProps) {
  const count = useSyncExternalStore(subscribeCart, cartLineCount, () => 0);
  useEffect(startCartWhenIdle, []);
  const name = count
    ? (count === 1 ? countLabel.one : countLabel.other).replace('{count}', String(count))
    : label;
  return (
    <a
      href={href}
      className="nav-link relative inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5"
      aria-label={name}
    >
      {/* Below 1024 px an icon, its name the link's; the word "Giỏ hàng" from there on. */}
      <CartIcon className="lg:hidden" />
      <span className="max-lg:sr-only">{label}</span>
      {count ? (
        // The number is drawn by CSS: the link's visible text stays "Giỏ hàng", which its
        // accessible name "Giỏ hàng, 3 sản phẩm" contains (WCAG 2.5.3, axe's name-mismatch rule).
        <span
          aria-hidden="true"
          data-count={count}
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary-500 px-1 text-xs font-bold text-slate-950 after:content-[attr(data-count)] max-lg:absolute max-lg:top-0 max-lg:right-0 lg:min-w-6 lg:px-1.5"
        />
      ) : null}
    </a>
  );
}
