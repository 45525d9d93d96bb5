'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { conflictLines } from '@/components/checkout/conflict-lines';
import { useVoucherRefusal } from '@/components/checkout/voucher-field';
import type { Locale } from '@/i18n/routing';
import { getAccessToken } from '@/lib/auth/token';
import { recallOrderContact, rememberOrderContact } from '@/lib/cart/order-contact';
import { getTrpcClient } from '@/lib/trpc/client';
import type { OrderView, PaymentMethodInfo, ShortLine } from '@/lib/trpc/contract';
import { nearestDaysOf } from './retry-outcome';
import { refusalOf } from '@/lib/errors/refusal';

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
  const voucherRefusal = useVoucherRefusal();
  // One key per attempt: a double tap or a lost answer sends the same one (DESIGN §12).
  const attemptKey = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  /** A ticket day without room: the days offered instead (empty: none in the booking window). */
  const [days, setDays] = useState<string[] | null>(null);
  const [short, setShort] = useState<ShortLine[]>([]);
  /** The method last tried, so a day picked from the offer is paid the same way. */
  const [lastMethod, setLastMethod] = useState<MethodId | null>(null);

  /** What a refusal means to the buyer; nothing was claimed, so the next tap is a new attempt. */
  function refused(error: unknown): string | null {
    attemptKey.current = null;
    const offered = nearestDaysOf(error);
    if (offered) {
      setDays(offered);
      return null;
    }
    const code = refusalOf(error).code;
    const voucher = voucherRefusal(error);
    if (voucher) return voucher;
    if (code === 'TOO_MANY_REQUESTS') return tCheckout('tooManyRequests');
    if (code === 'CONFLICT') {
      setShort(conflictLines(error));
      return t('retryPayment.outOfStock');
    }
    if (code === 'BAD_REQUEST' && refusalOf(error).reason === 'order-not-retryable') {
      return t('retryPayment.errors.order-not-retryable');
    }
    if (code === 'BAD_REQUEST') {
      onNeedsOtherMethod();
      return t('retryPayment.methodUnavailable');
    }
    if (code === 'NOT_FOUND') return t('notFound');
    console.error('[payments] retrying the order failed', error);
    return tCheckout('processingError');
  }

  async function retry(paymentMethod: MethodId, visitDate?: string) {
    if (busy) return;
    setAlert(null);
    setShort([]);
    setLastMethod(paymentMethod);
    const contact = recallOrderContact(order.orderCode);
    if (!contact && !getAccessToken()) {
      setAlert(t('notFound'));
      return;
    }
    attemptKey.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      const placed = await getTrpcClient().order.retryPayment.mutate({
        orderCode: order.orderCode,
        ...(contact ? { contact } : {}),
        paymentMethod,
        idempotencyKey: attemptKey.current,
        locale,
        ...(visitDate ? { visitDate } : {}),
      });
      // The new order opens with the same contact on its result page, after the payment.
      if (contact) rememberOrderContact(placed.orderCode, contact);
      attemptKey.current = null;
      // A full load even for this very page: the result shows the new order from the start.
      window.location.assign(
        placed.payment?.checkoutUrl ??
          `${successLink}?order=${encodeURIComponent(placed.orderCode)}`,
      );
    } catch (error) {
      setBusy(false);
      setAlert(refused(error));
    }
  }

  return { busy, alert, days, short, lastMethod, retry };
}
