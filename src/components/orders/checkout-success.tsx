'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useStartupTask } from '@/components/ui/client-area';
import type { Locale } from '@/i18n/routing';
import { analytics } from '@/lib/analytics/events';
import { getAccessToken } from '@/lib/auth/token';
import {
  firstPurchaseReport,
  recallOrderContact,
  rememberOrderContact,
} from '@/lib/cart/order-contact';
import { ORDER_CODE_PATTERN } from '@/lib/validation/checkout';
import { OrderTickets } from '@/components/tickets/order-tickets';
import { RetryPayment } from '@/components/payments/retry-payment';
import { isRetryable } from '@/lib/orders/retryable';
import { OrderDetails } from './order-details';
import { OrderLookup } from './order-lookup';
import { getTrpcClient } from '@/lib/trpc/client';
import type { OrderContact, OrderView } from '@/lib/trpc/contract';
import { refusalOf } from '@/lib/errors/refusal';

const AWAIT_POLL_MS = 3_000;
const AWAIT_MAX_POLLS = 40;

/** `purchase` once per order on this browser (not again on reload). */
function reportPurchase(order: OrderView) {
  if (!firstPurchaseReport(order.orderCode)) return;
  analytics.purchase({
    transaction_id: order.orderCode,
    value: order.totalAmount,
    currency: order.currency,
    items: order.lines.map((line) => ({
      item_id: line.sku,
      item_name: line.name,
      quantity: line.quantity,
      price: line.unitPrice,
    })),
  });
}

type OrdersT = ReturnType<typeof useTranslations<'Orders'>>;

/** What the result says first, true to the order: never "paid" for cash, nor "not charged" for money taken. */
function headline(t: OrdersT, order: OrderView, awaiting: boolean): string {
  if (order.status === 'cancelled') {
    if (order.refundDue) return t('cancelledRefundDue');
    if (order.paymentStatus === 'refunded') return t('cancelledRefunded');
    return t('cancelled');
  }
  // Nothing was paid for a free order: it was placed, not "paid".
  if (order.payment?.method === 'free') return t('resultCodTitle');
  if (order.paymentStatus === 'paid') return t('resultPaidTitle');
  if (order.payment?.method === 'cod') return t('resultCodTitle');
  return awaiting ? t('resultAwaitingTitle') : t('resultCodTitle');
}

/**
 * /checkout/success?order=CODE (and the order lookup page): the order as the server holds it.
 * With the code in the address but not the contact a guest gave (kept in this tab), only the
 * contact is asked for; without a code, the lookup form.
 */
export function CheckoutSuccess({
  locale,
  productsHref,
  mode = 'result',
}: {
  locale: Locale;
  productsHref: string;
  /** `lookup`: the order lookup page, which asks for code and contact and has no "no code" text. */
  mode?: 'result' | 'lookup';
}) {
  const t = useTranslations('Orders');
  const tCheckout = useTranslations('Checkout');
  const registerStartup = useStartupTask();
  const [code, setCode] = useState<string>('');
  const [order, setOrder] = useState<OrderView | null>(null);
  const [ready, setReady] = useState(false);
  const [awaiting, setAwaiting] = useState(false);
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  async function open(orderCode: string, contact?: OrderContact): Promise<string | null> {
    try {
      // payment.getStatus: the state the server holds, after asking PayOS when the webhook is late.
      const found = await getTrpcClient().payment.getStatus.query({
        orderCode,
        ...(contact ? { contact } : {}),
      });
      if (contact) rememberOrderContact(found.orderCode, contact);
      setOrder(found);
      setAwaiting(found.awaitingPayment);
      reportPurchase(found);
      return null;
    } catch (error) {
      const kind = refusalOf(error).code;
      if (kind === 'TOO_MANY_REQUESTS') return tCheckout('tooManyRequests');
      if (kind === 'NOT_FOUND' || kind === 'BAD_REQUEST' || kind === 'FORBIDDEN')
        return t('notFound');
      console.error('[orders] order.get failed', error);
      return t('loadError');
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // After this effect: the page's state changes once the address and storage have been read.
    const task = Promise.resolve().then(async () => {
      const fromUrl =
        new URLSearchParams(window.location.search).get('order')?.trim().toUpperCase() ?? '';
      setCode(fromUrl);
      const contact = fromUrl ? recallOrderContact(fromUrl) : null;
      if (fromUrl && (contact || getAccessToken())) await open(fromUrl, contact ?? undefined);
    });
    registerStartup(task.finally(() => setReady(true)));
    // Start-up runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (order) heading.current?.focus();
    // Focus once per order, not on every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.orderCode]);

  // Back from the payment page before its webhook: ask again a few times instead of guessing.
  useEffect(() => {
    if (!awaiting || !order) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (polls > AWAIT_MAX_POLLS) {
        window.clearInterval(timer);
        return;
      }
      void open(order.orderCode, recallOrderContact(order.orderCode) ?? undefined);
    }, AWAIT_POLL_MS);
    return () => window.clearInterval(timer);
    // Restart only when the order or its waiting state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [awaiting, order?.orderCode]);

  if (!ready) return null;
  if (order) {
    return (
      <div className="mt-4 space-y-6">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {headline(t, order, awaiting)}
        </h2>
        {/* A failed online payment: the same order again, in one tap. */}
        {isRetryable(order) ? <RetryPayment order={order} locale={locale} /> : null}
        {order.status !== 'cancelled' ? <p>{t('thanks', { code: order.orderCode })}</p> : null}
        {order.status !== 'cancelled' && order.payment?.method === 'cod' ? (
          <p>{t('resultCodNote')}</p>
        ) : null}
        {awaiting ? (
          <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950">
            {t('awaitingPayment')}
          </p>
        ) : null}
        <OrderDetails order={order} locale={locale} />
        <OrderTickets order={order} locale={locale} contact={recallOrderContact(order.orderCode)} />
        <a href={productsHref} className="nav-link border border-slate-300">
          {t('continueShopping')}
        </a>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-6">
      {ORDER_CODE_PATTERN.test(code) ? null : (
        <p>{t(mode === 'lookup' ? 'lookupIntro' : 'noOrderCode')}</p>
      )}
      <OrderLookup
        initialCode={code}
        fixedCode={ORDER_CODE_PATTERN.test(code) ? code : undefined}
        onLookup={open}
      />
    </div>
  );
}
