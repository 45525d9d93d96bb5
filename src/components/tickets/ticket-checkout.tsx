'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { InvoiceFieldset } from '@/components/checkout/invoice-fieldset';
import { PaymentMethodFieldset, usePaymentMethods } from '@/components/checkout/payment-step';
import { VoucherField } from '@/components/checkout/voucher-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useStartupTask } from '@/components/ui/client-area';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { loadSelection, type TicketSelection } from '@/lib/tickets/selection';
import { loadBuyerDraft, saveBuyerDraft, type BuyerDraft } from '@/lib/tickets/buyer-draft';
import { type BookableType, quoteTickets } from '@/lib/tickets/ticket-quote';
import { getTrpcClient } from '@/lib/trpc/client';
import { BuyerFieldset, IdReminder, TicketOrderSummary } from './ticket-checkout-parts';
import { preloadBuyerRules, usePlaceTicketOrder } from './use-place-ticket-order';

export interface TicketCheckoutProps {
  locale: Locale;
  types: BookableType[];
  links: { booking: string; success: string };
}

/** /checkout/ticket: buyer, the ID reminder, online payment, summary, one button. */
export function TicketCheckout({ locale, types, links }: TicketCheckoutProps) {
  const t = useTranslations('Tickets');
  const registerStartup = useStartupTask();
  const started = useRef(false);
  const [selection, setSelection] = useState<TicketSelection | null>(null);
  const [loaded, setLoaded] = useState(false);
  // What was typed before a language switch (this tab's storage, read once at start).
  const [draft, setDraft] = useState<BuyerDraft>({});
  const { methods, loadMethods } = usePaymentMethods(
    () =>
      getTrpcClient()
        .checkout.getPaymentMethods.query({ kind: 'tickets' })
        // A ticket order is paid online or by transfer: there is no delivery to pay cash at.
        .then((list) => list.filter((m) => m.id !== 'cod')),
    'tickets',
  );
  const nameOf = (id: string) => types.find((type) => type.id === id)?.name ?? id;
  const order = usePlaceTicketOrder({ locale, selection, nameOf, successLink: links.success });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setSelection(loadSelection());
    setDraft(loadBuyerDraft());
    setLoaded(true);
    registerStartup(loadMethods());
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
  const { voucher, short } = order;
  const total = voucher?.total ?? quoteTickets(types, selection.lines).total;
  const free = total === 0;

  return (
    <form
      noValidate
      onSubmit={(event) => void order.submit(event)}
      onFocus={preloadBuyerRules}
      onPointerDown={preloadBuyerRules}
      onInput={(event) => saveBuyerDraft(event.currentTarget)}
      className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-8">
        <BuyerFieldset errors={order.errors} prefill={draft} />
        <IdReminder />
        <InvoiceFieldset errors={order.errors} />
        <PaymentMethodFieldset methods={methods} onRetry={() => void loadMethods()} free={free} />
      </div>
      <div className="space-y-4">
        <TicketOrderSummary
          locale={locale}
          types={types}
          visitDate={selection.visitDate}
          lines={selection.lines}
          voucher={
            voucher
              ? { code: voucher.code, discount: voucher.voucherDiscount, total: voucher.total }
              : null
          }
          bookingLink={links.booking}
        />
        <VoucherField
          request={() => ({
            kind: 'tickets',
            visitDate: selection.visitDate,
            lines: selection.lines,
          })}
          locale={locale}
          onChange={order.setVoucher}
        />
        {short.length ? (
          <ul className="space-y-1 text-red-800 dark:text-red-300">
            {short.map((s) => (
              <li key={s.name}>{t('shortLine', { name: s.name, left: s.left })}</li>
            ))}
          </ul>
        ) : null}
        {order.alert ? (
          <Alert tone="error" as="div" className="space-y-2">
            <p>{order.alert}</p>
            {short.length ? (
              <a href={links.booking} className="nav-link border border-slate-300">
                {t('chooseDayLink')}
              </a>
            ) : null}
          </Alert>
        ) : null}
        <Button
          type="submit"
          className="w-full"
          disabled={order.busy || (!free && methods.state !== 'ready')}
        >
          {order.busy
            ? t('placing')
            : free
              ? t('bookFree')
              : t('pay', { total: formatVnd(total, locale) })}
        </Button>
      </div>
    </form>
  );
}
