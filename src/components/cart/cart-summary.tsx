import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { buildPriceSummary, discountLabel, summaryLineOf } from '@/lib/pricing/summary';

/**
 * What a summary shows (DESIGN.md §20): the lines at full price (their sum), each discount on its
 * own row with its label, shipping, and the total; subtotal − discounts + shipping = total.
 */
export interface SummaryRows {
  subtotal: number;
  discounts: readonly { kind: string; label: string; amount: number }[];
  /** Null for what never ships (a ticket order): no shipping line at all. */
  shippingFee: number | null;
  total: number;
}

/** A priced cart (lines with their tier discounts) and the checked voucher, as summary rows. */
export function cartSummaryRows(
  cart: {
    lines: readonly {
      name: string;
      unitPrice: number;
      quantity: number;
      subtotal: number;
      discount: number;
    }[];
    shippingFee: number;
  },
  locale: Locale,
  voucher?: { code: string; discount: number } | null,
): SummaryRows {
  const summary = buildPriceSummary({
    lines: cart.lines.map(summaryLineOf),
    voucher: voucher ? { code: voucher.code, amount: voucher.discount } : null,
    shippingFee: cart.shippingFee,
    label: (subject) => discountLabel(locale, subject),
  });
  return {
    subtotal: summary.lines.reduce((sum, line) => sum + line.undiscountedTotal, 0),
    discounts: summary.discounts,
    shippingFee: summary.shippingFee,
    total: summary.totalAmount,
  };
}

/** Subtotal, each discount, shipping (or the free-shipping hint) and total of a cart or an order. */
export function CartSummary({
  summary,
  locale,
  freeShippingText,
}: {
  summary: SummaryRows;
  locale: Locale;
  freeShippingText?: string;
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
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{t('subtotal')}</dt>
        <dd className="text-right">{formatVnd(summary.subtotal, locale)}</dd>
        {summary.discounts.map((discount, index) => (
          <SummaryDiscountRow
            key={`${discount.kind}-${index}`}
            label={discount.label}
            amount={discount.amount}
            locale={locale}
          />
        ))}
        {summary.shippingFee !== null ? (
          <>
            <dt>{t('shipping')}</dt>
            <dd className="text-right">
              {summary.shippingFee ? formatVnd(summary.shippingFee, locale) : t('shippingFree')}
            </dd>
          </>
        ) : null}
        <dt className="mt-2 text-base font-bold">{t('total')}</dt>
        <dd className="mt-2 text-right text-base font-bold" data-testid="cart-total">
          {formatVnd(summary.total, locale)}
        </dd>
      </dl>
      {summary.shippingFee && freeShippingText ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{freeShippingText}</p>
      ) : null}
    </section>
  );
}

/** One discount's row: its label, then the amount taken off ("−1.225.000đ"). */
export function SummaryDiscountRow({
  label,
  amount,
  locale,
}: {
  label: string;
  amount: number;
  locale: Locale;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right text-green-800 dark:text-green-300">
        −{formatVnd(amount, locale)}
      </dd>
    </>
  );
}
