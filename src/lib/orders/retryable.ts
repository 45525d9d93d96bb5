// Which orders "Thử lại" may place again (issue 38), shared by order.retryPayment and the pages
// that offer it: one cancelled with no money taken after its online payment failed, was declined,
// cancelled or expired. Cash on delivery never failed online, nor did a free order; money on an
// order is refunded.
import type { OrderMethodId } from '@/lib/validation/checkout';

export interface RetryFacts {
  status: string;
  paymentStatus: string;
  refundDue: boolean;
  payment: { method: OrderMethodId } | null;
}

export function isRetryable(order: RetryFacts): boolean {
  return (
    order.status === 'cancelled' &&
    (order.paymentStatus === 'failed' || order.paymentStatus === 'pending') &&
    !order.refundDue &&
    order.payment !== null &&
    order.payment.method !== 'cod' &&
    order.payment.method !== 'free'
  );
}
