'use client';

// The parts of the ticket checkout that the enhanced form and the plain one (without JavaScript,
// rendered on the server) share: the same fields, names and texts in both.
import { useTranslations } from 'next-intl';
import { CheckoutField } from '@/components/checkout/checkout-field';
import { SummaryDiscountRow } from '@/components/cart/cart-summary';
import type { Locale } from '@/i18n/routing';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { formatVnd } from '@/lib/format';
import { discountLabel } from '@/lib/pricing/summary';
import { type BookableType, pricedTypes, summarizeTickets } from '@/lib/tickets/ticket-quote';
import type { TicketLine } from '@/lib/tickets/ticket-schemas';
import { formatVisitDate } from './e-ticket-card';

/** Who buys: name, phone and email, where the e-tickets go. */
export function BuyerFieldset({
  errors,
  prefill,
}: {
  errors: CheckoutErrors;
  /** Typed before (the plain form sent back after a refusal). */
  prefill?: Readonly<Record<string, string>>;
}) {
  const t = useTranslations('Tickets');
  const tCheckout = useTranslations('Checkout');
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{t('buyer')}</legend>
      <div className="sm:col-span-2">
        <CheckoutField
          name="fullName"
          label={t('fullName')}
          autoComplete="name"
          error={errors.fullName}
          defaultValue={prefill?.fullName}
        />
      </div>
      <CheckoutField
        name="phone"
        label={t('phone')}
        note={tCheckout('phoneHint')}
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        defaultValue={prefill?.phone}
      />
      <CheckoutField
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        defaultValue={prefill?.email}
      />
    </fieldset>
  );
}

/** Bring an ID: the gate checks the holder's name. */
export function IdReminder() {
  const t = useTranslations('Tickets');
  return (
    <p className="rounded-lg border-l-4 border-primary-500 bg-primary-50 p-3 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      {t('idReminder')}
    </p>
  );
}

/**
 * The booking beside the form: the day, each type's tickets at full price, then each discount on
 * its own row (the tier per type, the voucher when one is taken off) and the total, which add up
 * (DESIGN.md §20, the shared builder), and a way back to change it.
 */
export function TicketOrderSummary({
  locale,
  types,
  visitDate,
  lines,
  voucher,
  bookingLink,
}: {
  locale: Locale;
  types: BookableType[];
  visitDate: string;
  lines: TicketLine[];
  /** The checked voucher and the total after it. */
  voucher?: { code: string; discount: number; total: number } | null;
  bookingLink: string;
}) {
  const t = useTranslations('Tickets');
  const nameOf = (id: string) => types.find((type) => type.id === id)?.name ?? id;
  // The booking page's rows, bundle saving included (src/lib/tickets/ticket-quote.ts).
  const summary = summarizeTickets(pricedTypes(types), nameOf, lines, {
    voucher: voucher ? { code: voucher.code, amount: voucher.discount } : null,
    label: (subject) => discountLabel(locale, subject),
  });
  return (
    <section aria-labelledby="ticket-summary-heading">
      <h2 id="ticket-summary-heading" className="mb-2 text-lg font-semibold">
        {t('summary')}
      </h2>
      <p className="mb-2">{t('visitDay', { date: formatVisitDate(visitDate, locale) })}</p>
      <ul className="space-y-1 text-sm">
        {summary.lines.map((line) => (
          <li key={line.ticketType} className="flex justify-between gap-3">
            <span>
              {line.name} × {line.quantity}
            </span>
            <span>{formatVnd(line.undiscountedTotal, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 border-t border-slate-200 pt-2 dark:border-slate-700">
        {summary.discounts.map((discount) => (
          <SummaryDiscountRow
            key={`${discount.kind}-${discount.subject}`}
            label={discount.label}
            amount={discount.amount}
            locale={locale}
          />
        ))}
        <dt className="font-bold">{t('total')}</dt>
        <dd className="text-right font-bold">{formatVnd(summary.totalAmount, locale)}</dd>
      </dl>
      <a href={bookingLink} className="mt-2 inline-block text-sm underline">
        {t('changeSelection')}
      </a>
    </section>
  );
}
