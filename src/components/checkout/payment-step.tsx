'use client';

// The payment part both checkouts share (goods at /checkout, tickets at /checkout/ticket): the
// methods on offer, the choice among them, and where a placed order goes to be paid.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { OrderView, PaymentMethodInfo } from '@/lib/trpc/contract';

export type PaymentMethods =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: PaymentMethodInfo[] };

/**
 * The methods a checkout offers. `loadMethods` runs at start-up and again from the retry button;
 * `area` names the checkout in the log line of a failed load.
 */
export function usePaymentMethods(fetchMethods: () => Promise<PaymentMethodInfo[]>, area: string) {
  const [methods, setMethods] = useState<PaymentMethods>({ state: 'loading' });

  function loadMethods() {
    setMethods({ state: 'loading' });
    return fetchMethods().then(
      (list) => setMethods({ state: 'ready', list }),
      (error: unknown) => {
        console.error(`[${area}] loading payment methods failed`, error);
        setMethods({ state: 'failed' });
      },
    );
  }

  return { methods, loadMethods };
}

/**
 * One radio per method with its hint, the first chosen; a failed load offers a retry. An order
 * the voucher makes 0 đ shows "Miễn phí" instead, and sends `free` (the server checks its total).
 */
export function PaymentMethodFieldset({
  methods,
  onRetry,
  error,
  selected,
  free = false,
}: {
  methods: PaymentMethods;
  /** The quoted total is 0 đ: nothing to choose. */
  free?: boolean;
  /** The method chosen before (a plain form sent back); else the first. */
  selected?: string;
  /** Absent in the plain forms rendered on the server, whose list has loaded. */
  onRetry?: () => void;
  /** The form's complaint about the choice, under the list. */
  error?: string;
}) {
  const t = useTranslations('Checkout');
  const tCart = useTranslations('Cart');
  const tOrders = useTranslations('Orders');
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold">{t('paymentMethod')}</legend>
      {free ? (
        <p className="rounded-lg border border-slate-300 p-3 dark:border-slate-600">
          <input type="hidden" name="paymentMethod" value="free" />
          <span className="block font-medium">{tOrders('methods.free')}</span>
          <span className="block text-sm text-slate-700 dark:text-slate-300">
            {tOrders('methodHints.free')}
          </span>
        </p>
      ) : methods.state === 'failed' && onRetry ? (
        <RetryAlert message={t('methodsError')} retryLabel={tCart('retry')} onRetry={onRetry} />
      ) : methods.state === 'ready' && !methods.list.length ? (
        <p>{t('noMethods')}</p>
      ) : methods.state === 'ready' ? (
        <div className="space-y-2">
          {methods.list.map((method, index) => (
            <label
              key={method.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method.id}
                defaultChecked={
                  methods.list.some((m) => m.id === selected) ? method.id === selected : index === 0
                }
                className="mt-1 size-5"
              />
              <span>
                <span className="block font-medium">{tOrders(`methods.${method.id}`)}</span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">
                  {tOrders(`methodHints.${method.id}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      ) : null}
      {error ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p> : null}
    </fieldset>
  );
}

/**
 * Sends a placed order on: to the provider's payment page when it has one (PayOS), else to the
 * success page, which shows transfer details or the confirmation.
 */
export function useGoToPayment(successLink: string) {
  const router = useRouter();
  return (order: Pick<OrderView, 'orderCode' | 'payment'>) => {
    if (order.payment?.checkoutUrl) {
      window.location.assign(order.payment.checkoutUrl);
      return;
    }
    router.push(`${successLink}?order=${encodeURIComponent(order.orderCode)}`);
  };
}
