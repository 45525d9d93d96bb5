'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { errorCode } from '@/lib/trpc/errors';
import { useVoucherRefusal, type VoucherPreview } from './voucher-field';

/**
 * What both checkouts (goods and tickets) keep for one order attempt: its idempotency key, the
 * form's errors and alert, whether it is being sent, the voucher taken off, and the answers to
 * the refusals they share.
 */
export function useOrderAttempt() {
  const t = useTranslations('Checkout');
  // One key per attempt: a retry or a double click sends the same one (DESIGN §12).
  const idempotencyKey = useRef<string | null>(null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [voucher, setVoucher] = useState<VoucherPreview | null>(null);
  const voucherRefusal = useVoucherRefusal();

  return {
    errors,
    setErrors,
    alert,
    setAlert,
    busy,
    setBusy,
    voucher,
    setVoucher,
    /** This attempt's key, made the first time it is asked for. */
    attemptKey(): string {
      idempotencyKey.current ??= crypto.randomUUID();
      return idempotencyKey.current;
    },
    /** Nothing was claimed, or the order is placed: the next submit is a new attempt. */
    newAttempt() {
      idempotencyKey.current = null;
    },
    /**
     * Answers the refusals both checkouts meet alike: a voucher no longer valid (dropped, and a
     * new key, since nothing was claimed) and too many tries. False for any other error.
     */
    sharedRefusal(error: unknown): boolean {
      const refusedVoucher = voucherRefusal(error);
      if (refusedVoucher) {
        idempotencyKey.current = null;
        setVoucher(null);
        setAlert(refusedVoucher);
        return true;
      }
      if (errorCode(error) === 'TOO_MANY_REQUESTS') {
        setAlert(t('tooManyRequests'));
        return true;
      }
      return false;
    },
  };
}
