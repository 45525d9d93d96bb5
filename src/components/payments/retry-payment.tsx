'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { PaymentMethodFieldset, usePaymentMethods } from '@/components/checkout/payment-step';
import { formatVisitDate } from '@/components/tickets/e-ticket-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { hrefFor, type Locale } from '@/i18n/routing';
import { getTrpcClient } from '@/lib/trpc/client';
import type { OrderView, PaymentMethodInfo } from '@/lib/trpc/contract';
import { failureKind, type FailureKind } from './retry-outcome';
import { useRetryPayment } from './use-retry-payment';

type MethodId = PaymentMethodInfo['id'];

/**
 * After a failed, declined, cancelled or expired online payment: what happened in the buyer's
 * words, then "Thử lại" (the same method) and "Chọn cách thanh toán khác". Either places a new
 * order with the same lines; the failed one stays cancelled.
 */
export function RetryPayment({ order, locale }: { order: OrderView; locale: Locale }) {
  const t = useTranslations('Orders');
  const successLink = hrefFor(locale, 'checkoutSuccess');
  const [picking, setPicking] = useState(false);
  const requested = useRef(false);
  const action = useRetryPayment({
    order,
    locale,
    successLink,
    onNeedsOtherMethod: openPicker,
  });
  // Shown only in the browser, after the order loaded: the address and the clock are at hand.
  const [kind] = useState<FailureKind>(() =>
    failureKind(order, new URLSearchParams(window.location.search), Date.now()),
  );
  const paidBy = order.payment?.method;
  // Only a retryable order gets here: never a free one (lib/orders/retryable.ts).
  const failedMethod: MethodId | null = paidBy && paidBy !== 'free' ? paidBy : null;
  const visitDate = order.kind === 'tickets' ? (order.lines[0]?.serviceDate ?? null) : null;
  const { methods, loadMethods } = usePaymentMethods(async () => {
    const list = await getTrpcClient().checkout.getPaymentMethods.query({ kind: order.kind });
    // The method that just failed goes last: the first offered (and preselected) is another.
    return [
      ...list.filter((m) => m.id !== failedMethod),
      ...list.filter((m) => m.id === failedMethod),
    ];
  }, 'retry');

  function openPicker() {
    setPicking(true);
    // Loaded once, when the list first opens.
    if (!requested.current) {
      requested.current = true;
      void loadMethods();
    }
  }

  function placeWithChosen(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('paymentMethod');
    const method =
      methods.state === 'ready' ? methods.list.find((m) => m.id === chosen) : undefined;
    if (method) void action.retry(method.id);
  }

  const dayText = (day: string) => formatVisitDate(day, locale);
  const again = (day?: string) => {
    const method: MethodId | null = action.lastMethod ?? failedMethod;
    if (method) void action.retry(method, day);
  };

  return (
    <div className="space-y-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <p className="font-medium">{t(`retryPayment.reasons.${kind}`)}</p>
      <p>
        {visitDate
          ? t('retryPayment.ticketsNote', { date: dayText(visitDate) })
          : t('retryPayment.goodsNote')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button disabled={action.busy || !failedMethod} onClick={() => again()}>
          {t('retryPayment.again')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={picking}
          disabled={action.busy}
          onClick={openPicker}
        >
          {t('retryPayment.otherMethod')}
        </Button>
      </div>
      {action.busy ? (
        <p role="status" aria-live="polite">
          {t('retryPayment.placing')}
        </p>
      ) : null}
      {action.alert ? <Alert tone="error">{action.alert}</Alert> : null}
      {action.short.length ? (
        <div className="space-y-2">
          <ul className="list-disc pl-5">
            {action.short.map((line) => (
              <li key={line.sku}>
                {t('retryPayment.lineLeft', { name: line.name, left: line.left })}
              </li>
            ))}
          </ul>
          <a href={hrefFor(locale, 'products')} className="nav-link border border-slate-300">
            {t('continueShopping')}
          </a>
        </div>
      ) : null}
      {action.days !== null ? (
        <NearestDays
          days={action.days}
          soldOut={visitDate ? t('retryPayment.soldOutDay', { date: dayText(visitDate) }) : null}
          dayText={dayText}
          busy={action.busy}
          onBook={again}
          bookingHref={hrefFor(locale, 'orderTicket')}
        />
      ) : null}
      {picking ? (
        <form onSubmit={placeWithChosen} className="space-y-3">
          <PaymentMethodFieldset methods={methods} onRetry={() => void loadMethods()} />
          {methods.state === 'ready' && methods.list.length ? (
            <Button type="submit" disabled={action.busy}>
              {t('retryPayment.placeWithMethod')}
            </Button>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

/** A sold-out day's refusal: the nearest days with room, each booked with one tap. */
function NearestDays({
  days,
  soldOut,
  dayText,
  busy,
  onBook,
  bookingHref,
}: {
  days: string[];
  soldOut: string | null;
  dayText: (day: string) => string;
  busy: boolean;
  onBook: (day: string) => void;
  bookingHref: string;
}) {
  const t = useTranslations('Orders');
  return (
    <div className="space-y-2" role="alert">
      {soldOut ? <p className="font-medium">{soldOut}</p> : null}
      {days.length ? (
        <>
          <p>{t('retryPayment.nearestDays')}</p>
          <div className="flex flex-wrap gap-2">
            {days.map((day) => (
              <Button key={day} variant="secondary" disabled={busy} onClick={() => onBook(day)}>
                {t('retryPayment.bookDay', { date: dayText(day) })}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p>{t('retryPayment.noNearDay')}</p>
      )}
      <a href={bookingHref} className="nav-link border border-slate-300">
        {t('retryPayment.chooseDay')}
      </a>
    </div>
  );
}
