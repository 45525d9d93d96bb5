'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CartSummary } from '@/components/cart/cart-summary';
import type { Locale } from '@/i18n/routing';
import { formatDate, formatVnd } from '@/lib/format';
import { formatPhone } from '@/lib/validation/phone';
import type { OrderView } from '@/lib/trpc/contract';
import { Alert } from '@/components/ui/alert';

function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('Orders');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="nav-link min-h-11 border border-slate-300 text-sm dark:border-slate-600"
      onClick={() =>
        void navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          (error: unknown) => console.warn('[orders] copy failed', error),
        )
      }
    >
      {copied ? t('copied') : t('copy', { label })}
    </button>
  );
}

/** The payment part of an order: method, status, and what to do next (pay link, transfer QR). */
function PaymentBlock({ order, locale }: { order: OrderView; locale: Locale }) {
  const t = useTranslations('Orders');
  const payment = order.payment;
  if (!payment) return null;
  // A VietQR transfer names the account; another method's QR carries only its payload.
  const qr = payment.qr && 'bankName' in payment.qr ? payment.qr : null;
  const transfer = qr
    ? (
        [
          ['bankName', qr.bankName],
          ['accountNumber', qr.accountNumber],
          ['accountName', qr.accountName],
          ['amount', String(qr.amount)],
          ['transferNote', qr.description],
        ] as const
      ).filter((row): row is readonly [(typeof row)[0], string] => Boolean(row[1]))
    : [];
  return (
    <section aria-labelledby="order-payment-heading" className="space-y-2">
      <h2 id="order-payment-heading" className="text-lg font-semibold">
        {t('paymentMethod')}
      </h2>
      <p>
        {t(`methods.${payment.method}`)} · {t(`paymentStatuses.${payment.status}`)}
      </p>
      {payment.status === 'failed' ? <Alert tone="error">{t('paymentFailed')}</Alert> : null}
      {payment.status === 'pending' && payment.expiresAt ? (
        <p className="text-sm">
          {t('expiresAt', { time: formatDate(payment.expiresAt, locale, 'dateTime') })}
        </p>
      ) : null}
      {payment.status === 'pending' && payment.checkoutUrl ? (
        <a
          href={payment.checkoutUrl}
          className="inline-flex min-h-11 items-center rounded-lg bg-primary-500 px-5 font-semibold text-slate-950 no-underline hover:bg-primary-400"
        >
          {t('payNow')}
        </a>
      ) : null}
      {payment.status === 'pending' && (payment.qrSvg || transfer.length) ? (
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
          <h3 className="font-semibold">{t('transfer')}</h3>
          {payment.qrSvg ? (
            <div
              role="img"
              aria-label={t('qrAlt')}
              className="w-56 max-w-full bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
              // The SVG is produced by our own server from the order's transfer payload.
              dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
            />
          ) : null}
          <dl className="grid gap-2 text-sm">
            {transfer.map(([key, value]) => (
              <div key={key} className="flex flex-wrap items-center gap-2">
                <dt className="font-medium">{t(key)}:</dt>
                <dd className="font-mono">
                  {key === 'amount' ? formatVnd(Number(value), locale) : value}
                </dd>
                <dd>
                  <CopyButton value={value} label={t(key)} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}

/** The VAT in the total, per rate (prices include it; the rate is the day of payment's). */
function TaxBreakdown({ order, locale }: { order: OrderView; locale: Locale }) {
  const t = useTranslations('Orders');
  if (order.taxBreakdown.length === 0) return null;
  return (
    <section
      aria-labelledby={`order-vat-${order.orderCode}`}
      className="-mt-3 px-4 text-sm text-slate-700 dark:text-slate-300"
    >
      <h2 id={`order-vat-${order.orderCode}`} className="font-medium">
        {t('vatIncluded')}
      </h2>
      <ul data-testid="tax-breakdown">
        {order.taxBreakdown.map((row) => (
          <li key={row.rate} className="flex justify-between gap-3">
            <span>{t('vatLine', { rate: row.rate, net: formatVnd(row.net, locale) })}</span>
            <span className="shrink-0">{formatVnd(row.vat, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An order as the server holds it: statuses, lines, totals, shipping and payment. */
export function OrderDetails({ order, locale }: { order: OrderView; locale: Locale }) {
  const t = useTranslations('Orders');
  const tCart = useTranslations('Cart');
  // DESIGN.md §20: the lines at full price, then each discount order.get lists, shipping, total.
  const summary = {
    subtotal: order.lines.reduce((sum, line) => sum + line.undiscountedTotal, 0),
    discounts: order.discounts,
    shippingFee: order.kind === 'tickets' ? null : order.shippingFee,
    total: order.totalAmount,
  };
  return (
    <div className="space-y-6">
      {order.refundDue ? (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950">
          {t('refundDueNote')}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('orderCode')}</dt>
        <dd className="font-mono" data-testid="order-code">
          {order.orderCode}
        </dd>
        <dt className="font-medium">{t('status')}</dt>
        <dd>{t(`statuses.${order.status}`)}</dd>
        <dt className="font-medium">{t('paymentStatus')}</dt>
        <dd>{t(`paymentStatuses.${order.paymentStatus}`)}</dd>
        {order.createdAt ? (
          <>
            <dt className="sr-only">{t('placedOn', { date: '' })}</dt>
            <dd className="col-span-2 text-sm text-slate-700 dark:text-slate-300">
              {t('placedOn', { date: formatDate(order.createdAt, locale, 'dateTime') })}
            </dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby={`order-lines-${order.orderCode}`}>
        <h2 id={`order-lines-${order.orderCode}`} className="mb-2 text-lg font-semibold">
          {t('lines')}
        </h2>
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {order.lines.map((line, index) => (
            <li
              key={`${line.sku}-${line.serviceDate ?? ''}-${index}`}
              className="flex justify-between gap-3 py-2"
            >
              <span>
                {line.name}
                {line.optionsLabel ? ` (${line.optionsLabel})` : ''} × {line.quantity}
                {line.serviceDate ? (
                  <span className="block text-slate-700 dark:text-slate-300">
                    {tCart('serviceDateLine', { date: formatDate(line.serviceDate, locale) })}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0">{formatVnd(line.undiscountedTotal, locale)}</span>
            </li>
          ))}
        </ul>
      </section>
      <CartSummary summary={summary} locale={locale} />
      <TaxBreakdown order={order} locale={locale} />
      {order.shipping ? (
        <section aria-labelledby={`order-ship-${order.orderCode}`}>
          <h2 id={`order-ship-${order.orderCode}`} className="mb-1 text-lg font-semibold">
            {t('shipTo')}
          </h2>
          <address className="not-italic">
            {order.shipping.fullName} · {formatPhone(order.shipping.phone)}
            <br />
            {[
              order.shipping.address,
              order.shipping.city,
              order.shipping.state,
              order.shipping.postalCode,
              order.shipping.country,
            ]
              .filter(Boolean)
              .join(', ')}
          </address>
        </section>
      ) : null}
      <PaymentBlock order={order} locale={locale} />
      <InvoiceBlock order={order} />
    </div>
  );
}

/** DESIGN.md §20 `invoice`: its number and PDF once issued; a note while a requested one is out. */
function InvoiceBlock({ order }: { order: OrderView }) {
  const t = useTranslations('Orders');
  const invoice = order.invoice;
  if (!invoice) return null;
  const numbered = invoice.number !== null && invoice.series !== null;
  if (!numbered && (invoice.kind === 'consumer' || invoice.status === 'failed')) return null;
  return (
    <section aria-labelledby={`order-invoice-${order.orderCode}`}>
      <h2 id={`order-invoice-${order.orderCode}`} className="mb-1 text-lg font-semibold">
        {t('invoiceHeading')}
      </h2>
      {numbered ? (
        <>
          <p>
            {t('invoiceNumber', { series: invoice.series ?? '', number: invoice.number ?? '' })}
            {invoice.status === 'adjusted' || invoice.status === 'cancelled'
              ? ` (${t(`invoiceStatuses.${invoice.status}`)})`
              : null}
          </p>
          {invoice.lookupCode ? (
            <p className="text-sm">{t('invoiceLookupCode', { code: invoice.lookupCode })}</p>
          ) : null}
          {invoice.pdfUrl ? (
            <a href={invoice.pdfUrl} className="underline" target="_blank" rel="noopener">
              {t('invoicePdf')}
            </a>
          ) : null}
        </>
      ) : (
        <p>{t('invoicePending')}</p>
      )}
    </section>
  );
}
