import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { VoucherSummaryLine } from '@/components/checkout/voucher-summary-line';

export interface Totals {
  subtotal: number;
  discount: number;
  /** Null for what never ships (a ticket order): no shipping line at all. */
  shippingFee: number | null;
  total: number;
}

/** Subtotal, discount, shipping (or the free-shipping hint) and total of a cart or an order. */
export function CartSummary({
  cart,
  locale,
  freeShippingText,
  voucher,
}: {
  cart: Totals;
  locale: Locale;
  freeShippingText?: string;
  /** The voucher taken off after the tier discounts (the total already counts it). */
  voucher?: { code: string; discount: number } | null;
}) {
  const t = useTranslations('Cart');
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-xl bg-slate-50 p-4 dark:bg-slate-900"
    >
      <h2 id="cart-summary-heading" className="mb-3 text-lg font-semibold">
        {t('summary')}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt>{t('subtotal')}</dt>
        <dd>{formatVnd(cart.subtotal, locale)}</dd>
        <dt>{t('discount')}</dt>
        <dd>{cart.discount ? `−${formatVnd(cart.discount, locale)}` : formatVnd(0, locale)}</dd>
        {voucher ? <VoucherSummaryLine voucher={voucher} locale={locale} /> : null}
        {cart.shippingFee !== null ? (
          <>
            <dt>{t('shipping')}</dt>
            <dd>{cart.shippingFee ? formatVnd(cart.shippingFee, locale) : t('shippingFree')}</dd>
          </>
        ) : null}
        <dt className="mt-2 text-base font-bold">{t('total')}</dt>
        <dd className="mt-2 text-base font-bold" data-testid="cart-total">
          {formatVnd(cart.total, locale)}
        </dd>
      </dl>
      {cart.shippingFee && freeShippingText ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{freeShippingText}</p>
      ) : null}
    </section>
  );
}
