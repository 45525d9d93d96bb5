'use client';

import { useEffect, useRef, useState } from 'react';
import { getAccessToken } from '@/lib/auth/token';
import { recallOrderContact } from '@/lib/cart/order-contact';
import type { Locale } from '@/i18n/routing';
import { isRetryable } from '@/lib/orders/retryable';
import { getTrpcClient } from '@/lib/trpc/client';
import type { OrderView } from '@/lib/trpc/contract';
import { RetryPayment } from './retry-payment';

export interface CancelAttemptTexts {
  cancelling: string;
  /** With `{code}`: goods went back into stock. */
  cancelled: string;
  /** With `{code}`: a ticket order's seats were released (never "back in stock"). */
  cancelledTickets: string;
  paid: string;
  notCancellable: string;
  processingError: string;
  noOrderCode: string;
  viewOrder: string;
  viewCart: string;
}

type State =
  | { kind: 'working' }
  | { kind: 'done'; text: string; code?: string; order?: OrderView }
  | { kind: 'error'; text: string };

const withCode = (text: string, code: string) => text.replace('{code}', code);

async function settle(texts: CancelAttemptTexts): Promise<State> {
  const code = new URLSearchParams(window.location.search).get('order')?.trim().toUpperCase();
  if (!code) return { kind: 'done', text: texts.noOrderCode };
  const contact = recallOrderContact(code);
  // Nobody here can prove the order is theirs; the unpaid order expires on its own.
  if (!contact && !getAccessToken()) {
    return { kind: 'done', text: withCode(texts.notCancellable, code), code };
  }
  try {
    const { outcome, order } = await getTrpcClient().payment.cancelAttempt.mutate({
      orderCode: code,
      ...(contact ? { contact } : {}),
    });
    if (outcome === 'cancelled' || outcome === 'already-cancelled') {
      const text = order.kind === 'tickets' ? texts.cancelledTickets : texts.cancelled;
      return { kind: 'done', text: withCode(text, code), code, order };
    }
    if (outcome === 'paid') return { kind: 'done', text: withCode(texts.paid, code), code };
    return { kind: 'done', text: withCode(texts.notCancellable, code), code };
  } catch (error) {
    console.error('[payments] cancelling the payment attempt failed', error);
    return { kind: 'error', text: texts.processingError };
  }
}

/** Calls payment.cancelAttempt once for the order named in the address; reports through a live region. */
export function CancelPaymentAttemptLeaf({
  texts,
  successHref,
  cartHref,
  locale,
}: {
  texts: CancelAttemptTexts;
  successHref: string;
  cartHref: string;
  locale: Locale;
}) {
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // After this effect: the state changes once the address and storage have been read.
    void Promise.resolve()
      .then(() => settle(texts))
      .then(setState);
  }, [texts]);

  if (state.kind === 'working') {
    return (
      <p role="status" aria-live="polite">
        {texts.cancelling}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p
        role={state.kind === 'error' ? 'alert' : 'status'}
        aria-live="polite"
        data-testid="cancel-attempt-result"
      >
        {state.text}
      </p>
      {state.kind === 'done' && state.order && isRetryable(state.order) ? (
        <RetryPayment order={state.order} locale={locale} />
      ) : null}
      {state.kind === 'done' && state.code ? (
        <a
          className="nav-link border border-slate-300"
          href={`${successHref}?order=${encodeURIComponent(state.code)}`}
        >
          {texts.viewOrder}
        </a>
      ) : null}
      {/* Goods go back to the cart; a ticket order's way on is the retry above. */}
      {state.kind === 'done' && state.order?.kind === 'tickets' ? null : (
        <a className="nav-link border border-slate-300" href={cartHref}>
          {texts.viewCart}
        </a>
      )}
    </div>
  );
}
