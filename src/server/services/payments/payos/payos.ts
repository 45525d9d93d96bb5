// PayOS checkout (DESIGN.md §14) through the real `@payos/node` v2 SDK: one payment request per
// attempt, with a fresh numeric orderCode, the server's own total, the order code as description,
// and return/cancel URLs in the order's locale. The browser then goes to PayOS's checkoutUrl.
import { randomInt } from 'node:crypto';
import { APIError, type PayOS } from '@payos/node';
import { env } from '@/env';
import type { Store } from '../../../db/store';
import type { PaymentLink } from '@payos/node/lib/resources/v2/payment-requests/payment-requests';
import type {
  ClosedAttempt,
  OrderForPayment,
  PaymentMethod,
  PaymentStart,
  ProviderRecord,
} from '../method';
import type { PaymentNotice } from '../notice';
import { payosClient } from './config';

/** PayOS's payment link lives this long; the order expires with it. */
export const PAYOS_LINK_TTL_MS = 15 * 60_000;

/**
 * A fresh PayOS orderCode: milliseconds × 1000 + 3 random digits. Unique per attempt (the column
 * is unique too), increasing, and below 2^53 − 1 until the year 2255.
 */
export function newProviderOrderCode(nowMs: number): number {
  const code = nowMs * 1000 + randomInt(1000);
  if (!Number.isSafeInteger(code)) throw new Error('PayOS orderCode out of the safe range');
  return code;
}

/** `${SITE_URL}/${locale}/checkout/{success|cancel}?order=CODE`. */
export function checkoutReturnUrls(
  siteUrl: string,
  order: Pick<OrderForPayment, 'locale' | 'orderCode'>,
): { returnUrl: string; cancelUrl: string } {
  const url = (page: 'success' | 'cancel') => {
    const target = new URL(`/${order.locale}/checkout/${page}`, siteUrl);
    target.searchParams.set('order', order.orderCode);
    return target.href;
  };
  return { returnUrl: url('success'), cancelUrl: url('cancel') };
}

/** PayOS's description: ASCII, ≤ 25 characters. The order code (`NM-` + 8) always fits. */
function descriptionOf(orderCode: string): string {
  if (!/^[A-Za-z0-9 -]{1,25}$/.test(orderCode)) {
    throw new Error(`order code is not a PayOS description: ${orderCode}`);
  }
  return orderCode;
}

/** Creates the payment request; `client` and `now` are the test seams. */
export async function startPayosPayment(
  client: PayOS,
  order: OrderForPayment,
  options: { siteUrl: string; now?: Date },
): Promise<PaymentStart> {
  const now = options.now ?? new Date();
  // Never past a deadline the order already has (a ticket's visit day).
  const deadline = Math.min(
    now.getTime() + PAYOS_LINK_TTL_MS,
    order.expiresAt ? Date.parse(order.expiresAt) : Infinity,
  );
  const orderCode = newProviderOrderCode(now.getTime());
  const created = await client.paymentRequests.create({
    orderCode,
    amount: order.totalAmount,
    description: descriptionOf(order.orderCode),
    ...checkoutReturnUrls(options.siteUrl, order),
    items: order.lines.map((line) => ({
      name: line.name.slice(0, 256),
      quantity: line.quantity,
      price: line.unitPrice,
    })),
    buyerName: order.buyer.name || undefined,
    buyerEmail: order.buyer.email || undefined,
    buyerPhone: order.buyer.phone || undefined,
    expiredAt: Math.floor(deadline / 1000),
  });
  if (created.amount !== order.totalAmount || created.orderCode !== orderCode) {
    throw new Error(`PayOS answered another payment request (${created.orderCode})`);
  }
  return {
    status: 'pending',
    checkoutUrl: created.checkoutUrl,
    providerOrderCode: orderCode,
    expiresAt: new Date(Math.floor(deadline / 1000) * 1000).toISOString(),
  };
}

/**
 * Cancels the payment link at PayOS. PayOS refuses to cancel a link that is paid (or already
 * closed): the link's status is then read, and PAID wins. Anything else unreadable throws.
 */
export async function closePayosAttempt(
  client: PayOS,
  providerOrderCode: number,
): Promise<ClosedAttempt> {
  let link: PaymentLink;
  try {
    link = await client.paymentRequests.cancel(providerOrderCode, 'Đơn hàng đã hủy');
  } catch (error) {
    console.warn(`[payments] PayOS refused to cancel ${providerOrderCode}; reading it`, error);
    link = await client.paymentRequests.get(providerOrderCode);
  }
  if (link.status === 'PAID') {
    return {
      state: 'paid',
      amount: link.amountPaid,
      reference: link.transactions[0]?.reference ?? null,
    };
  }
  if (link.status === 'CANCELLED' || link.status === 'EXPIRED') return { state: 'closed' };
  throw new Error(`PayOS link ${providerOrderCode} is still ${link.status} after the cancel`);
}

/** Who the order history names for a payment the return page's status read found paid. */
export const STATUS_ACTOR = 'payos-status';

/**
 * Asks PayOS how an attempt stands (paymentRequests.get): PAID comes back as the notice its
 * webhook would have sent, amount as PayOS took it; anything else, or PayOS out of reach, null
 * (the page then shows what the server holds, still awaiting payment).
 */
export async function askPayosAttempt(
  client: PayOS,
  providerOrderCode: number,
): Promise<PaymentNotice | null> {
  let link: PaymentLink;
  try {
    link = await client.paymentRequests.get(providerOrderCode);
  } catch (error) {
    console.error(`[payments] PayOS status of ${providerOrderCode} unavailable`, error);
    return null;
  }
  if (link.status !== 'PAID' || link.orderCode !== providerOrderCode) return null;
  return {
    method: 'payos',
    providerOrderCode,
    outcome: 'paid',
    amount: link.amountPaid,
    currency: 'VND',
    reference: link.transactions[0]?.reference ?? null,
    actor: STATUS_ACTOR,
  };
}

/** PayOS's answer code for a payment request it does not hold. */
const PAYOS_NOT_FOUND = '101';

/**
 * PayOS's record of an attempt for reconciliation (paymentRequests.get). Money taken counts as
 * paid, UNDERPAID included (its amount then differs); a request PayOS does not hold is not-found;
 * PayOS out of reach throws.
 */
export async function queryPayosAttempt(
  client: PayOS,
  providerOrderCode: number,
): Promise<ProviderRecord> {
  let link: PaymentLink;
  try {
    link = await client.paymentRequests.get(providerOrderCode);
  } catch (error) {
    if (error instanceof APIError && error.code === PAYOS_NOT_FOUND) {
      return { state: 'not-found', amount: null, reference: null };
    }
    throw error;
  }
  if (link.orderCode !== providerOrderCode) {
    throw new Error(`PayOS answered another payment request (${link.orderCode})`);
  }
  const reference = link.transactions[0]?.reference ?? null;
  if (link.status === 'PAID' || link.amountPaid > 0) {
    return { state: 'paid', amount: link.amountPaid, reference };
  }
  return { state: 'unpaid', amount: link.amount, reference };
}

function configuredClient(): PayOS {
  const client = payosClient();
  if (!client) throw new Error('PayOS is not configured');
  return client;
}

export const payosMethod: PaymentMethod = {
  id: 'payos',
  kinds: ['goods', 'tickets'],
  ttlMs: PAYOS_LINK_TTL_MS,
  isAvailable: (store: Store) => {
    void store;
    return Promise.resolve(payosClient() !== null);
  },
  start(store, order) {
    void store;
    return startPayosPayment(configuredClient(), order, { siteUrl: env.SITE_URL });
  },
  closeAttempt: (providerOrderCode) => closePayosAttempt(configuredClient(), providerOrderCode),
  askAttempt: (providerOrderCode) => {
    // PayOS switched off since the order was placed: nobody to ask, the page keeps waiting.
    const client = payosClient();
    return client ? askPayosAttempt(client, providerOrderCode) : Promise.resolve(null);
  },
  queryAttempt: (attempt) => queryPayosAttempt(configuredClient(), attempt.providerOrderCode),
};
