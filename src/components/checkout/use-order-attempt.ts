'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { useGoToPayment } from './payment-step';
import { useVoucherRefusal, type VoucherPreview } from './voucher-field';
import { refusalOf } from '@/lib/errors/refusal';

/** A placed order, as the payment step takes it. */
type PlacedOrder = Parameters<ReturnType<typeof useGoToPayment>>[0];

/**
 * What both checkouts (goods and tickets) keep for one order attempt: its idempotency key, the
 * form's errors and alert, whether it is being sent, the voucher taken off; and how an order is
 * sent, paid for next, or refused.
 */
export function useOrderAttempt(successLink: string) {
  const t = useTranslations('Checkout');
  const goToPayment = useGoToPayment(successLink);
  // One key per attempt: a retry or a double click sends the same one (DESIGN §12).
  const idempotencyKey = useRef<string | null>(null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [voucher, setVoucher] = useState<VoucherPreview | null>(null);
  const voucherRefusal = useVoucherRefusal();

  /**
   * Answers the refusals both checkouts meet alike: a voucher no longer valid (dropped, and a new
   * key, since nothing was claimed) and too many tries. False for any other error.
   */
  function sharedRefusal(error: unknown): boolean {
    const refusedVoucher = voucherRefusal(error);
    if (refusedVoucher) {
      idempotencyKey.current = null;
      setVoucher(null);
      setAlert(refusedVoucher);
      return true;
    }
    if (refusalOf(error).code === 'TOO_MANY_REQUESTS') {
      setAlert(t('tooManyRequests'));
      return true;
    }
    return false;
  }

  return {
    /** What the form shows: its errors and alert, whether it is sending, the voucher taken off. */
    view: { errors, alert, busy, voucher, setVoucher },
    setErrors,
    setAlert,
    /** This attempt's key, made the first time it is asked for. */
    attemptKey(): string {
      idempotencyKey.current ??= crypto.randomUUID();
      return idempotencyKey.current;
    },
    /** Nothing was claimed: the next submit is a new attempt. */
    newAttempt() {
      idempotencyKey.current = null;
    },
    /**
     * Sends a valid form's order. Placed, the attempt ends (`placed` notes what the browser keeps)
     * and the buyer goes on to pay; refused, the shared refusals are answered here and the rest
     * by `refused`.
     */
    async place<Order extends PlacedOrder>(
      placeOrder: () => Promise<Order>,
      placed: (order: Order) => void,
      refused: (error: unknown) => void,
    ) {
      setErrors({});
      setBusy(true);
      try {
        const order = await placeOrder();
        placed(order);
        idempotencyKey.current = null;
        goToPayment(order);
      } catch (error) {
        setBusy(false);
        if (!sharedRefusal(error)) refused(error);
      }
    },
  };
}
