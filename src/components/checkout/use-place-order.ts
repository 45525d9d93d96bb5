'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type RefObject } from 'react';
import type { Locale } from '@/i18n/routing';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { rememberOrderContact } from '@/lib/cart/order-contact';
import { currentCartId, noteCart } from '@/lib/cart/runtime';
import type { ShortLine } from '@/lib/trpc/contract';
import { getTrpcClient } from '@/lib/trpc/client';
import { ADDRESS_REASONS } from '@/lib/errors/reasons';
import { conflictLines } from './conflict-lines';
import { checkoutForm } from './use-checkout-start';
import { useOrderAttempt } from './use-order-attempt';
import { refusalOf } from '@/lib/errors/refusal';

/**
 * Placing the goods order: the form validated in the browser (the first wrong field gets focus),
 * then `checkout.placeOrder` with one idempotency key per attempt, then payment. A refusal is the
 * form's alert: a voucher no longer valid, lines short of stock, too many tries, a moved area.
 */
export function usePlaceOrder({
  locale,
  successLink,
  formRef,
}: {
  locale: Locale;
  successLink: string;
  /** The form, whose first invalid field gets focus. */
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const t = useTranslations('Checkout');
  const tCart = useTranslations('Cart');
  const attempt = useOrderAttempt(successLink);
  const { setAlert } = attempt;
  const [short, setShort] = useState<ShortLine[]>([]);

  function focusFirstInvalid(found: CheckoutErrors) {
    const form = formRef.current;
    if (!form) return;
    const first = Array.from(form.elements).find(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && 'name' in el && Boolean(found[(el as HTMLInputElement).name]),
    );
    first?.focus();
  }

  /** What a refusal the ticket checkout does not share means, and whether to change the key. */
  function refused(error: unknown) {
    const code = refusalOf(error).code;
    if (code === 'CONFLICT') {
      // Nothing was claimed: a new attempt after the shopper fixes the cart needs a new key.
      attempt.newAttempt();
      setShort(conflictLines(error));
      setAlert(t('conflict'));
      return;
    }
    if (code === 'BAD_REQUEST') {
      attempt.newAttempt();
      // The list changed under the form (a ward moved): the server names the area it refused.
      const reason = ADDRESS_REASONS.find((known) => known === refusalOf(error).reason);
      setAlert(reason ? t(`errors.${reason}`) : t('invalidForm'));
      return;
    }
    if (code === 'FORBIDDEN') {
      setAlert(tCart('disabled'));
      return;
    }
    console.error('[checkout] placeOrder failed', error);
    setAlert(t('processingError'));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attempt.view.busy) return;
    setAlert(null);
    setShort([]);
    const idempotencyKey = attempt.attemptKey();
    const form = new FormData(event.currentTarget);
    const { validateCheckout } = await checkoutForm();
    const parsed = validateCheckout(form, { cartId: currentCartId(), idempotencyKey, locale });
    if (!parsed.ok) {
      attempt.setErrors(parsed.errors);
      setAlert(t('invalidForm'));
      // After the re-render, so the error text is the field's description when it gets focus.
      requestAnimationFrame(() => focusFirstInvalid(parsed.errors));
      return;
    }
    await attempt.place(
      () => getTrpcClient().checkout.placeOrder.mutate(parsed.data),
      (order) => {
        rememberOrderContact(order.orderCode, { phone: parsed.data.contact.phone });
        noteCart({ lines: [] });
      },
      refused,
    );
  }

  return { ...attempt.view, short, submit };
}
