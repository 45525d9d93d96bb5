'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { InvoiceFieldset } from '@/components/checkout/invoice-fieldset';
import { CheckoutField } from '@/components/checkout/checkout-field';
import { conflictLines } from '@/components/checkout/conflict-lines';
import {
  PaymentMethodFieldset,
  useGoToPayment,
  usePaymentMethods,
} from '@/components/checkout/payment-step';
import {
  useVoucherRefusal,
  VoucherField,
  type VoucherPreview,
} from '@/components/checkout/voucher-field';
import { VoucherSummaryLine } from '@/components/checkout/voucher-summary-line';
import { useStartupTask } from '@/components/ui/client-area';
import type { Locale } from '@/i18n/routing';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { rememberOrderContact } from '@/lib/cart/order-contact';
import { formatVnd } from '@/lib/format';
import { errorCode } from '@/lib/trpc/errors';
import { clearSelection, loadSelection, type TicketSelection } from '@/lib/tickets/selection';
import { type BookableType, quoteTickets } from '@/lib/tickets/ticket-quote';
import { getTrpcClient } from '@/lib/trpc/client';

const TICKET_METHODS = ['payos', 'vnpay', 'momo', 'vietqr'] as const;

function isTicketMethod(id: string): id is (typeof TICKET_METHODS)[number] {
  return (TICKET_METHODS as readonly string[]).includes(id);
}

export interface TicketCheckoutProps {
  locale: Locale;
  types: BookableType[];
  links: { booking: string; success: string };
}

// zod and the shared rules are most of this page's script: loaded after start-up, not first.
const loadBuyerRules = () => import('@/lib/tickets/buyer-form');
const loadInvoiceRules = () => import('@/lib/invoices/invoice-form');

/** /checkout/ticket: buyer, the ID reminder, online payment, summary, one button. */
export function TicketCheckout({ locale, types, links }: TicketCheckoutProps) {
  const t = useTranslations('Tickets');
  const tCheckout = useTranslations('Checkout');
  const registerStartup = useStartupTask();
  const started = useRef(false);
  // One key per attempt: a retry or a double click sends the same one (DESIGN §12).
  const idempotencyKey = useRef<string | null>(null);
  const [selection, setSelection] = useState<TicketSelection | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { methods, loadMethods } = usePaymentMethods(
    () =>
      getTrpcClient()
        .checkout.getPaymentMethods.query({ kind: 'tickets' })
        // A ticket order is paid online or by transfer: there is no delivery to pay cash at.
        .then((list) => list.filter((m) => m.id !== 'cod')),
    'tickets',
  );
  const goToPayment = useGoToPayment(links.success);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [short, setShort] = useState<{ name: string; left: number }[]>([]);
  const [busy, setBusy] = useState(false);
  const [voucher, setVoucher] = useState<VoucherPreview | null>(null);
  const voucherRefusal = useVoucherRefusal();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setSelection(loadSelection());
    setLoaded(true);
    registerStartup(loadMethods());
    void loadBuyerRules().catch((error: unknown) =>
      console.warn('[tickets] preloading the form rules failed; they load on submit', error),
    );
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const nameOf = (id: string) => types.find((type) => type.id === id)?.name ?? id;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !selection) return;
    setAlert(null);
    setShort([]);
    const form = new FormData(event.currentTarget);
    const { ticketBuyerSchema, validateFields } = await loadBuyerRules();
    const parsed = validateFields(ticketBuyerSchema, {
      fullName: String(form.get('fullName') ?? ''),
      phone: String(form.get('phone') ?? ''),
      email: String(form.get('email') ?? ''),
    });
    const paymentMethod = String(form.get('paymentMethod') ?? '');
    const { validateInvoice } = await loadInvoiceRules();
    const invoice = validateInvoice(form);
    if (!parsed.ok || !invoice.ok) {
      const found = { ...(parsed.ok ? {} : parsed.errors), ...(invoice.ok ? {} : invoice.errors) };
      setErrors(found);
      setAlert(tCheckout('invalidForm'));
      const first = Object.keys(found)[0]?.replace(/\./g, '-');
      requestAnimationFrame(() => {
        if (first) document.getElementById(`checkout-${first}`)?.focus();
      });
      return;
    }
    if (!isTicketMethod(paymentMethod)) {
      setAlert(tCheckout('noMethods'));
      return;
    }
    setErrors({});
    setBusy(true);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const order = await getTrpcClient().ticket.placeOrder.mutate({
        idempotencyKey: idempotencyKey.current,
        visitDate: selection.visitDate,
        lines: selection.lines,
        buyer: parsed.data,
        paymentMethod,
        locale,
        voucherCode: String(form.get('voucherCode') ?? '').trim() || undefined,
        ...(invoice.data ? { invoice: invoice.data } : {}),
      });
      rememberOrderContact(order.orderCode, { phone: parsed.data.phone });
      clearSelection();
      idempotencyKey.current = null;
      goToPayment(order);
    } catch (error) {
      setBusy(false);
      const refusedVoucher = voucherRefusal(error);
      if (refusedVoucher) {
        // Nothing was claimed: the next attempt (another code, or none) gets a new key.
        idempotencyKey.current = null;
        setVoucher(null);
        setAlert(refusedVoucher);
        return;
      }
      const code = errorCode(error);
      if (code === 'CONFLICT') {
        // Nothing was claimed: the next attempt (another day or fewer tickets) gets a new key.
        idempotencyKey.current = null;
        setShort(conflictLines(error).map((l) => ({ name: nameOf(l.sku), left: l.left })));
        setAlert(t('notEnoughSeats'));
        return;
      }
      if (code === 'TOO_MANY_REQUESTS') {
        setAlert(tCheckout('tooManyRequests'));
        return;
      }
      if (code === 'BAD_REQUEST' || code === 'NOT_FOUND') {
        idempotencyKey.current = null;
        setAlert(t('selectionInvalid'));
        return;
      }
      console.error('[tickets] placeOrder failed', error);
      setAlert(tCheckout('processingError'));
    }
  }

  if (!loaded) return null;
  if (!selection) {
    return (
      <div className="mt-4 space-y-4">
        <p className="text-lg">{t('noSelection')}</p>
        <a href={links.booking} className="nav-link border border-slate-300">
          {t('chooseDayLink')}
        </a>
      </div>
    );
  }
  const quote = quoteTickets(types, selection.lines);
  const total = voucher?.total ?? quote.total;
  const visitDate = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${selection.visitDate}T00:00:00Z`));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-8">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('buyer')}</legend>
          <div className="sm:col-span-2">
            <CheckoutField
              name="fullName"
              label={t('fullName')}
              autoComplete="name"
              error={errors.fullName}
            />
          </div>
          <CheckoutField
            name="phone"
            label={t('phone')}
            note={tCheckout('phoneHint')}
            type="tel"
            autoComplete="tel"
            error={errors.phone}
          />
          <CheckoutField
            name="email"
            label={t('email')}
            type="email"
            autoComplete="email"
            error={errors.email}
          />
        </fieldset>
        <p className="rounded-lg border-l-4 border-primary-500 bg-primary-50 p-3 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
          {t('idReminder')}
        </p>
        <InvoiceFieldset errors={errors} />
        <PaymentMethodFieldset methods={methods} onRetry={() => void loadMethods()} />
      </div>
      <div className="space-y-4">
        <section aria-labelledby="ticket-summary-heading">
          <h2 id="ticket-summary-heading" className="mb-2 text-lg font-semibold">
            {t('summary')}
          </h2>
          <p className="mb-2">{t('visitDay', { date: visitDate })}</p>
          <ul className="space-y-1 text-sm">
            {quote.lines.map((line) => (
              <li key={line.ticketType} className="flex justify-between gap-3">
                <span>
                  {nameOf(line.ticketType)} × {line.quantity}
                </span>
                <span>{formatVnd(line.total, locale)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 border-t border-slate-200 pt-2 dark:border-slate-700">
            {quote.discount > 0 ? (
              <>
                <dt>{t('discount')}</dt>
                <dd className="text-right">−{formatVnd(quote.discount, locale)}</dd>
              </>
            ) : null}
            {voucher ? (
              <VoucherSummaryLine
                voucher={{ code: voucher.code, discount: voucher.voucherDiscount }}
                locale={locale}
                amountClassName="text-right"
              />
            ) : null}
            <dt className="font-bold">{t('total')}</dt>
            <dd className="text-right font-bold">{formatVnd(total, locale)}</dd>
          </dl>
          <a href={links.booking} className="mt-2 inline-block text-sm underline">
            {t('changeSelection')}
          </a>
        </section>
        <VoucherField
          request={() => ({
            kind: 'tickets',
            visitDate: selection.visitDate,
            lines: selection.lines,
          })}
          locale={locale}
          onChange={setVoucher}
        />
        {short.length ? (
          <ul className="space-y-1 text-red-800 dark:text-red-300">
            {short.map((s) => (
              <li key={s.name}>{t('shortLine', { name: s.name, left: s.left })}</li>
            ))}
          </ul>
        ) : null}
        {alert ? (
          <div role="alert" className="space-y-2 text-red-800 dark:text-red-300">
            <p>{alert}</p>
            {short.length ? (
              <a href={links.booking} className="nav-link border border-slate-300">
                {t('chooseDayLink')}
              </a>
            ) : null}
          </div>
        ) : null}
        <button
          type="submit"
          disabled={busy || methods.state !== 'ready'}
          className="min-h-11 w-full rounded-lg bg-primary-500 px-5 font-semibold text-slate-950 hover:bg-primary-400 disabled:opacity-60"
        >
          {busy ? t('placing') : t('pay', { total: formatVnd(total, locale) })}
        </button>
      </div>
    </form>
  );
}
