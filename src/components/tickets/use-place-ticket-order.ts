'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { conflictLines } from '@/components/checkout/conflict-lines';
import { useOrderAttempt } from '@/components/checkout/use-order-attempt';
import type { Locale } from '@/i18n/routing';
import { rememberOrderContact } from '@/lib/cart/order-contact';
import { getTrpcClient } from '@/lib/trpc/client';
import { preloadOnce } from '@/lib/preload-once';
import { clearSelection, type TicketSelection } from '@/lib/tickets/selection';
import { clearBuyerDraft } from '@/lib/tickets/buyer-draft';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';
import { TICKET_REASONS } from '@/lib/errors/reasons';

// The ids of lib/tickets/ticket-schemas.ts TICKET_ORDER_METHOD_IDS, without importing zod here.
const TICKET_METHODS = ['payos', 'vnpay', 'momo', 'vietqr', 'free'] as const;

function isTicketMethod(id: string): id is (typeof TICKET_METHODS)[number] {
  return (TICKET_METHODS as readonly string[]).includes(id);
}

// zod and the shared rules are most of this page's script: never part of its first load.
export const loadBuyerRules = () => import('@/lib/tickets/buyer-form');
/** Fetches the buyer rules at the form's first focus or touch, not with the page. */
export const preloadBuyerRules = preloadOnce(loadBuyerRules, 'tickets');
const loadInvoiceRules = () => import('@/lib/invoices/invoice-form');

/**
 * Placing the ticket order: buyer and invoice validated in the browser (the first wrong field
 * gets focus), then `ticket.placeOrder` with one idempotency key per attempt, then payment. A
 * refusal is the form's alert; seats that ran out list the types short of them.
 */
export function usePlaceTicketOrder({
  locale,
  selection,
  nameOf,
  successLink,
}: {
  locale: Locale;
  selection: TicketSelection | null;
  nameOf: (ticketType: string) => string;
  successLink: string;
}) {
  const t = useTranslations('Tickets');
  const tCheckout = useTranslations('Checkout');
  const attempt = useOrderAttempt(successLink);
  const { setAlert } = attempt;
  const [short, setShort] = useState<{ name: string; left: number }[]>([]);

  /** What a refusal the goods checkout does not share means, and whether to change the key. */
  function refused(error: unknown) {
    const code = refusalOf(error).code;
    if (code === 'CONFLICT') {
      // Nothing was claimed: the next attempt (another day or fewer tickets) gets a new key.
      attempt.newAttempt();
      setShort(conflictLines(error).map((l) => ({ name: nameOf(l.sku), left: l.left })));
      setAlert(t('notEnoughSeats'));
      return;
    }
    if (code === 'BAD_REQUEST' || code === 'NOT_FOUND') {
      attempt.newAttempt();
      // A rule of the content (children with an adult) is named; anything else is a stale choice.
      setAlert(
        reasonAmong(refusalOf(error), TICKET_REASONS) === 'adult-required'
          ? t('adultRule')
          : t('selectionInvalid'),
      );
      return;
    }
    console.error('[tickets] placeOrder failed', error);
    setAlert(tCheckout('processingError'));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attempt.view.busy || !selection) return;
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
      attempt.setErrors(found);
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
    await attempt.place(
      () =>
        getTrpcClient().ticket.placeOrder.mutate({
          idempotencyKey: attempt.attemptKey(),
          visitDate: selection.visitDate,
          lines: selection.lines,
          buyer: parsed.data,
          paymentMethod,
          locale,
          voucherCode: String(form.get('voucherCode') ?? '').trim() || undefined,
          ...(invoice.data ? { invoice: invoice.data } : {}),
          ...(selection.waitlistOffer ? { waitlistOffer: selection.waitlistOffer } : {}),
        }),
      (order) => {
        rememberOrderContact(order.orderCode, { phone: parsed.data.phone });
        clearSelection();
        clearBuyerDraft();
      },
      refused,
    );
  }

  return { ...attempt.view, short, submit };
}
