// What the retry page says happened to a payment, and what a refused retry offers instead. Pure:
// the page hands in the address and the clock, so tests need no browser.
import { TRPCClientError } from '@trpc/client';
import type { OrderView } from '@/lib/trpc/contract';

export type FailureKind = 'cancelled' | 'declined' | 'expired' | 'failed';

/**
 * In the buyer's words, from the provider's return parameters (display hints only: the order's
 * state comes from the server): VNPay 24 and a PayOS cancel are the buyer's own cancel, VNPay 11
 * and MoMo 1005 a timeout, any other refusal a decline (MoMo 1006: the buyer refused in the app).
 * Without hints, an attempt past its deadline expired.
 */
export function failureKind(
  order: Pick<OrderView, 'payment'>,
  search: URLSearchParams,
  now: number,
): FailureKind {
  const vnpay = search.get('vnp_ResponseCode');
  if (vnpay && vnpay !== '00') {
    if (vnpay === '24') return 'cancelled';
    return vnpay === '11' ? 'expired' : 'declined';
  }
  const momo = search.get('resultCode');
  if (momo && momo !== '0') {
    if (momo === '1003') return 'cancelled';
    return momo === '1005' ? 'expired' : 'declined';
  }
  if (search.get('cancel') === 'true' || search.get('status') === 'CANCELLED') return 'cancelled';
  const deadline = order.payment?.expiresAt ? Date.parse(order.payment.expiresAt) : NaN;
  return deadline <= now ? 'expired' : 'failed';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The nearest days with room a refused ticket retry names (`data.details.nearestDays`); null when
 * the refusal is not about the day.
 */
export function nearestDaysOf(error: unknown): string[] | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return null;
  const details: unknown = (data as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return null;
  const days = (details as { nearestDays?: unknown }).nearestDays;
  if (!Array.isArray(days)) return null;
  return days.filter((day): day is string => typeof day === 'string' && DAY.test(day));
}
