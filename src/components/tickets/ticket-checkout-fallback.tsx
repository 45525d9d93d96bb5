import { getTranslations } from 'next-intl/server';
import { PaymentMethodFieldset } from '@/components/checkout/payment-step';
import {
  PlainInvoiceFields,
  PlainVoucherField,
  type PlainPrefill,
} from '@/components/checkout/plain-order-extras';
import { VOUCHER_REASONS } from '@/lib/errors/reasons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import type { CheckoutQuery, TicketOrderRefusal } from '@/lib/tickets/order-form';
import { type BookableType, quoteTickets } from '@/lib/tickets/ticket-quote';
import type { PaymentMethodInfo } from '@/lib/trpc/contract';
import type { VoucherPreview } from '@/components/checkout/voucher-field';
import { BuyerFieldset, IdReminder, TicketOrderSummary } from './ticket-checkout-parts';

export interface TicketCheckoutFallbackProps extends CheckoutQuery {
  locale: Locale;
  types: BookableType[];
  methods: PaymentMethodInfo[];
  /** Fresh for every render of the page: one attempt, one key (DESIGN §12). */
  idempotencyKey: string;
  links: { booking: string; action: string };
  /** What was typed before a refusal (kept by the server, never in the address). */
  prefill: PlainPrefill;
  /** The typed code as the server priced the booking with it ("Áp dụng"); null without one. */
  voucher: VoucherPreview | null;
}

/**
 * /checkout/ticket without JavaScript: the booking from the address, the buyer and the
 * payment method as a plain form posted to /api/forms/ticket-order, with the refusal it came back
 * with. The fields are the enhanced form's own components. Scripts never parse it.
 */
export async function TicketCheckoutFallback({
  locale,
  types,
  methods,
  idempotencyKey,
  links,
  choice,
  refusal,
  errors,
  prefill,
  voucher,
}: TicketCheckoutFallbackProps) {
  const t = await getTranslations({ locale, namespace: 'Tickets' });
  const tCheckout = await getTranslations({ locale, namespace: 'Checkout' });
  const tVouchers = await getTranslations({ locale, namespace: 'Vouchers' });
  const lines = Object.entries(choice?.quantities ?? {}).map(([ticketType, quantity]) => ({
    ticketType,
    quantity,
  }));

  function refusalText(key: TicketOrderRefusal): string {
    const voucher = VOUCHER_REASONS.find((reason) => key === `refusal:${reason}`);
    if (voucher) return tVouchers('refused', { reason: tVouchers(`errors.${voucher}`) });
    if (key.startsWith('refusal:')) {
      const reason = `refusals.${key.slice('refusal:'.length)}`;
      return t.has(reason as Parameters<typeof t.has>[0])
        ? t(reason as 'refusals.day-closed')
        : t('selectionInvalid');
    }
    if (key === 'invalidForm' || key === 'noMethods' || key === 'tooManyRequests') {
      return tCheckout(key);
    }
    if (key === 'processingError') return tCheckout('processingError');
    if (key === 'notEnoughSeats' || key === 'noSelection') return t(key);
    return t('selectionInvalid');
  }

  if (!choice?.day || !lines.length) {
    return (
      <noscript>
        <div className="mt-4 space-y-4">
          <p className="text-lg">{refusal ? refusalText(refusal) : t('noSelection')}</p>
          <a href={links.booking} className="nav-link border border-slate-300">
            {t('chooseDayLink')}
          </a>
        </div>
      </noscript>
    );
  }
  const total = voucher?.total ?? quoteTickets(types, lines).total;
  const free = total === 0;
  return (
    <noscript>
      <form
        method="post"
        action={links.action}
        noValidate
        className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="day" value={choice.day} />
        {lines.map((line) => (
          <input key={line.ticketType} type="hidden" name={line.ticketType} value={line.quantity} />
        ))}
        <div className="space-y-8">
          {refusal ? (
            <Alert tone="error" className="font-medium">
              {refusalText(refusal)}
            </Alert>
          ) : null}
          <BuyerFieldset errors={errors} prefill={prefill} />
          <IdReminder />
          <PlainVoucherField prefill={prefill} errors={errors} />
          <PlainInvoiceFields prefill={prefill} errors={errors} />
          <PaymentMethodFieldset
            methods={{ state: 'ready', list: methods }}
            selected={prefill.paymentMethod}
            free={free}
          />
        </div>
        <div className="space-y-4">
          <TicketOrderSummary
            locale={locale}
            types={types}
            visitDate={choice.day}
            lines={lines}
            voucher={
              voucher
                ? { code: voucher.code, discount: voucher.voucherDiscount, total: voucher.total }
                : null
            }
            bookingLink={links.booking}
          />
          <Button type="submit" className="w-full" disabled={!methods.length && !free}>
            {free ? t('bookFree') : t('pay', { total: formatVnd(total, locale) })}
          </Button>
        </div>
      </form>
    </noscript>
  );
}
