'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOrderAttempt } from '@/components/checkout/use-order-attempt';
import { conflictLines } from '@/components/checkout/conflict-lines';
import type { Locale } from '@/i18n/routing';
import { getAccessToken } from '@/lib/auth/token';
import { recallOrderContact, rememberOrderContact } from '@/lib/cart/order-contact';
import { getTrpcClient } from '@/lib/trpc/client';
import type { OrderView, PaymentMethodInfo, ShortLine } from '@/lib/trpc/contract';
import { errorCode, errorReason } from '@/lib/trpc/errors';
import { nearestDaysOf } from './retry-outcome';

type MethodId = PaymentMethodInfo['id'];

/**
 * "Thử lại" and "Chọn cách thanh toán khác": `order.retryPayment` with one idempotency key per
 * attempt (a double tap places one order), then on to pay like a first order. A refusal names
 * what to do next: the nearest days with room, the items short of stock, another method.
 */
export function useRetryPayment({
  order,
  locale,
  successLink,
  onNeedsOtherMethod,
}: {
  order: Pick<OrderView, 'orderCode' | 'kind'>;
  locale: Locale;
  successLink: string;
  /** The same method cannot be used now: the page opens the other methods. */
  onNeedsOtherMethod: () => void;
}) {
  const t = useTranslations('Orders');
  const tCheckout = useTranslations('Checkout');
  const attempt = useOrderAttempt(successLink);
  const { setAlert } = attempt;
  /** A ticket day without room: the days offered instead (empty: none in the booking window). */
  const [days, setDays] = useState<string[] | null>(null);
  const [short, setShort] = useState<ShortLine[]>([]);
  /** The method last tried, so a day picked from the offer is paid the same way. */
  const [lastMethod, setLastMethod] = useState<MethodId | null>(null);

  function refused(error: unknown) {
    // Nothing was claimed: the next tap is a new attempt with a new key.
    attempt.newAttempt();
    const offered = nearestDaysOf(error);
    if (offered) {
      setDays(offered);
      setAlert(null);
      return;
    }
    const code = errorCode(error);
    if (code === 'CONFLICT') {
      setShort(conflictLines(error));
      setAlert(t('retryPayment.outOfStock'));
      return;
    }
    if (code === 'BAD_REQUEST' && errorReason(error) === 'order-not-retryable') {
      setAlert(t('retryPayment.notRetryable'));
      return;
    }
    if (code === 'BAD_REQUEST') {
      onNeedsOtherMethod();
      setAlert(t('retryPayment.methodUnavailable'));
      return;
    }
    if (code === 'NOT_FOUND') {
      setAlert(t('notFound'));
      return;
    }
    console.error('[payments] retrying the order failed', error);
    setAlert(tCheckout('processingError'));
  }

  async function retry(paymentMethod: MethodId, visitDate?: string) {
    if (attempt.view.busy) return;
    setAlert(null);
    setShort([]);
    setLastMethod(paymentMethod);
    const contact = recallOrderContact(order.orderCode);
    if (!contact && !getAccessToken()) {
      setAlert(t('notFound'));
      return;
    }
    const idempotencyKey = attempt.attemptKey();
    await attempt.place(
      () =>
        getTrpcClient().order.retryPayment.mutate({
          orderCode: order.orderCode,
          ...(contact ? { contact } : {}),
          paymentMethod,
          idempotencyKey,
          locale,
          ...(visitDate ? { visitDate } : {}),
        }),
      // The new order opens with the same contact on its result page, after the payment.
      (placed) => {
        if (contact) rememberOrderContact(placed.orderCode, contact);
      },
      refused,
    );
  }

  return {
    busy: attempt.view.busy,
    alert: attempt.view.alert,
    days,
    short,
    lastMethod,
    retry,
  };
}
