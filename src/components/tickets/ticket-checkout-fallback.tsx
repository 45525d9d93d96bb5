import { getTranslations } from 'next-intl/server';
import { CheckoutField } from '@/components/checkout/checkout-field';
import { PaymentMethodFieldset } from '@/components/checkout/payment-step';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import type { CheckoutQuery, TicketOrderRefusal } from '@/lib/tickets/order-form';
import { type BookableType, quoteTickets } from '@/lib/tickets/ticket-quote';
import type { PaymentMethodInfo } from '@/lib/trpc/contract';

export interface TicketCheckoutFallbackProps extends CheckoutQuery {
  locale: Locale;
  types: BookableType[];
  methods: PaymentMethodInfo[];
  /** Fresh for every render of the page: one attempt, one key (DESIGN §12). */
  idempotencyKey: string;
  links: { booking: string; action: string };
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
}: TicketCheckoutFallbackProps) {
  const t = await getTranslations({ locale, namespace: 'Tickets' });
  const tCheckout = await getTranslations({ locale, namespace: 'Checkout' });
  const lines = Object.entries(choice?.quantities ?? {}).map(([ticketType, quantity]) => ({
    ticketType,
    quantity,
  }));

  function refusalText(key: TicketOrderRefusal): string {
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
  const quote = quoteTickets(types, lines);
  const nameOf = (id: string) => types.find((type) => type.id === id)?.name ?? id;
  const visitDate = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${choice.day}T00:00:00Z`));

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
            <p role="alert" className="font-medium text-red-800 dark:text-red-300">
              {refusalText(refusal)}
            </p>
          ) : null}
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
          <PaymentMethodFieldset methods={{ state: 'ready', list: methods }} />
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
              <dt className="font-bold">{t('total')}</dt>
              <dd className="text-right font-bold">{formatVnd(quote.total, locale)}</dd>
            </dl>
            <a href={links.booking} className="mt-2 inline-block text-sm underline">
              {t('changeSelection')}
            </a>
          </section>
          <button
            type="submit"
            disabled={!methods.length}
            className="min-h-11 w-full rounded-lg bg-primary-500 px-5 font-semibold text-slate-950 hover:bg-primary-400 disabled:opacity-60"
          >
            {t('pay', { total: formatVnd(quote.total, locale) })}
          </button>
        </div>
      </form>
    </noscript>
  );
}
